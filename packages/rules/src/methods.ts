import { ATTRIBUTE_MAX, ATTRIBUTE_MIN, type CharacterType } from './ids.ts';

/** How one creation method sets STATs and skills (docs/rules/creation.md#the-three-creation-methods). */
export interface MethodRules {
  /** The method's name in messages, such as 'Complete Package'. */
  readonly name: string;
  /**
   * Where the STATs come from: one whole template row (`templateRow`), one 1d10 per STAT column of the
   * role's table (`columnRolls`), or points spread by the player (`points`).
   */
  readonly stats: 'templateRow' | 'columnRolls' | 'points';
  /** STAT points to spread; null when the STATs are rolled. */
  readonly statPoints: number | null;
  readonly statMin: number;
  readonly statMax: number;
  /**
   * Which skills: the role's package exactly as it is (`package`), points over the package's 20 skills
   * (`packageList`), or points over every skill of the game (`anySkill`).
   */
  readonly skills: 'package' | 'packageList' | 'anySkill';
  /** Skill points to spend; null when the package is taken as it is. */
  readonly skillPoints: number | null;
}

/** No skill goes above this rank at creation. */
export const SKILL_CREATION_MAX = 6;
/** The 13 basic skills start at this rank at least. */
export const BASIC_SKILL_MIN = 2;

/** Each method's rules, keyed by the draft's `characterType`. */
export const METHOD_RULES: Readonly<Record<CharacterType, MethodRules>> = {
  streetrat: {
    name: 'Streetrat',
    stats: 'templateRow',
    statPoints: null,
    statMin: ATTRIBUTE_MIN,
    statMax: ATTRIBUTE_MAX,
    skills: 'package',
    skillPoints: null,
  },
  edgerunner: {
    name: 'Edgerunner',
    stats: 'columnRolls',
    statPoints: null,
    statMin: ATTRIBUTE_MIN,
    statMax: ATTRIBUTE_MAX,
    skills: 'packageList',
    skillPoints: 86,
  },
  complete: {
    name: 'Complete Package',
    stats: 'points',
    statPoints: 62,
    statMin: 2,
    statMax: 8,
    skills: 'anySkill',
    skillPoints: 86,
  },
};
