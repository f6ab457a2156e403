import { pickRandom, type Rng, rollRelationCount } from './dice.ts';
import type { RoleId } from './ids.ts';
import { ROLE_LIFEPATHS, visibleQuestions } from './role-lifepath.ts';
import { LIFEPATH_TABLES, ROLL_TABLES, type RollTableField } from './tables.ts';
import type { RollTable } from './types.ts';

/** A friend of the lifepath, as drafts hold it. */
export interface RolledFriend {
  readonly id: string;
  readonly relationship: string;
}

/** An enemy of the lifepath, as drafts hold it (the d2's 'You' / 'Them' stored lower-cased). */
export interface RolledEnemy {
  readonly id: string;
  readonly enemyType: string;
  readonly wronged: 'you' | 'them';
  readonly causedBy: string;
  readonly resources: string;
  readonly action: string;
}

/** A tragic love affair of the lifepath, as drafts hold it. */
export interface RolledLoveAffair {
  readonly id: string;
  readonly event: string;
}

/** Every roll-table answer of the background and lifepath screens, with the role's own questions. */
export interface RolledLifepath extends Readonly<Record<RollTableField, string | null>> {
  readonly friends: readonly RolledFriend[];
  readonly enemies: readonly RolledEnemy[];
  readonly loveAffairs: readonly RolledLoveAffair[];
  readonly roleLifepath: Readonly<Record<string, string>>;
}

/** A random entry's value of a table. */
export function rollOnTable(rng: Rng, table: RollTable): string {
  return pickRandom(rng, table.entries).value;
}

/** A friend with a rolled relationship. */
export function rollFriend(rng: Rng, id: string): RolledFriend {
  return { id, relationship: rollOnTable(rng, LIFEPATH_TABLES.friendRelationship) };
}

/** An enemy with every one of its five answers rolled. */
export function rollEnemy(rng: Rng, id: string): RolledEnemy {
  const t = LIFEPATH_TABLES;
  return {
    id,
    enemyType: rollOnTable(rng, t.enemyWho),
    wronged: rollOnTable(rng, t.enemyWronged) === 'You' ? 'you' : 'them',
    causedBy: rollOnTable(rng, t.enemyCause),
    resources: rollOnTable(rng, t.enemyResources),
    action: rollOnTable(rng, t.enemyAction),
  };
}

/** A tragic love affair with a rolled event. */
export function rollLoveAffair(rng: Rng, id: string): RolledLoveAffair {
  return { id, event: rollOnTable(rng, LIFEPATH_TABLES.loveAffair) };
}

/** Rolls how many entries a list gets (1d10-7, at least 0) and rolls each, with ids `prefix-1`, `prefix-2`... */
function rollList<T>(rng: Rng, prefix: string, roll: (rng: Rng, id: string) => T): T[] {
  return Array.from({ length: rollRelationCount(rng) }, (_, i) => roll(rng, `${prefix}-${i + 1}`));
}

/** Answers every role lifepath question that shows, following the branches the answers take. */
export function rollRoleLifepath(rng: Rng, roleId: RoleId): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const question of ROLE_LIFEPATHS[roleId]) {
    if (visibleQuestions(roleId, answers).some((shown) => shown.id === question.id)) {
      answers[question.id] = rollOnTable(rng, question.table);
    }
  }
  return answers;
}

/** Rolls every table of the background and lifepath (the Rockerboy type only for a Rockerboy). */
export function rollLifepath(rng: Rng, roleId: RoleId): RolledLifepath {
  const fields = Object.fromEntries(
    (Object.keys(ROLL_TABLES) as RollTableField[]).map((field) => [
      field,
      rollOnTable(rng, ROLL_TABLES[field]),
    ]),
  ) as Record<RollTableField, string | null>;
  if (roleId !== 'rockerboy') fields.rockerBoyType = null;
  return {
    ...fields,
    friends: rollList(rng, 'friend', rollFriend),
    enemies: rollList(rng, 'enemy', rollEnemy),
    loveAffairs: rollList(rng, 'love', rollLoveAffair),
    roleLifepath: rollRoleLifepath(rng, roleId),
  };
}
