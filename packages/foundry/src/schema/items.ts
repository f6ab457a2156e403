import { z } from 'zod';
import {
  FOUNDRY_ABILITY_MULTIPLIERS,
  FOUNDRY_SKILL_CATEGORIES,
  FOUNDRY_SKILL_DIFFICULTIES,
  FOUNDRY_SKILL_TYPES,
  FOUNDRY_STAT_KEYS,
  FOUNDRY_STAT_OR_NONE,
  FOUNDRY_UNIVERSAL_BONUSES,
} from '../choices.ts';
import {
  FOUNDRY_AMMO_OVERRIDE_MODES,
  FOUNDRY_AMMO_TYPES,
  FOUNDRY_AMMO_VARIETIES,
  FOUNDRY_BLACK_ICE_TYPES,
  FOUNDRY_CLOTHING_STYLES,
  FOUNDRY_CLOTHING_TYPES,
  FOUNDRY_CYBERWARE_TYPES,
  FOUNDRY_EQUIPPED_STATES,
  FOUNDRY_INSTALL_LOCATIONS,
  FOUNDRY_PROGRAM_CLASSES,
  FOUNDRY_QUALITIES,
  FOUNDRY_UPGRADABLE_TYPES,
  FOUNDRY_WEAPON_TYPES,
} from '../item-choices.ts';
import { criticalInjurySystemSchema } from './critical-injury.ts';
import { documentFields } from './document.ts';
import {
  choice,
  foundryId,
  imagePath,
  int,
  itemContainer,
  nonBlank,
  numberChoice,
  price,
  text,
} from './fields.ts';
import {
  attackableFields,
  commonFields,
  containerFields,
  effectsFields,
  electronicFields,
  installableFields,
  loadableFields,
  magazine,
  optional,
  physicalFields,
  qualityFields,
} from './mixins.ts';

/*
 * One schema per item type the export writes, built from the system's field groups. Objects are strict:
 * a key the system does not define would be dropped on import, so it is reported instead.
 */

/** A skill (or other named document) as a role ability keeps it in `bonuses` or `skill`: only its name matters. */
const namedRef = z.looseObject({ name: nonBlank() });

/** A role's sub-ability (Solo's Precision Attack, Medtech's Surgery, ...). */
export const roleAbilitySchema = z.strictObject({
  name: text(),
  rank: int(),
  multiplier: numberChoice(FOUNDRY_ABILITY_MULTIPLIERS),
  stat: choice(FOUNDRY_STAT_OR_NONE),
  hasRoll: z.boolean(),
  skill: z.union([z.literal('--'), z.literal('varying'), namedRef]),
  bonuses: z.array(namedRef),
  universalBonuses: z.array(choice(FOUNDRY_UNIVERSAL_BONUSES)),
  bonusRatio: int(1),
  isSituational: z.boolean(),
  onByDefault: z.boolean(),
});

/** `system` of a role item. */
export const roleSystemSchema = z.strictObject({
  ...commonFields,
  rank: int(),
  mainRoleAbility: nonBlank(),
  hasRoll: z.boolean(),
  addRoleAbilityRank: z.boolean(),
  stat: choice(FOUNDRY_STAT_OR_NONE),
  skill: text(),
  abilities: z.array(roleAbilitySchema),
  ...optional({
    bonuses: z.array(namedRef),
    universalBonuses: z.array(choice(FOUNDRY_UNIVERSAL_BONUSES)),
    bonusRatio: int(1),
    isSituational: z.boolean(),
    onByDefault: z.boolean(),
  }),
});

/** `system` of a skill item. */
export const skillSystemSchema = z.strictObject({
  ...commonFields,
  level: int(),
  stat: choice(FOUNDRY_STAT_KEYS),
  category: choice(FOUNDRY_SKILL_CATEGORIES),
  difficulty: choice(FOUNDRY_SKILL_DIFFICULTIES),
  skillType: choice(FOUNDRY_SKILL_TYPES),
  core: z.boolean(),
  basic: z.boolean(),
});

/** `system` of a cyberware item (foundations, options and the three core containers). */
export const cyberwareSystemSchema = z.strictObject({
  ...attackableFields,
  ...commonFields,
  ...effectsFields,
  ...electronicFields,
  ...loadableFields,
  ...physicalFields,
  type: choice(FOUNDRY_CYBERWARE_TYPES),
  isWeapon: z.boolean().optional(),
  isFoundational: z.boolean(),
  core: z.boolean().optional(),
  humanityLoss: z.strictObject({ static: int(), roll: text() }),
  installLocation: choice(FOUNDRY_INSTALL_LOCATIONS),
  size: int(),
  installedItems: itemContainer(),
  price: price(),
});

/** `system` of a weapon item. */
export const weaponSystemSchema = z.strictObject({
  ...attackableFields,
  ...commonFields,
  ...containerFields,
  ...effectsFields,
  ...loadableFields,
  ...physicalFields,
  weaponType: choice(FOUNDRY_WEAPON_TYPES),
  weaponSkill: nonBlank(),
  damage: nonBlank(),
  rof: int(),
  handsReq: int(),
  isRanged: z.boolean(),
  magazine: magazine(),
  ammoVariety: z.array(choice(FOUNDRY_AMMO_VARIETIES)),
  price: price(),
  equipped: choice(FOUNDRY_EQUIPPED_STATES),
  quality: choice(FOUNDRY_QUALITIES),
});

/** SP and ablation of one armor location. */
const armorLocation = () => z.strictObject({ sp: int(), ablation: int() });

/** `system` of an armor item (a body piece, a head piece or a shield). */
export const armorSystemSchema = z.strictObject({
  ...commonFields,
  ...containerFields,
  ...effectsFields,
  ...electronicFields,
  ...physicalFields,
  isBodyLocation: z.boolean(),
  isHeadLocation: z.boolean(),
  isShield: z.boolean().optional(),
  bodyLocation: armorLocation(),
  headLocation: armorLocation(),
  shieldHitPoints: z.strictObject({ value: int(), max: int() }).optional(),
  penalty: int(-10),
  price: price(),
  equipped: choice(FOUNDRY_EQUIPPED_STATES),
});

/** The fields gear and clothing share: everything but clothing's type and style. */
const stackedThingFields = {
  ...commonFields,
  ...containerFields,
  ...effectsFields,
  ...electronicFields,
  ...physicalFields,
  price: price(),
  amount: int(),
  equipped: choice(FOUNDRY_EQUIPPED_STATES),
};

/** `system` of a gear item. */
export const gearSystemSchema = z.strictObject(stackedThingFields);

/** `system` of a clothing item. */
export const clothingSystemSchema = z.strictObject({
  ...stackedThingFields,
  type: choice(FOUNDRY_CLOTHING_TYPES),
  style: choice(FOUNDRY_CLOTHING_STYLES),
});

/** `system` of an ammunition item. */
export const ammoSystemSchema = z.strictObject({
  ...commonFields,
  ...installableFields,
  ...physicalFields,
  variety: choice(FOUNDRY_AMMO_VARIETIES),
  type: choice(FOUNDRY_AMMO_TYPES),
  amount: int(),
  price: price(),
  ...optional({
    ablationValue: int(),
    overrides: z.strictObject({
      autofire: z.strictObject({
        minimum: int(),
        mode: choice(FOUNDRY_AMMO_OVERRIDE_MODES),
        value: int(null),
      }),
      damage: z.strictObject({ minimum: text(), mode: choice(FOUNDRY_AMMO_OVERRIDE_MODES), value: text() }),
    }),
  }),
});

/** `system` of a program item. */
export const programSystemSchema = z.strictObject({
  ...commonFields,
  ...effectsFields,
  ...installableFields,
  class: choice(FOUNDRY_PROGRAM_CLASSES),
  atk: int(),
  def: int(),
  per: int(),
  spd: int(),
  rez: z.strictObject({ value: int(), max: int(), transactions: z.array(z.array(z.string())).optional() }),
  interface: int(),
  price: price(),
  ...optional({
    blackIceType: choice(FOUNDRY_BLACK_ICE_TYPES),
    prototypeActor: text(),
    isRezzed: z.boolean(),
    damage: z.strictObject({ standard: text(), blackIce: text() }),
  }),
});

/** `system` of a cyberdeck item. */
export const cyberdeckSystemSchema = z.strictObject({
  ...commonFields,
  ...electronicFields,
  ...installableFields,
  ...physicalFields,
  ...qualityFields,
  installedItems: itemContainer(),
  price: price(),
  equipped: choice(FOUNDRY_EQUIPPED_STATES),
});

/**
 * `system` of an item upgrade. The export writes only cyberdeck hardware, installed in its deck; the
 * system's weapon fields and `modifiers` keep their defaults.
 */
export const itemUpgradeSystemSchema = z.strictObject({
  ...commonFields,
  ...effectsFields,
  ...electronicFields,
  ...installableFields,
  ...physicalFields,
  ...containerFields,
  type: choice(FOUNDRY_UPGRADABLE_TYPES),
  price: price(),
});

/** The document fields every embedded item has around its `system`. */
function itemDocument<T extends string, S extends z.ZodType>(type: T, system: S) {
  return z.strictObject({
    _id: foundryId(),
    name: nonBlank(),
    type: z.literal(type),
    img: imagePath().optional(),
    system,
    ...documentFields,
    _stats: z.record(z.string(), z.unknown()).optional(),
  });
}

/** Each exported item type's document schema, by type. */
export const ITEM_SCHEMAS = {
  role: itemDocument('role', roleSystemSchema),
  skill: itemDocument('skill', skillSystemSchema),
  cyberware: itemDocument('cyberware', cyberwareSystemSchema),
  weapon: itemDocument('weapon', weaponSystemSchema),
  armor: itemDocument('armor', armorSystemSchema),
  gear: itemDocument('gear', gearSystemSchema),
  clothing: itemDocument('clothing', clothingSystemSchema),
  ammo: itemDocument('ammo', ammoSystemSchema),
  program: itemDocument('program', programSystemSchema),
  cyberdeck: itemDocument('cyberdeck', cyberdeckSystemSchema),
  itemUpgrade: itemDocument('itemUpgrade', itemUpgradeSystemSchema),
  criticalInjury: itemDocument('criticalInjury', criticalInjurySystemSchema),
} as const;
