/**
 * The closed value lists of the `cyberpunk-red-core` items' data model (the same versions as
 * choices.ts): cyberware, weapons and ammunition, clothing, programs, critical injuries and the item
 * types themselves. A string field with choices refuses any other value when Foundry imports a file.
 */

/** Where a piece of cyberware sits; options must share the type of the foundation they go into. */
export const FOUNDRY_CYBERWARE_TYPES = [
  'cyberAudioSuite',
  'cyberEye',
  'cyberArm',
  'cyberLeg',
  'neuralWare',
  'cyberwareInternal',
  'cyberwareExternal',
  'fashionware',
  'borgware',
] as const;
/** One cyberware type. */
export type FoundryCyberwareType = (typeof FOUNDRY_CYBERWARE_TYPES)[number];

/** Where cyberware is installed. */
export const FOUNDRY_INSTALL_LOCATIONS = ['mall', 'clinic', 'hospital', 'notApplicable'] as const;
/** One install location. */
export type FoundryInstallLocation = (typeof FOUNDRY_INSTALL_LOCATIONS)[number];

/** Weapon types of the rulebook's weapon table. */
export const FOUNDRY_WEAPON_TYPES = [
  'assaultRifle',
  'bow',
  'grenadeLauncher',
  'heavyMelee',
  'heavyPistol',
  'heavySmg',
  'lightMelee',
  'martialArts',
  'medMelee',
  'medPistol',
  'rocketLauncher',
  'shotgun',
  'smg',
  'sniperRifle',
  'thrownWeapon',
  'unarmed',
  'vHeavyMelee',
  'vHeavyPistol',
] as const;
/** One weapon type. */
export type FoundryWeaponType = (typeof FOUNDRY_WEAPON_TYPES)[number];

/** Ammunition families; a weapon lists the ones it can load. */
export const FOUNDRY_AMMO_VARIETIES = [
  'arrow',
  'battery',
  'grenade',
  'heavyPistol',
  'medPistol',
  'paintball',
  'rifle',
  'rocket',
  'shotgunShell',
  'shotgunSlug',
  'vHeavyPistol',
  'custom',
] as const;
/** One ammunition family. */
export type FoundryAmmoVariety = (typeof FOUNDRY_AMMO_VARIETIES)[number];

/** Ammunition kinds (basic, armor-piercing, ...). */
export const FOUNDRY_AMMO_TYPES = [
  'basic',
  'acid',
  'armorPiercing',
  'biotoxin',
  'emp',
  'expansive',
  'flashbang',
  'incendiary',
  'poison',
  'rubber',
  'sleep',
  'smart',
  'smoke',
  'teargas',
  'special',
] as const;
/** One ammunition kind. */
export type FoundryAmmoType = (typeof FOUNDRY_AMMO_TYPES)[number];

/** How ammunition overrides a weapon's damage or autofire. */
export const FOUNDRY_AMMO_OVERRIDE_MODES = ['none', 'set', 'modify'] as const;
/** One override mode. */
export type FoundryAmmoOverrideMode = (typeof FOUNDRY_AMMO_OVERRIDE_MODES)[number];

/** What a critical failure does to a weapon. */
export const FOUNDRY_CRIT_FAIL_EFFECTS = [
  'destroyed',
  'destroyedBeyondRepair',
  'jammed',
  'coinToss',
] as const;
/** One critical-failure effect. */
export type FoundryCritFailEffect = (typeof FOUNDRY_CRIT_FAIL_EFFECTS)[number];

/** Clothing pieces. */
export const FOUNDRY_CLOTHING_TYPES = [
  'bottoms',
  'contactLenses',
  'footwear',
  'glasses',
  'hats',
  'jacket',
  'jewelry',
  'mirrorshades',
  'top',
] as const;
/** One clothing piece. */
export type FoundryClothingType = (typeof FOUNDRY_CLOTHING_TYPES)[number];

/** The ten clothing styles of the rulebook (the lifepath's Clothing Style answers). */
export const FOUNDRY_CLOTHING_STYLES = [
  'asiaPop',
  'bagLadyChic',
  'bohemian',
  'businesswear',
  'gangColors',
  'genericChic',
  'highFashion',
  'leisurewear',
  'nomadLeathers',
  'urbanFlash',
] as const;
/** One clothing style. */
export type FoundryClothingStyle = (typeof FOUNDRY_CLOTHING_STYLES)[number];

/** Where an item is: owned (stashed), carried or equipped. */
export const FOUNDRY_EQUIPPED_STATES = ['owned', 'carried', 'equipped'] as const;
/** One equip state. */
export type FoundryEquippedState = (typeof FOUNDRY_EQUIPPED_STATES)[number];

/** Item quality. */
export const FOUNDRY_QUALITIES = ['standard', 'poor', 'excellent'] as const;
/** One quality. */
export type FoundryQuality = (typeof FOUNDRY_QUALITIES)[number];

/** When an item's effects apply. */
export const FOUNDRY_EFFECT_USAGES = [
  'always',
  'carried',
  'equipped',
  'installed',
  'rezzed',
  'snorted',
  'toggled',
] as const;
/** One effect usage. */
export type FoundryEffectUsage = (typeof FOUNDRY_EFFECT_USAGES)[number];

/** Program classes. */
export const FOUNDRY_PROGRAM_CLASSES = [
  'antipersonnelattacker',
  'antiprogramattacker',
  'booster',
  'defender',
  'blackice',
] as const;
/** One program class. */
export type FoundryProgramClass = (typeof FOUNDRY_PROGRAM_CLASSES)[number];

/** Black ICE kinds a program may summon. */
export const FOUNDRY_BLACK_ICE_TYPES = ['antipersonnel', 'antiprogram', 'other'] as const;
/** One Black ICE kind. */
export type FoundryBlackIceType = (typeof FOUNDRY_BLACK_ICE_TYPES)[number];

/** Item types that can be installed into something (the `installable` mixin). */
export const FOUNDRY_INSTALLABLE_TYPES = [
  'ammo',
  'cyberdeck',
  'cyberware',
  'itemUpgrade',
  'program',
] as const;
/** One installable item type. */
export type FoundryInstallableType = (typeof FOUNDRY_INSTALLABLE_TYPES)[number];

/** Item types an `itemUpgrade` can upgrade (the system's `upgradable` mixin); deck hardware upgrades a cyberdeck. */
export const FOUNDRY_UPGRADABLE_TYPES = [
  'armor',
  'clothing',
  'cyberdeck',
  'cyberware',
  'gear',
  'vehicle',
  'weapon',
] as const;
/** One upgradable item type. */
export type FoundryUpgradableType = (typeof FOUNDRY_UPGRADABLE_TYPES)[number];

/** Every item type the system defines. */
export const FOUNDRY_ITEM_TYPES = [
  'ammo',
  'armor',
  'clothing',
  'criticalInjury',
  'cyberdeck',
  'cyberware',
  'drug',
  'gear',
  'itemUpgrade',
  'netarch',
  'program',
  'role',
  'skill',
  'vehicle',
  'weapon',
] as const;
/** One item type of the system. */
export type FoundryItemType = (typeof FOUNDRY_ITEM_TYPES)[number];

/** Where a critical injury was suffered. */
export const FOUNDRY_INJURY_LOCATIONS = ['body', 'head'] as const;

/** The skills that can patch a critical injury up for now (`notApplicable`: none can). */
export const FOUNDRY_INJURY_QUICK_FIXES = ['firstAidParamedic', 'paramedic', 'notApplicable'] as const;

/** The skills that remove a critical injury (`quickFix`: the quick fix already does). */
export const FOUNDRY_INJURY_TREATMENTS = ['paramedicSurgery', 'quickFix', 'surgery'] as const;

/** The item types an Edgeforge export writes, and so the ones our check knows field by field. */
export const EXPORTED_ITEM_TYPES = [
  'role',
  'skill',
  'cyberware',
  'weapon',
  'armor',
  'gear',
  'clothing',
  'ammo',
  'program',
  'cyberdeck',
  'itemUpgrade',
  'criticalInjury',
] as const satisfies readonly FoundryItemType[];
/** One item type an Edgeforge export writes. */
export type ExportedItemType = (typeof EXPORTED_ITEM_TYPES)[number];
