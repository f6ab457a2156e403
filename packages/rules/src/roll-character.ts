import { randomGearChoices } from './catalog/role-packages.ts';
import { type CharacterBuild, type HouseRules, NO_HOUSE_RULES } from './check/build.ts';
import { methodRulesFor } from './check/variant.ts';
import { packageCyberware } from './cyberware/package-installs.ts';
import type { InstalledCyberware } from './cyberware/types.ts';
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
import { METHOD_RULES } from './methods.ts';
import { rollNativeLanguage } from './native-language.ts';
import { type RoleAbilitySetup, rollRoleAbilitySetup } from './role-ability.ts';
import { type RolledLifepath, rollLifepath } from './roll-lifepath.ts';
import { packageSkillsWithNative, rollAnySkills, rollPackageListSkills } from './roll-skills.ts';
import { rollColumnStats, rollPointStats, rollTemplateStats } from './roll-stats.ts';
import type { Purchase } from './shop/budget.ts';
import { rollCompleteBasket } from './shop/roll-basket.ts';

/** A whole rolled character: a legal build of its method and every lifepath answer. */
export interface RolledCharacter extends CharacterBuild, RolledLifepath {
  readonly characterType: CharacterType;
  readonly selectedRole: RoleId;
  readonly attributes: Attributes;
  readonly roleAbility: RoleAbilitySetup;
  readonly culturalRegion: string;
  readonly nativeLanguage: string;
  readonly houseRules: HouseRules;
  readonly gearChoices: Readonly<Record<string, string>>;
  readonly purchases: readonly Purchase[];
  readonly cyberware: readonly InstalledCyberware[];
  readonly gender: Gender;
  readonly fashionStyle: FashionStyleKey;
}

/** What 'Roll everything' may be told; anything left out is rolled. Names come from the name generator. */
export interface RollCharacterOptions {
  readonly role?: RoleId;
  readonly method?: CharacterType;
  readonly houseRules?: HouseRules;
  /** The campaign's Complete Package STAT points, when it sets other than the book's 62. */
  readonly campaignStatPoints?: number | null;
}

/**
 * The gear of a method: a Streetrat or Edgerunner rolls each of the package's "A | B" choices and has the
 * package's cyberware installed; the Complete Package rolls a basket of its own with its money
 * (`rollCompleteBasket`), judged by the character's EMP and BODY.
 */
function rollGear(
  rng: Rng,
  method: CharacterType,
  role: RoleId,
  attributes: Attributes,
): Pick<RolledCharacter, 'gearChoices' | 'purchases' | 'cyberware'> {
  if (method === 'complete') {
    const { purchases, cyberware } = rollCompleteBasket(rng, {
      role,
      emp: attributes.EMP,
      body: attributes.BODY,
    });
    return { gearChoices: {}, purchases, cyberware };
  }
  const gearChoices = randomGearChoices(role, rng);
  return { gearChoices, purchases: [], cyberware: packageCyberware(role, gearChoices) };
}

/** The STATs and skills of a method, as the method makes them (the Complete Package's with `statPoints`). */
function rollMethod(
  rng: Rng,
  method: CharacterType,
  role: RoleId,
  nativeLanguage: string,
  statPoints: number | null,
) {
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
        attributes: rollPointStats(rng, { ...METHOD_RULES.complete, statPoints }),
        templateRow: null,
        statRolls: null,
        skills: rollAnySkills(rng, nativeLanguage),
      };
  }
}

/**
 * 'Roll everything': a complete, legal character in one step. The role and method are the ones given
 * or rolled; every table of the background and lifepath is rolled, the STATs and skills follow the
 * method's rules, the role ability gets its set-up, the native language comes from the rolled cultural
 * region, and the gear follows the method (`rollGear`).
 */
export function rollCharacter(rng: Rng, options: RollCharacterOptions = {}): RolledCharacter {
  const role = options.role ?? pickRandom(rng, ROLE_IDS);
  const method = options.method ?? pickRandom(rng, CHARACTER_TYPES);
  const lifepath = rollLifepath(rng, role);
  const culturalRegion = lifepath.culturalRegion!;
  const nativeLanguage = rollNativeLanguage(rng, culturalRegion);
  const points = methodRulesFor('complete', { campaignStatPoints: options.campaignStatPoints }).statPoints;
  const stats = rollMethod(rng, method, role, nativeLanguage, points);
  const roleAbility = rollRoleAbilitySetup(rng, role);
  return {
    ...lifepath,
    ...stats,
    characterType: method,
    selectedRole: role,
    culturalRegion,
    nativeLanguage,
    roleAbility,
    houseRules: options.houseRules ?? NO_HOUSE_RULES,
    campaignStatPoints: options.campaignStatPoints ?? null,
    ...rollGear(rng, method, role, stats.attributes),
    gender: pickRandom(rng, GENDERS),
    fashionStyle: pickRandom(rng, FASHION_STYLE_KEYS),
  };
}
