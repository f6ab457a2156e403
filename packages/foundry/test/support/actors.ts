import type { FoundryCharacterActor, FoundryCharacterSystem, FoundryItem } from '../../src/model.ts';
import { FOUNDRY_LIFEPATH_FIELDS } from '../../src/tables/lifepath.ts';
import {
  coreContainer,
  coreSkills,
  cyberdeck,
  gear,
  genericChicTops,
  lightArmorjack,
  program,
  roleItem,
  veryHeavyPistol,
  veryHeavyPistolRounds,
  ware,
} from './items.ts';

/*
 * Hand-written character actors that the check must pass. Every derived number is worked out by hand
 * in the comment beside it, not computed by code under test.
 */

type Stats = FoundryCharacterSystem['stats'];
type Derived = FoundryCharacterSystem['derivedStats'];

const CORE_IDS = {
  fashionware: 'CoreFashionware1',
  internal: 'CoreInternalBody',
  external: 'CoreExternalBody',
};

/** The actor around its system values and items; every lifepath field gets a line of text. */
function character(
  name: string,
  parts: {
    stats: Stats;
    derived: Derived;
    role: FoundryItem;
    onBody: string[];
    items: FoundryItem[];
    cash: number;
  },
): FoundryCharacterActor {
  const lifepath = Object.fromEntries(
    FOUNDRY_LIFEPATH_FIELDS.map((field) => [field, `<p>${field} of ${name}</p>`]),
  );
  return {
    name,
    type: 'character',
    img: 'http://localhost:3000/storage/character-portraits/portraits/0b7f6d1e-3c4a-4e55-9a51-2d6f1e0c9a77.png',
    system: {
      stats: parts.stats,
      derivedStats: parts.derived,
      information: { alias: '', description: '', history: `<p>The story of ${name}.</p>`, notes: '' },
      lifepath: lifepath as FoundryCharacterSystem['lifepath'],
      roleInfo: { activeRole: parts.role.name, activeNetRole: parts.role._id },
      installedItems: {
        allowed: true,
        allowedTypes: ['cyberware'],
        list: [CORE_IDS.fashionware, CORE_IDS.internal, CORE_IDS.external, ...parts.onBody],
      },
      wealth: { value: parts.cash, transactions: [[`Eurobucks set to ${parts.cash}`, 'Starting money']] },
      reputation: { value: 0, transactions: [] },
    },
    items: [parts.role, ...coreSkills(), ...parts.items],
    effects: [],
    flags: {},
    _stats: { coreVersion: '12.331', systemId: 'cyberpunk-red-core', systemVersion: '0.92.4' },
  };
}

/** STAT values as the sheet stores them; LUCK and EMP also carry their maximum. */
function stats(
  values: Record<'int' | 'ref' | 'dex' | 'tech' | 'cool' | 'will' | 'luck' | 'move' | 'body', number>,
  emp: { value: number; max: number },
): Stats {
  const plain = (value: number) => ({ value });
  return {
    int: plain(values.int),
    ref: plain(values.ref),
    dex: plain(values.dex),
    tech: plain(values.tech),
    cool: plain(values.cool),
    will: plain(values.will),
    luck: { value: values.luck, max: values.luck },
    move: plain(values.move),
    body: plain(values.body),
    emp,
  };
}

/** Derived values written by hand: HP, Seriously Wounded, Humanity, walk and run. */
function derived(
  hp: number,
  seriouslyWounded: number,
  humanity: { value: number; max: number },
  move: number,
): Derived {
  return {
    hp: { value: hp, max: hp },
    humanity,
    seriouslyWounded,
    deathSave: { value: 0, penalty: 0, basePenalty: 0 },
    walk: { value: move * 2 },
    run: { value: move * 4 },
    currentWoundState: 'notWounded',
  };
}

/** An Exec with every STAT at 6, no ware and no gear: the least a valid export holds. */
export function minimalExec(): FoundryCharacterActor {
  const six = { int: 6, ref: 6, dex: 6, tech: 6, cool: 6, will: 6, luck: 6, move: 6, body: 6 };
  return character('Mina Sato', {
    // HP 10 + 5 x ceil((6 + 6) / 2) = 40; Seriously Wounded 20; Humanity 60 of 60, EMP 6.
    stats: stats(six, { value: 6, max: 6 }),
    derived: derived(40, 20, { value: 60, max: 60 }, 6),
    role: roleItem('RoleExecutive001', 'Exec', 'Teamwork', false),
    onBody: [],
    items: [
      coreContainer(CORE_IDS.fashionware, 'fashionware'),
      coreContainer(CORE_IDS.internal, 'cyberwareInternal'),
      coreContainer(CORE_IDS.external, 'cyberwareExternal'),
    ],
    cash: 500,
  });
}

/** docs/rules/catalog.md's worked Netrunner, completed: deck, programs, pistol, rounds, armor, clothes. */
export function netrunner(): FoundryCharacterActor {
  return character('Example Netrunner', {
    // HP 10 + 5 x ceil((4 + 6) / 2) = 35; Seriously Wounded 18.
    // Humanity 50 - 7 - 7 = 36 (Shift Tacts lose none); max 50 - 2 - 2 = 46; EMP shown floor(36 / 10) = 3.
    stats: stats(
      { int: 6, ref: 7, dex: 7, tech: 6, cool: 7, will: 4, luck: 7, move: 6, body: 6 },
      { value: 3, max: 5 },
    ),
    derived: derived(35, 18, { value: 36, max: 46 }, 6),
    role: roleItem('Rl0eNetrunner001', 'Netrunner', 'Interface', true),
    onBody: ['CwNeuralLink0001'],
    items: [
      coreContainer(CORE_IDS.fashionware, 'fashionware', ['CwShiftTacts0001'], 1),
      coreContainer(CORE_IDS.internal, 'cyberwareInternal'),
      coreContainer(CORE_IDS.external, 'cyberwareExternal'),
      ware('CwNeuralLink0001', 'Neural Link', ['CwInterfacePlug1'], 1),
      ware('CwInterfacePlug1', 'Interface Plugs'),
      ware('CwShiftTacts0001', 'Shift Tacts'),
      cyberdeck('DeckStandard0001', ['PgArmor000000001', 'PgSword000000001', 'PgSeeYa000000001'], 3),
      program('PgArmor000000001', 'Armor', { class: 'defender', atk: 0, def: 0, rez: 7, price: 50 }),
      program('PgSword000000001', 'Sword', {
        class: 'antiprogramattacker',
        atk: 1,
        def: 0,
        rez: 0,
        price: 50,
      }),
      program('PgSeeYa000000001', 'See Ya', { class: 'booster', atk: 0, def: 0, rez: 7, price: 20 }),
      veryHeavyPistol('WpVHPistol000001'),
      veryHeavyPistolRounds('AmVHPistolBasic1', 30),
      lightArmorjack('ArLtArmorjackBdy', 'Body'),
      lightArmorjack('ArLtArmorjackHed', 'Head'),
      gear('GrAgent000000001', 'Agent', 100),
      genericChicTops('ClGenericChicTop', 10),
    ],
    cash: 500,
  });
}

/** A Tech whose options sit in a Cybereye, a Meat Arm and each of the three core containers. */
export function cyberTech(): FoundryCharacterActor {
  return character('Rafe Okoro', {
    // HP 10 + 5 x ceil((5 + 5) / 2) = 35; Seriously Wounded 18.
    // Humanity 60 - (7 + 2 + 3 + 2 + 3) = 43; max 60 - 2 x 5 = 50 (Skinwatch and Meat Arm lose none);
    // EMP shown floor(43 / 10) = 4.
    stats: stats(
      { int: 7, ref: 6, dex: 6, tech: 8, cool: 4, will: 5, luck: 6, move: 6, body: 5 },
      { value: 4, max: 6 },
    ),
    derived: derived(35, 18, { value: 43, max: 50 }, 6),
    role: roleItem('RoleTechnician01', 'Tech', 'Maker', false),
    onBody: ['CwCybereye000001', 'CwMeatArm0000001'],
    items: [
      coreContainer(CORE_IDS.fashionware, 'fashionware', ['CwSkinwatch00001'], 1),
      coreContainer(CORE_IDS.internal, 'cyberwareInternal', ['CwNasalFilters01'], 1),
      coreContainer(CORE_IDS.external, 'cyberwareExternal', ['CwSubdermalPckt1'], 1),
      ware('CwCybereye000001', 'Cybereye', ['CwMicroOptics001'], 1),
      ware('CwMicroOptics001', 'MicroOptics'),
      ware('CwMeatArm0000001', 'Meat Arm', ['CwToolHand000001'], 1),
      ware('CwToolHand000001', 'Tool Hand'),
      ware('CwSkinwatch00001', 'Skinwatch'),
      ware('CwNasalFilters01', 'Nasal Filters'),
      ware('CwSubdermalPckt1', 'Subdermal Pocket'),
    ],
    cash: 500,
  });
}
