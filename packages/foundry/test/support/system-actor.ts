/*
 * A Solo as the `cyberpunk-red-core` system's own "Export Data" writes a character actor, built from its
 * data model (`src/modules/datamodels/actor/character-datamodel.js`) and the items of its compendium packs
 * (`src/packs/core/...`, `src/packs/internal/cyberware-core`): names and numbers only, none of our own
 * export's code or fixtures. Items carry a few of the many fields the system writes that the import
 * leaves unread.
 */

type Json = Record<string, unknown>;

let serial = 0;
/** A 16-character document id, as Foundry makes them. */
function nextId(prefix: string): string {
  serial += 1;
  return `${prefix}${String(serial).padStart(16 - prefix.length, '0')}`;
}

function item(type: string, name: string, system: Json, _id = nextId(type.slice(0, 4))): Json {
  return {
    _id,
    name,
    type,
    img: `systems/cyberpunk-red-core/icons/compendium/${type}.svg`,
    system: { description: { value: '' }, favorite: false, price: { market: 0 }, ...system },
    effects: [],
    flags: { 'cyberpunk-red-core': { _migration: { current: 33 } } },
  };
}

const skill = (name: string, level: number, stat = 'int') =>
  item('skill', name, { level, stat, category: 'educationSkills', difficulty: 'typical', basic: false });

function ware(name: string, installed: string[] = [], extra: Json = {}): Json {
  return item('cyberware', name, {
    core: false,
    isFoundational: installed.length > 0,
    installedItems: {
      allowed: true,
      allowedTypes: ['cyberware'],
      list: installed,
      slots: 3,
      usedSlots: installed.length,
    },
    humanityLoss: { roll: '2d6', static: 7 },
    ...extra,
  });
}

/** The system's three core containers, each with 7 option slots (pack `internal/cyberware-core`). */
const core = (name: string, type: string, installed: string[]) =>
  ware(name, installed, { core: true, isFoundational: true, type, installLocation: 'hospital' });

/** Kaz Orlov, a Solo: the named pieces the import must find, and some it must name as not mapped. */
export function systemSolo(): Json {
  serial = 0;
  const microOptics = ware('MicroOptics');
  const cybereye = ware('Cybereye', [microOptics._id as string]);
  const kerenzikov = ware('Kerenzikov');
  const neuralLink = ware('Neural Link', [kerenzikov._id as string]);
  const pocket = ware('Subdermal Pocket');
  const prototype = ware('Militech Prototype Implant');
  const wolvers = ware('Wolvers');
  const cores = [
    core('Fashionware (7 Option Slots)', 'fashionware', []),
    core('Internal (7 Option Slots)', 'cyberwareInternal', [prototype._id as string]),
    core('External (7 Option Slots)', 'cyberwareExternal', [pocket._id as string]),
  ];
  return {
    _id: 'KazOrlovActor001',
    name: 'Kaz Orlov',
    type: 'character',
    img: 'worlds/night-city/portraits/kaz.webp',
    system: {
      stats: {
        int: { value: 5 },
        ref: { value: 8 },
        dex: { value: 7 },
        tech: { value: 4 },
        cool: { value: 6 },
        will: { value: 6 },
        luck: { value: 3, max: 6 },
        move: { value: 6 },
        body: { value: 7 },
        emp: { value: 2, max: 5 },
      },
      derivedStats: {
        hp: { value: 40, max: 40 },
        humanity: { value: 21, max: 42 },
        seriouslyWounded: 20,
        deathSave: { value: 7, penalty: 0, basePenalty: 0 },
        currentWoundState: 'notWounded',
      },
      information: {
        alias: '<p>Iron Kaz</p>',
        description: '<p>A quiet gun for hire from the Combat Zone.</p>',
        history: '<p>Kaz came over the border at twelve.</p><p>He has not gone back.</p>',
        notes: '<p>Owes Rico 500eb.</p>',
      },
      lifepath: {
        culturalOrigin: '<p>Eastern European</p>',
        personality: '<p>Shy and secretive</p>',
        clothingStyle: '<p>Leisurewear</p>',
        hairStyle: '<p>Short and shaved</p>',
        affectations: '<p>Scars</p>',
        valueMost: '<p>Loyalty</p>',
        aboutPeople: '<p>Neutral</p>',
        valuedPerson: '<p>A sibling</p>',
        valuedPossession: '<p>A weapon</p>',
        familyBackground: '<p>Nomad Pack</p>',
        childhoodEnvironment: '<p>In a Nomad pack</p>',
        familyCrisis: '<p>Your family was scattered</p>',
        friends: '<p>An old lover</p><p>A partner in crime</p>',
        enemies: '<p>A boostergang leader who wants him dead</p>',
        tragicLoveAffairs: '',
        lifeGoals: '<p>Get revenge</p>',
        roleLifepath: '<p>Who ran him: nobody</p>',
      },
      roleInfo: { activeRole: 'Solo', activeNetRole: '' },
      installedItems: {
        allowed: true,
        allowedTypes: ['cyberware'],
        list: [
          ...cores.map((entry) => entry._id as string),
          cybereye._id as string,
          neuralLink._id as string,
        ],
      },
      wealth: { value: 1200, transactions: [] },
      reputation: { value: 1, transactions: [] },
      lifestyle: { housing: { cost: 1000, description: 'Cargo Container' } },
    },
    items: [
      item('role', 'Solo', {
        mainRoleAbility: 'Combat Awareness',
        rank: 4,
        abilities: [
          { name: 'Damage Deflection', rank: 0 },
          { name: 'Precision Attack', rank: 2 },
          { name: 'Spot Weakness', rank: 2 },
        ],
      }),
      skill('Athletics', 2, 'dex'),
      skill('Brawling', 2, 'dex'),
      skill('Evasion', 6, 'dex'),
      skill('Handgun', 6, 'ref'),
      skill('Perception', 4),
      skill('Language (Streetslang)', 2),
      skill('Language (Russian)', 4),
      skill('Acting', 0, 'cool'),
      skill('Basket Weaving', 3, 'dex'),
      ...cores,
      cybereye,
      microOptics,
      neuralLink,
      kerenzikov,
      pocket,
      prototype,
      wolvers,
      item('weapon', 'Very Heavy Pistol', {
        isRanged: true,
        weaponType: 'veryHeavyPistol',
        magazine: { value: 8, max: 8 },
      }),
      item('ammo', 'Very Heavy Pistol (Basic)', { amount: 30, variety: 'vHeavyPistol', type: 'basic' }),
      item('armor', 'Light Armorjack (Body)', {
        isBodyLocation: true,
        isHeadLocation: false,
        bodyLocation: { sp: 11 },
      }),
      item('gear', 'Agent', { amount: 1 }),
      item('clothing', 'Generic Chic Top', { amount: 2, style: 'genericChic', type: 'top' }),
      item('drug', 'Blue Glass', { amount: 2 }),
      item('criticalInjury', 'Broken Ribs', { location: 'body' }),
    ],
    effects: [],
    flags: { core: { sheetClass: 'cyberpunk-red-core.CPRCharacterActorSheet' } },
    prototypeToken: { name: 'Kaz Orlov', actorLink: true },
    _stats: { coreVersion: '12.331', systemId: 'cyberpunk-red-core', systemVersion: '0.92.4' },
  };
}
