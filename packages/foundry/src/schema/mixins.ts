import { z } from 'zod';
import {
  FOUNDRY_AMMO_VARIETIES,
  FOUNDRY_CRIT_FAIL_EFFECTS,
  FOUNDRY_EFFECT_USAGES,
  FOUNDRY_INSTALL_LOCATIONS,
  FOUNDRY_QUALITIES,
  FOUNDRY_WEAPON_TYPES,
} from '../item-choices.ts';
import { choice, choiceOrBlank, html, int, itemContainer, text } from './fields.ts';

/*
 * The system builds each item type from shared field groups ("mixins"). These are the same groups as
 * shapes to spread into an item's `system` schema. Every field here is optional: Foundry gives a missing
 * field its default. An item schema restates as required the fields whose default would misstate an
 * Edgeforge item (a price of 100, a skill linked to INT, cyberware that calls itself foundational...).
 */

/** Makes every field of a shape optional. */
export function optional<S extends Record<string, z.ZodType>>(
  shape: S,
): { [K in keyof S]: z.ZodOptional<S[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.optional()])) as {
    [K in keyof S]: z.ZodOptional<S[K]>;
  };
}

/** Description, favourite star and rulebook source: on every item. */
export const commonFields = optional({
  description: z.strictObject({ value: html() }),
  favorite: z.boolean(),
  source: z.strictObject({ book: text(), page: int() }),
});

/** Things you can hold: concealable, brand. */
export const physicalFields = optional({
  concealable: z.strictObject({ concealable: z.boolean(), isConcealed: z.boolean() }),
  brand: text(),
});

/** Poor, standard or excellent. */
export const qualityFields = optional({ quality: choice(FOUNDRY_QUALITIES) });

/** Electronics (EMP, hardening). */
export const electronicFields = optional({ isElectronic: z.boolean(), providesHardening: z.boolean() });

/** When the item's active effects apply. */
export const effectsFields = optional({ revealed: z.boolean(), usage: choice(FOUNDRY_EFFECT_USAGES) });

/** Things that go into something else: where, and how many slots they take. */
export const installableFields = optional({
  installLocation: choice(FOUNDRY_INSTALL_LOCATIONS),
  size: int(),
});

/** Things that take other things (upgrades, ammo, programs, cyberware options). */
export const containerFields = optional({ installedItems: itemContainer() });

/** Things you attack with. */
export const attackableFields = optional({
  weaponType: choiceOrBlank(FOUNDRY_WEAPON_TYPES),
  weaponSkill: text(),
  fireModes: z.strictObject({ autoFire: int(), suppressiveFire: z.boolean() }),
  damage: text(),
  rof: int(),
  dvTable: text(),
  isRanged: z.boolean(),
  unarmedAutomaticCalculation: z.boolean(),
  attackmod: int(),
  critFailEffect: choice(FOUNDRY_CRIT_FAIL_EFFECTS),
  canIgnoreArmor: z.boolean(),
  ignoreArmorPercent: z.number().min(0).max(100),
  ignoreBelowSP: int(),
});

/** A weapon's magazine as the system stores it. */
export const magazine = () =>
  z.strictObject({
    value: int(),
    max: int(),
    ammoData: z.strictObject({ uuid: text() }).nullable().optional(),
  });

/** Things that load ammunition. */
export const loadableFields = optional({
  usesType: text(),
  magazine: magazine(),
  ammoVariety: z.array(choice(FOUNDRY_AMMO_VARIETIES)),
});
