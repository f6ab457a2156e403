import type { CharacterBuild, HouseRules } from './check/build.ts';
import { pickRandom, type Rng } from './dice.ts';
import {
  type Attributes,
  CHARACTER_TYPES,
  type CharacterType,
  FASHION_STYLE_KEYS,
  type FashionStyleKey,
  GENDERS,
  type Gender,
  ROLE_IDS,
  type RoleId,
} from './ids.ts';
import { rollNativeLanguage } from './native-language.ts';
import { type RoleAbilitySetup, rollRoleAbilitySetup } from './role-ability.ts';
import { type RolledLifepath, rollLifepath } from './roll-lifepath.ts';
import { packageSkillsWithNative, rollAnySkills, rollPackageListSkills } from './roll-skills.ts';
import { rollColumnStats, rollPointStats, rollTemplateStats } from './roll-stats.ts';

/** A whole rolled character: a legal build of its method and every lifepath answer. */
export interface RolledCharacter<Inventory = unknown> extends CharacterBuild<Inventory>, RolledLifepath {
  readonly characterType: CharacterType;
  readonly selectedRole: RoleId;
  readonly attributes: Attributes;
  readonly roleAbility: RoleAbilitySetup;
  readonly culturalRegion: string;
  readonly nativeLanguage: string;
  readonly houseRules: HouseRules;
  readonly gender: Gender;
  readonly fashionStyle: FashionStyleKey;
}

/** What 'Roll everything' may be told; anything left out is rolled. */
export interface RollCharacterOptions<Inventory = unknown> {
  readonly role?: RoleId;
  readonly method?: CharacterType;
  readonly houseRules?: HouseRules;
  /**
   * The catalogue's part: fills `inventory` (the package's gear choices, cyberware, purchases) once the
   * rest is rolled. Names are not rolled here either: the name generator adds them.
   */
  readonly rollInventory?: (character: RolledCharacter, rng: Rng) => Inventory;
}

/** The STATs and skills of a method, as the method makes them. */
function rollMethod(rng: Rng, method: CharacterType, role: RoleId, nativeLanguage: string) {
  switch (method) {
    case 'streetrat':
      return {
        ...rollTemplateStats(rng, role),
        statRolls: null,
        skills: packageSkillsWithNative(role, nativeLanguage),
      };
    case 'edgerunner':
      return {
        ...rollColumnStats(rng, role),
        templateRow: null,
        skills: rollPackageListSkills(rng, role, nativeLanguage),
      };
    case 'complete':
      return {
        attributes: rollPointStats(rng),
        templateRow: null,
        statRolls: null,
        skills: rollAnySkills(rng, nativeLanguage),
      };
  }
}

/**
 * 'Roll everything': a complete, legal character in one step. The role and method are the ones given
 * or rolled; every table of the background and lifepath is rolled, the STATs and skills follow the
 * method's rules, the role ability gets its set-up, and the native language comes from the rolled
 * cultural region.
 */
export function rollCharacter<Inventory = unknown>(
  rng: Rng,
  options: RollCharacterOptions<Inventory> = {},
): RolledCharacter<Inventory> {
  const role = options.role ?? pickRandom(rng, ROLE_IDS);
  const method = options.method ?? pickRandom(rng, CHARACTER_TYPES);
  const lifepath = rollLifepath(rng, role);
  const culturalRegion = lifepath.culturalRegion!;
  const nativeLanguage = rollNativeLanguage(rng, culturalRegion);
  const character: RolledCharacter = {
    ...lifepath,
    ...rollMethod(rng, method, role, nativeLanguage),
    characterType: method,
    selectedRole: role,
    culturalRegion,
    nativeLanguage,
    roleAbility: rollRoleAbilitySetup(rng, role, method),
    houseRules: options.houseRules ?? { statRerolls: false },
    gender: pickRandom(rng, GENDERS),
    fashionStyle: pickRandom(rng, FASHION_STYLE_KEYS),
  };
  if (!options.rollInventory) return character as RolledCharacter<Inventory>;
  return { ...character, inventory: options.rollInventory(character, rng) };
}
