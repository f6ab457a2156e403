import type { GearChoices } from '../../src/catalog/role-packages.ts';
import type { BuildSkill, CharacterBuild } from '../../src/check/build.ts';
import { withPackageCyberware } from '../../src/cyberware/package-installs.ts';
import { BASIC_SKILL_NAMES } from '../../src/data/skills.ts';
import { createRng, pickRandom, type Rng } from '../../src/dice.ts';
import { ATTRIBUTE_KEYS, type AttributeKey, type Attributes, type RoleId } from '../../src/ids.ts';
import { BASIC_SKILL_MIN, METHOD_RULES, SKILL_CREATION_MAX } from '../../src/methods.ts';
import { NATIVE_LANGUAGE_RANK, nativeLanguageSkillName } from '../../src/native-language.ts';
import type { RoleAbilitySetup } from '../../src/role-ability.ts';
import { packageSkillsWithNative } from '../../src/roll-skills.ts';
import { columnRollStats } from '../../src/roll-stats.ts';
import { PLAIN_SKILL_NAMES, readSkillName, skillKey } from '../../src/skill-names.ts';
import { templateRow } from '../../src/templates.ts';

/**
 * A model of what the wizard's screens let a player do, for property tests: only legal actions, and
 * points counted here on their own (not by the rules' budget helpers) so the check is tested against
 * an independent count.
 */

/** A click on a row: the row's index (wrapping around the list) and +1 or -1. */
export type Click = readonly [index: number, delta: number];

/** The background screen's cultural region and the native language picked from it. */
export interface Origin {
  readonly culturalRegion: string;
  readonly nativeLanguage: string;
}

/** Choices every method's screens share; the Complete Package has no gear choices. */
interface Screens {
  readonly role: RoleId;
  readonly origin: Origin;
  readonly roleAbility: RoleAbilitySetup;
  readonly gearChoices: GearChoices;
}

/** The package gear screen: the choices made, the package's cyberware installed with them, no shop. */
function packageGear({ role, gearChoices }: Screens) {
  return { gearChoices, purchases: [], cyberware: withPackageCyberware(role, gearChoices) };
}

function isDouble(name: string): boolean {
  const read = readSkillName(name);
  return read.kind !== 'unknown' && read.info.isDoubleCost === true;
}

/** Points the skills screen shows as spent: x2 skills twice, the native language's first 4 ranks free. */
function pointsSpent(skills: readonly BuildSkill[], nativeLanguage: string): number {
  return skills.reduce((sum, { name, ranks }) => {
    const cost = isDouble(name) ? 2 * ranks : ranks;
    return sum + (name === `Language (${nativeLanguage})` ? Math.max(0, cost - 4) : cost);
  }, 0);
}

/** Lowest rank the skills screen lets a skill go down to. */
function floorOf(skill: BuildSkill, nativeLanguage: string): number {
  if (skill.name === nativeLanguageSkillName(nativeLanguage)) return NATIVE_LANGUAGE_RANK;
  return (BASIC_SKILL_NAMES as readonly string[]).includes(skill.name) ? BASIC_SKILL_MIN : 0;
}

/** How the skills screen is used: where it starts, what may rise, and where a new skill comes from. */
interface SkillScreen {
  readonly start: readonly BuildSkill[];
  readonly clicks: readonly Click[];
  readonly nativeLanguage: string;
  readonly canRaise: (skill: BuildSkill) => boolean;
  readonly addSkill: (skills: readonly BuildSkill[]) => string | null;
}

/**
 * Applies clicks the way the screen allows them (within the floor, 6, and the 86 points), then spends
 * what is left the way a player finishing the screen would, picking skills with `rng`.
 */
function useSkillScreen(screen: SkillScreen, rng: Rng): BuildSkill[] {
  const { nativeLanguage, canRaise } = screen;
  const skills = screen.start.map((skill) => ({ ...skill }));
  const left = () => 86 - pointsSpent(skills, nativeLanguage);
  const fits = (skill: BuildSkill, delta: number) => {
    const ranks = skill.ranks + delta;
    const cost = pointsSpent([{ ...skill, ranks }], nativeLanguage) - pointsSpent([skill], nativeLanguage);
    return ranks >= floorOf(skill, nativeLanguage) && ranks <= SKILL_CREATION_MAX && cost <= left();
  };
  for (const [at, delta] of screen.clicks) {
    const skill = skills[at % skills.length]!;
    if ((delta < 0 || canRaise(skill)) && fits(skill, delta)) skill.ranks += delta;
  }
  while (left() > 0) {
    const open = skills.filter((skill) => canRaise(skill) && fits(skill, 1));
    const added = open.length === 0 ? screen.addSkill(skills) : null;
    if (open.length === 0 && !added) throw new Error('the screen cannot spend the last points');
    if (added) skills.push({ name: added, ranks: 0 });
    (added ? skills.at(-1)! : pickRandom(rng, open)).ranks += 1;
  }
  return skills;
}

/** Streetrat: template rows rolled or clicked (the last one counts); the package comes with the role. */
export interface StreetratScreens extends Screens {
  readonly rows: readonly number[];
}

/** The Streetrat the screens make from these choices. */
export function streetratFromScreens(screens: StreetratScreens): CharacterBuild {
  const { role, origin, rows, roleAbility } = screens;
  const row = rows.at(-1)!;
  return {
    characterType: 'streetrat',
    selectedRole: role,
    attributes: templateRow(role, row),
    templateRow: row,
    skills: packageSkillsWithNative(role, origin.nativeLanguage),
    roleAbility,
    ...origin,
    ...packageGear(screens),
  };
}

/** Edgerunner: rolls per STAT column (a re-roll only under the house rule), then skill clicks. */
export interface EdgerunnerScreens extends Screens {
  readonly houseRules: boolean;
  /** Ten lists of rolls, one per STAT in ATTRIBUTE_KEYS order. */
  readonly rolls: readonly (readonly number[])[];
  readonly skillClicks: readonly Click[];
  readonly seed: number;
}

/** The Edgerunner the screens make: the package's values as the starting point, then the clicks. */
export function edgerunnerFromScreens(screens: EdgerunnerScreens): CharacterBuild {
  const { role, origin, houseRules, rolls, roleAbility } = screens;
  const statRolls = Object.fromEntries(
    ATTRIBUTE_KEYS.map((key, i) => [key, houseRules ? rolls[i]! : rolls[i]!.slice(0, 1)]),
  ) as Record<AttributeKey, number[]>;
  const native = nativeLanguageSkillName(origin.nativeLanguage);
  const skillScreen: SkillScreen = {
    start: packageSkillsWithNative(role, origin.nativeLanguage),
    clicks: screens.skillClicks,
    nativeLanguage: origin.nativeLanguage,
    canRaise: (skill) => skill.name !== native,
    addSkill: () => null,
  };
  return {
    characterType: 'edgerunner',
    selectedRole: role,
    attributes: columnRollStats(role, statRolls) as Attributes,
    templateRow: null,
    statRolls,
    houseRules: { enabled: false, statRerolls: houseRules },
    skills: useSkillScreen(skillScreen, createRng(screens.seed)),
    roleAbility,
    ...origin,
    ...packageGear(screens),
  };
}

/** STAT clicks within 2 to 8 and the 62 points, then the rest placed where there is room. */
function useStatScreen(clicks: readonly Click[], rng: Rng): Attributes {
  const { statMin, statMax, statPoints } = METHOD_RULES.complete;
  const stats = Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, statMin])) as Attributes;
  const spent = () => ATTRIBUTE_KEYS.reduce((sum, key) => sum + stats[key], 0);
  for (const [at, delta] of clicks) {
    const key = ATTRIBUTE_KEYS[at % ATTRIBUTE_KEYS.length]!;
    const value = stats[key] + delta;
    if (value >= statMin && value <= statMax && (delta < 0 || spent() < statPoints!)) stats[key] = value;
  }
  while (spent() < statPoints!) {
    stats[
      pickRandom(
        rng,
        ATTRIBUTE_KEYS.filter((key) => stats[key] < statMax),
      )
    ] += 1;
  }
  return stats;
}

/** Complete Package: STAT clicks, skills added by name, then skill clicks. */
export interface CompleteScreens extends Screens {
  readonly statClicks: readonly Click[];
  readonly addedSkills: readonly string[];
  readonly skillClicks: readonly Click[];
  readonly seed: number;
}

/** The Complete Package character the screens make; a name already listed is not added again. */
export function completeFromScreens(screens: CompleteScreens): CharacterBuild {
  const { role, origin, roleAbility } = screens;
  const rng = createRng(screens.seed);
  const start: BuildSkill[] = [
    ...BASIC_SKILL_NAMES.map((name) => ({ name, ranks: BASIC_SKILL_MIN })),
    { name: nativeLanguageSkillName(origin.nativeLanguage), ranks: NATIVE_LANGUAGE_RANK },
  ];
  const listed = (skills: readonly BuildSkill[], name: string) =>
    skills.some((skill) => skillKey(skill.name) === skillKey(name));
  for (const name of screens.addedSkills) if (!listed(start, name)) start.push({ name, ranks: 0 });
  const skillScreen: SkillScreen = {
    start,
    clicks: screens.skillClicks,
    nativeLanguage: origin.nativeLanguage,
    canRaise: () => true,
    addSkill: (skills) => PLAIN_SKILL_NAMES.find((name) => !isDouble(name) && !listed(skills, name)) ?? null,
  };
  return {
    characterType: 'complete',
    selectedRole: role,
    attributes: useStatScreen(screens.statClicks, rng),
    templateRow: null,
    skills: useSkillScreen(skillScreen, rng),
    roleAbility,
    ...origin,
  };
}
