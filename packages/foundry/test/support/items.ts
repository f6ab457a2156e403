import type {
  FoundryCyberwareType,
  FoundryInstallLocation,
  FoundryProgramClass,
} from '../../src/item-choices.ts';
import type {
  FoundryAmmoItem,
  FoundryArmorItem,
  FoundryClothingItem,
  FoundryCyberdeckItem,
  FoundryCyberwareItem,
  FoundryGearItem,
  FoundryProgramItem,
  FoundryRoleItem,
  FoundrySkillItem,
  FoundryWeaponItem,
} from '../../src/model.ts';
import { FOUNDRY_CORE_SKILLS } from '../../src/tables/core-skills.ts';

/*
 * Hand-written item builders for the tests, from the game's catalogue (names, prices, Humanity Loss,
 * slots; docs/rules/catalog.md). Ids are spelled out so that a reader can follow each reference.
 */

/** The 63 core skills with a level each (basic skills at 2, the rest at 0, unless `levels` says). */
export function coreSkills(levels: Record<string, number> = {}): FoundrySkillItem[] {
  return FOUNDRY_CORE_SKILLS.map((skill, index) => ({
    _id: `SkillCore${String(index).padStart(7, '0')}`,
    name: skill.name,
    type: 'skill',
    system: {
      level: levels[skill.name] ?? (skill.basic ? 2 : 0),
      stat: skill.stat,
      category: skill.category,
      difficulty: skill.difficulty,
      skillType: skill.skillType,
      core: skill.core,
      basic: skill.basic,
    },
  }));
}

/** A role item at rank 4 with no sub-abilities. */
export function roleItem(
  _id: string,
  name: string,
  mainRoleAbility: string,
  hasRoll: boolean,
): FoundryRoleItem {
  return {
    _id,
    name,
    type: 'role',
    img: 'systems/cyberpunk-red-core/icons/compendium/default/Default_Role.svg',
    system: {
      rank: 4,
      mainRoleAbility,
      hasRoll,
      addRoleAbilityRank: true,
      stat: '--',
      skill: '--',
      abilities: [],
      bonuses: [],
      universalBonuses: [],
      bonusRatio: 1,
    },
  };
}

/** What a piece of cyberware is, apart from its id and what it holds. */
export interface WareFacts {
  readonly type: FoundryCyberwareType;
  readonly foundational: boolean;
  readonly humanityLoss: number;
  readonly roll: string;
  readonly installLocation: FoundryInstallLocation;
  readonly size: number;
  readonly price: number;
  /** Slots offered; 0 for a piece that takes nothing. */
  readonly slots: number;
}

type WareRow = [
  FoundryCyberwareType,
  boolean,
  number,
  string,
  FoundryInstallLocation,
  number,
  number,
  number,
];

// The ware of the test actors, as the core catalogue has it: type, foundational, fixed Humanity Loss,
// its roll, install location, slots used, eb, slots offered.
const WARE_ROWS: Record<string, WareRow> = {
  'Neural Link': ['neuralWare', true, 7, '2d6', 'clinic', 0, 500, 5],
  'Interface Plugs': ['neuralWare', false, 7, '2d6', 'clinic', 1, 500, 0],
  Sandevistan: ['neuralWare', false, 7, '2d6', 'clinic', 1, 500, 0],
  Cybereye: ['cyberEye', true, 7, '2d6', 'clinic', 0, 100, 3],
  MicroOptics: ['cyberEye', false, 2, '1d3', 'clinic', 1, 100, 0],
  'Meat Arm': ['cyberArm', true, 0, '0', 'notApplicable', 0, 0, 3],
  'Tool Hand': ['cyberArm', false, 3, '1d6', 'clinic', 1, 100, 0],
  'Shift Tacts': ['fashionware', false, 0, '0', 'mall', 1, 100, 0],
  Skinwatch: ['fashionware', false, 0, '0', 'mall', 1, 100, 0],
  'Nasal Filters': ['cyberwareInternal', false, 2, '1d3', 'clinic', 1, 100, 0],
  'Subdermal Pocket': ['cyberwareExternal', false, 3, '1d6', 'clinic', 1, 100, 0],
  'Implanted Linear Frame ∑ (Sigma)': ['borgware', true, 14, '4d6', 'hospital', 0, 1000, 0],
};

/** The facts of one piece of ware of the table above. */
export function wareFacts(name: string): WareFacts {
  const row = WARE_ROWS[name];
  if (!row) throw new Error(`no ware named ${name}`);
  const [type, foundational, humanityLoss, roll, installLocation, size, price, slots] = row;
  return { type, foundational, humanityLoss, roll, installLocation, size, price, slots };
}

/** A piece of cyberware of the table above, holding `list`, whose sizes add up to `usedSlots`. */
export function ware(_id: string, name: string, list: string[] = [], usedSlots = 0): FoundryCyberwareItem {
  const facts = wareFacts(name);
  return {
    _id,
    name,
    type: 'cyberware',
    system: {
      type: facts.type,
      isFoundational: facts.foundational,
      core: false,
      humanityLoss: { static: facts.humanityLoss, roll: facts.roll },
      installLocation: facts.installLocation,
      size: facts.size,
      installedItems: {
        allowed: facts.slots > 0,
        allowedTypes: facts.slots > 0 ? ['cyberware', 'itemUpgrade'] : ['itemUpgrade'],
        list,
        slots: facts.slots,
        usedSlots,
      },
      price: { market: facts.price },
      usage: 'installed',
    },
  };
}

/** One of the three core containers as the system seeds it, holding `list`. */
export function coreContainer(
  _id: string,
  which: 'fashionware' | 'cyberwareInternal' | 'cyberwareExternal',
  list: string[] = [],
  usedSlots = 0,
): FoundryCyberwareItem {
  const names = {
    fashionware: 'Fashionware (7 Option Slots)',
    cyberwareInternal: 'Internal (7 Option Slots)',
    cyberwareExternal: 'External (7 Option Slots)',
  };
  return {
    _id,
    name: names[which],
    type: 'cyberware',
    system: {
      type: which,
      core: true,
      isFoundational: true,
      installLocation: which === 'fashionware' ? 'mall' : 'hospital',
      size: 1,
      humanityLoss: { static: 0, roll: '0' },
      price: { market: 0 },
      installedItems: {
        allowed: true,
        allowedTypes: ['itemUpgrade', 'cyberware'],
        list,
        slots: 7,
        usedSlots,
      },
    },
  };
}

/** The Very Heavy Pistol of the weapon table (4d6, ROF 1, 8 rounds, 100eb). */
export function veryHeavyPistol(_id: string): FoundryWeaponItem {
  return {
    _id,
    name: 'Very Heavy Pistol',
    type: 'weapon',
    system: {
      weaponType: 'vHeavyPistol',
      weaponSkill: 'Handgun',
      damage: '4d6',
      rof: 1,
      handsReq: 1,
      isRanged: true,
      magazine: { value: 0, max: 8 },
      ammoVariety: ['vHeavyPistol'],
      concealable: { concealable: false, isConcealed: false },
      price: { market: 100 },
      quality: 'standard',
      equipped: 'equipped',
      dvTable: 'DV Pistol',
    },
  };
}

/** Basic Very Heavy Pistol rounds. */
export function veryHeavyPistolRounds(_id: string, amount: number): FoundryAmmoItem {
  return {
    _id,
    name: 'Very Heavy Pistol (Basic)',
    type: 'ammo',
    system: { variety: 'vHeavyPistol', type: 'basic', amount, price: { market: 10 } },
  };
}

/** One piece of Light Armorjack (SP 11, no penalty, 100eb). */
export function lightArmorjack(_id: string, location: 'Body' | 'Head'): FoundryArmorItem {
  const body = location === 'Body';
  return {
    _id,
    name: `Light Armorjack (${location})`,
    type: 'armor',
    system: {
      isBodyLocation: body,
      isHeadLocation: !body,
      isShield: false,
      bodyLocation: { sp: body ? 11 : 0, ablation: 0 },
      headLocation: { sp: body ? 0 : 11, ablation: 0 },
      penalty: 0,
      price: { market: 100 },
      equipped: 'equipped',
    },
  };
}

/** A gear item. */
export function gear(_id: string, name: string, price: number, amount = 1): FoundryGearItem {
  return { _id, name, type: 'gear', system: { price: { market: price }, amount, equipped: 'carried' } };
}

/** Generic Chic tops (20eb a piece). */
export function genericChicTops(_id: string, amount: number): FoundryClothingItem {
  return {
    _id,
    name: 'Generic Chic Top',
    type: 'clothing',
    system: { type: 'top', style: 'genericChic', price: { market: 20 }, amount, equipped: 'equipped' },
  };
}

/** A standard cyberdeck (7 slots, 500eb) holding `list`. */
export function cyberdeck(_id: string, list: string[], usedSlots: number): FoundryCyberdeckItem {
  return {
    _id,
    name: 'Cyberdeck',
    type: 'cyberdeck',
    system: {
      installedItems: { allowed: true, allowedTypes: ['itemUpgrade', 'program'], list, slots: 7, usedSlots },
      price: { market: 500 },
      equipped: 'equipped',
      quality: 'standard',
      size: 1,
    },
  };
}

/** A program from the program table. */
export function program(
  _id: string,
  name: string,
  facts: { class: FoundryProgramClass; atk: number; def: number; rez: number; price: number },
): FoundryProgramItem {
  return {
    _id,
    name,
    type: 'program',
    system: {
      class: facts.class,
      atk: facts.atk,
      def: facts.def,
      per: 0,
      spd: 0,
      rez: { value: facts.rez, max: facts.rez },
      interface: 0,
      price: { market: facts.price },
      size: 1,
    },
  };
}
