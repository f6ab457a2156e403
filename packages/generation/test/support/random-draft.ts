import type { CompleteDraft, Draft } from '@edgeforge/contracts/draft';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { createRng, rollDie } from '@edgeforge/rules/dice';
import {
  ATTRIBUTE_KEYS,
  type Attributes,
  CHARACTER_TYPES,
  type CharacterType,
  FASHION_STYLE_KEYS,
  GENDERS,
  type Gender,
  ROLE_IDS,
  type RoleId,
} from '@edgeforge/rules/ids';
import { ROLE_LIFEPATHS, visibleQuestions } from '@edgeforge/rules/role-lifepath';
import { LIFEPATH_TABLES, ROLL_TABLES, type RollTableField } from '@edgeforge/rules/tables';
import { templateRow } from '@edgeforge/rules/templates';
import type { RollTable } from '@edgeforge/rules/types';
import { generateName } from '../../src/names/generate-name.ts';
import { type Random, randomFrom } from '../../src/random.ts';

/** What a seeded draft is made of, when a test wants to fix it. */
export interface RandomDraftShape {
  role: RoleId;
  gender: Gender;
  method: CharacterType;
}

const row = (random: Random, table: RollTable): string => random.pick(table.entries).value;

/** 1d10 - 7, at least 0: how many friends, enemies or loves the lifepath gives. */
const listLength = (random: Random): number => Math.max(0, random.int(1, 10) - 7);

/** STATs by the method: a template row (Streetrat), a row per STAT (Edgerunner), 62 points of 2 to 8 (Complete). */
function attributesFor(random: Random, role: RoleId, method: CharacterType): [Attributes, number | null] {
  if (method === 'streetrat') {
    const roll = random.int(1, 10);
    return [templateRow(role, roll), roll];
  }
  const stats = Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, 2])) as Attributes;
  if (method === 'edgerunner') {
    for (const key of ATTRIBUTE_KEYS) stats[key] = templateRow(role, random.int(1, 10))[key];
    return [stats, null];
  }
  for (let left = 62 - 2 * ATTRIBUTE_KEYS.length; left > 0; ) {
    const key = random.pick(ATTRIBUTE_KEYS);
    if (stats[key] < 8) {
      stats[key] += 1;
      left -= 1;
    }
  }
  return [stats, null];
}

function roleLifepath(random: Random, role: RoleId): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const question of ROLE_LIFEPATHS[role]) {
    if (visibleQuestions(role, answers).some((q) => q.id === question.id)) {
      answers[question.id] = row(random, question.table);
    }
  }
  return answers;
}

function relations(random: Random): Pick<Draft, 'friends' | 'enemies' | 'loveAffairs'> {
  const L = LIFEPATH_TABLES;
  const count = () => Array.from({ length: listLength(random) }, (_, i) => i);
  return {
    friends: count().map((i) => ({ id: `friend-${i}`, relationship: row(random, L.friendRelationship) })),
    enemies: count().map((i) => ({
      id: `enemy-${i}`,
      enemyType: row(random, L.enemyWho),
      wronged: rollDie(random.next, 2) === 1 ? 'you' : 'them',
      causedBy: row(random, L.enemyCause),
      resources: row(random, L.enemyResources),
      action: row(random, L.enemyAction),
    })),
    loveAffairs: count().map((i) => ({ id: `love-${i}`, event: row(random, L.loveAffair) })),
  };
}

/**
 * A rule-legal, complete draft rolled on the real tables from a seed: every roll table answered (the
 * Rockerboy type only for a Rockerboy), 0 to 3 friends, enemies and loves, the role's lifepath along
 * the branches its answers open, a name from the region's list and STATs by the creation method.
 * Role, gender and method follow `shape` when given.
 */
export function randomDraft(seed: number, shape: Partial<RandomDraftShape> = {}): CompleteDraft {
  const random = randomFrom(createRng(seed));
  const role = shape.role ?? random.pick(ROLE_IDS);
  const gender = shape.gender ?? random.pick(GENDERS);
  const method = shape.method ?? random.pick(CHARACTER_TYPES);
  const fields = Object.fromEntries(
    (Object.keys(ROLL_TABLES) as RollTableField[]).map((field) => [field, row(random, ROLL_TABLES[field])]),
  ) as Record<RollTableField, string | null>;
  if (role !== 'rockerboy') fields.rockerBoyType = null;
  const [attributes, templateRowRolled] = attributesFor(random, role, method);
  const name = generateName(gender, fields.culturalRegion!, random.next);
  return buildDraft({
    ...fields,
    ...relations(random),
    ...name,
    gender,
    age: random.int(16, 60),
    characterType: method,
    selectedRole: role,
    fashionStyle: random.pick(FASHION_STYLE_KEYS),
    attributes,
    templateRow: templateRowRolled,
    roleLifepath: roleLifepath(random, role),
  });
}

/** Draft `i` of a run: role, gender and method cycle so every combination comes up every 60 drafts. */
export function shapeOf(i: number): RandomDraftShape {
  return {
    role: ROLE_IDS[i % ROLE_IDS.length]!,
    gender: GENDERS[Math.floor(i / ROLE_IDS.length) % GENDERS.length]!,
    method: CHARACTER_TYPES[Math.floor(i / (ROLE_IDS.length * GENDERS.length)) % CHARACTER_TYPES.length]!,
  };
}
