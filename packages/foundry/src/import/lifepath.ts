import type { Draft } from '@edgeforge/contracts/draft';
import type { FoundryActorFile } from '@edgeforge/contracts/foundry-actor-file';
import { LIMITS } from '@edgeforge/contracts/limits';
import type { RoleId } from '@edgeforge/rules/ids';
import { ROLE_LIFEPATHS } from '@edgeforge/rules/role-lifepath';
import { lineOf, paragraphsOf } from './text.ts';

type LifepathAnswers = Pick<
  Draft,
  | 'culturalRegion'
  | 'personalityTrait'
  | 'clothingStyle'
  | 'hairstyle'
  | 'affectation'
  | 'valuesMost'
  | 'peopleAttitude'
  | 'valuedPerson'
  | 'valuedPossession'
  | 'originalBackground'
  | 'childhoodEnvironment'
  | 'familyBackground'
  | 'lifeGoal'
  | 'lifeGoalB'
  | 'rockerBoyType'
  | 'friends'
  | 'enemies'
  | 'loveAffairs'
  | 'roleLifepath'
>;

/** The lifepath fields that are one answer each: the sheet's field and our draft's. */
const ONE_ANSWER = {
  personality: 'personalityTrait',
  clothingStyle: 'clothingStyle',
  hairStyle: 'hairstyle',
  affectations: 'affectation',
  valueMost: 'valuesMost',
  aboutPeople: 'peopleAttitude',
  valuedPerson: 'valuedPerson',
  valuedPossession: 'valuedPossession',
  familyBackground: 'originalBackground',
  childhoodEnvironment: 'childhoodEnvironment',
  familyCrisis: 'familyBackground',
} as const;

const NATIVE = /^(.*?),? ?native language (.+)$/i;
const ENEMY_PART = /^(wronged|cause|resources|if met): (.*)$/;

/** Up to three entries of a list; the rest are named. */
function firstThree(label: string, lines: readonly string[], notMapped: string[]): string[] {
  for (const extra of lines.slice(LIMITS.relationListMax)) {
    notMapped.push(`${label} "${extra}": a lifepath holds ${LIMITS.relationListMax} at most.`);
  }
  return lines.slice(0, LIMITS.relationListMax).map((line) => line.slice(0, LIMITS.textFieldMax));
}

function enemyOf(line: string, index: number): Draft['enemies'][number] {
  const [who = '', ...parts] = line.split('; ');
  const enemy: Draft['enemies'][number] = {
    id: `enemy-${index + 1}`,
    enemyType: who || null,
    wronged: null,
    causedBy: null,
    resources: null,
    action: null,
  };
  const rest: string[] = [];
  for (const part of parts) {
    const [, key, value = ''] = ENEMY_PART.exec(part) ?? [];
    if (key === 'wronged' && (value === 'you' || value === 'them')) enemy.wronged = value;
    else if (key === 'cause') enemy.causedBy = value;
    else if (key === 'resources') enemy.resources = value;
    else if (key === 'if met') enemy.action = value;
    else rest.push(part);
  }
  // The system's own sheet keeps an enemy as free text: all of it is who they are.
  if (rest.length > 0) enemy.enemyType = line.slice(0, LIMITS.textFieldMax);
  return enemy;
}

/** The role's own questions from "Title: answer" paragraphs, the Rockerboy's type among them. */
function roleAnswers(role: RoleId, lines: readonly string[], notMapped: string[]) {
  const byTitle = new Map(ROLE_LIFEPATHS[role].map((question) => [question.table.title, question.id]));
  const answers: Record<string, string> = {};
  let rockerBoyType: string | null = null;
  for (const line of lines) {
    const at = line.indexOf(': ');
    const title = at > 0 ? line.slice(0, at) : '';
    const answer = line.slice(at + 2, at + 2 + LIMITS.textFieldMax);
    const id = byTitle.get(title);
    if (title === 'Rockerboy type') rockerBoyType = answer;
    else if (id) answers[id] = answer;
    else notMapped.push(`Role lifepath "${line}": no question of the role by that title.`);
  }
  return { roleLifepath: answers, rockerBoyType };
}

/**
 * The lifepath answers of the sheet's 17 fields, the inverse of what Edgeforge's export writes: one
 * answer per field, friends, enemies and love affairs a paragraph each, both life goals in one field,
 * the role's questions as "Title: answer". The native language comes back out of the cultural origin.
 */
export function lifepathOf(
  file: FoundryActorFile,
  role: RoleId,
  notMapped: string[],
): { answers: LifepathAnswers; nativeLanguage: string | null } {
  const lifepath = file.system.lifepath ?? {};
  const origin = lineOf(lifepath.culturalOrigin);
  const native = origin ? NATIVE.exec(origin) : null;
  const single = Object.fromEntries(
    Object.entries(ONE_ANSWER).map(([field, key]) => [key, lineOf(lifepath[field])]),
  ) as Record<(typeof ONE_ANSWER)[keyof typeof ONE_ANSWER], string | null>;
  const goals = paragraphsOf(lifepath.lifeGoals);
  const friends = firstThree('Friend', paragraphsOf(lifepath.friends), notMapped);
  const enemies = firstThree('Enemy', paragraphsOf(lifepath.enemies), notMapped);
  const loves = firstThree('Tragic love affair', paragraphsOf(lifepath.tragicLoveAffairs), notMapped);
  const { roleLifepath, rockerBoyType } = roleAnswers(role, paragraphsOf(lifepath.roleLifepath), notMapped);
  return {
    answers: {
      ...single,
      culturalRegion: native ? native[1]?.trim() || null : origin,
      lifeGoal: goals[0]?.slice(0, LIMITS.textFieldMax) ?? null,
      lifeGoalB: goals.slice(1).join(' ').slice(0, LIMITS.textFieldMax) || null,
      rockerBoyType,
      friends: friends.map((relationship, index) => ({ id: `friend-${index + 1}`, relationship })),
      enemies: enemies.map(enemyOf),
      loveAffairs: loves.map((event, index) => ({ id: `love-${index + 1}`, event })),
      roleLifepath,
    },
    nativeLanguage: native?.[2]?.trim() ?? null,
  };
}
