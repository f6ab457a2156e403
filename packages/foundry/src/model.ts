import type { z } from 'zod';
import type { characterActorSchema, characterSystemSchema } from './schema/actor.ts';
import type { activeEffectSchema } from './schema/document.ts';
import type { ITEM_SCHEMAS, roleAbilitySchema } from './schema/items.ts';
import type { mookActorSchema, mookSystemSchema } from './schema/mook.ts';

/*
 * The typed model of a `cyberpunk-red-core` character actor file, inferred from the schemas the check
 * runs, so the mapper that builds an export and the check that reads it cannot drift apart. Optional
 * fields are ones Foundry fills with a default that suits an Edgeforge character.
 */

/** A role item (its rank is the role ability's rank). */
export type FoundryRoleItem = z.infer<typeof ITEM_SCHEMAS.role>;
/** A role's sub-ability inside a role item. */
export type FoundryRoleAbility = z.infer<typeof roleAbilitySchema>;
/** A skill item. */
export type FoundrySkillItem = z.infer<typeof ITEM_SCHEMAS.skill>;
/** A cyberware item: a core container, a foundation or an option. */
export type FoundryCyberwareItem = z.infer<typeof ITEM_SCHEMAS.cyberware>;
/** A weapon item. */
export type FoundryWeaponItem = z.infer<typeof ITEM_SCHEMAS.weapon>;
/** An armor item (body piece, head piece or shield). */
export type FoundryArmorItem = z.infer<typeof ITEM_SCHEMAS.armor>;
/** A gear item. */
export type FoundryGearItem = z.infer<typeof ITEM_SCHEMAS.gear>;
/** A clothing item. */
export type FoundryClothingItem = z.infer<typeof ITEM_SCHEMAS.clothing>;
/** An ammunition item. */
export type FoundryAmmoItem = z.infer<typeof ITEM_SCHEMAS.ammo>;
/** A program item. */
export type FoundryProgramItem = z.infer<typeof ITEM_SCHEMAS.program>;
/** A cyberdeck item. */
export type FoundryCyberdeckItem = z.infer<typeof ITEM_SCHEMAS.cyberdeck>;
/** An item upgrade: here a piece of cyberdeck hardware. */
export type FoundryItemUpgradeItem = z.infer<typeof ITEM_SCHEMAS.itemUpgrade>;

/** A critical injury the character has (from the play state). */
export type FoundryCriticalInjuryItem = z.infer<typeof ITEM_SCHEMAS.criticalInjury>;

/** Any item an Edgeforge export writes. */
export type FoundryItem =
  | FoundryRoleItem
  | FoundrySkillItem
  | FoundryCyberwareItem
  | FoundryWeaponItem
  | FoundryArmorItem
  | FoundryGearItem
  | FoundryClothingItem
  | FoundryAmmoItem
  | FoundryProgramItem
  | FoundryCyberdeckItem
  | FoundryItemUpgradeItem
  | FoundryCriticalInjuryItem;

/** An active effect embedded in an item or the actor. */
export type FoundryActiveEffect = z.infer<typeof activeEffectSchema>;

/** `system` of a character actor. */
export type FoundryCharacterSystem = z.infer<typeof characterSystemSchema>;

/** A whole character actor file, as "Import Data" reads it. */
export type FoundryCharacterActor = Omit<z.infer<typeof characterActorSchema>, 'items'> & {
  items: FoundryItem[];
};

/** `system` of a mook (NPC) actor. */
export type FoundryMookSystem = z.infer<typeof mookSystemSchema>;

/** A whole mook (NPC) actor file, as "Import Data" reads it. */
export type FoundryMookActor = Omit<z.infer<typeof mookActorSchema>, 'items'> & { items: FoundryItem[] };
