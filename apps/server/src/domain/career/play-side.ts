import { type LevelsLayer, levelsNow } from '@edgeforge/rules/career/levels';
import { playAtLevels } from '@edgeforge/rules/career/play-levels';
import { type CareerLayer, possessionsAdded, possessionsNow } from '@edgeforge/rules/career/possessions';
import { type Acquisition, acquireInPlay } from '@edgeforge/rules/play/acquire';
import { type CommandResult, isRefusal } from '@edgeforge/rules/play/result';
import type { PlayState } from '@edgeforge/rules/play/state';
import { sameJson } from '@edgeforge/rules/play/undo';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { playStates } from '../../db/schema/play.ts';
import { playRefused } from '../../lib/app-error.ts';
import { characterStream } from '../event-log/event-log.ts';
import { writeEvent } from '../play/apply-command.ts';
import type { PlayRow } from '../play/play-records.ts';
import type { BuildFacts } from './build-facts.ts';
import type { ShopBuild } from './shop-records.ts';

/**
 * The play side of a career step (decisions 064, 067): what a purchase or an install changes at the
 * table, written as an event of the play stream marked as the career's, which play's undo leaves alone.
 */

/** The play rule's result of a career step, with its kind and command as the play log keeps them. */
export interface PlayChange {
  readonly kind: string;
  readonly command: Record<string, unknown>;
  readonly result: CommandResult;
}

/** What a career step from `before` to `after` brings into play, counted over the build's STATs and chrome. */
export function acquisitionOf(build: ShopBuild, before: CareerLayer | null, after: CareerLayer): Acquisition {
  return {
    items: possessionsAdded(before, after).items,
    attributes: build.attributes,
    cyberware: possessionsNow({ items: null, cyberware: build.cyberware }, after).cyberware,
  };
}

/**
 * The play change of a purchase or an install: the acquisition brought into play over `state` (after
 * the install's own change of Humanity, when there is one); null when it changes nothing at the table.
 */
export function acquireChange(state: PlayState, acquisition: Acquisition, itemId: string): PlayChange | null {
  const result = acquireInPlay(state, acquisition);
  if (sameJson(result.state, state)) return null;
  return { kind: 'acquire', command: { kind: 'acquire', itemId }, result };
}

/** Writes the play side: its event (marked as the career's) and the state, on the locked row. */
export async function writePlay(
  tx: Transaction,
  row: PlayRow,
  input: { actorUserId: string | null; commandId: string },
  change: PlayChange,
): Promise<PlayRow> {
  if (isRefusal(change.result)) throw playRefused(change.result);
  const applied = await writeEvent(tx, row, {
    stream: characterStream(row.characterId),
    characterId: row.characterId,
    seq: row.version + 1,
    commandId: input.commandId,
    actorUserId: input.actorUserId,
    kind: change.kind,
    command: change.command,
    before: row.state,
    after: change.result.state,
    explanation: change.result.explanation,
    details: { fromCareer: true },
    entered: false,
    gameSessionId: row.gameSessionId,
  });
  // The row is locked: nothing else wrote since it was read.
  if (!applied) throw new Error('the play state moved under its lock');
  return applied.row;
}

/** The career step's play row, locked after the career's; null while the character was never played. */
async function lockedPlayRow(tx: Transaction, characterId: string): Promise<PlayRow | null> {
  const [row] = await tx
    .select()
    .from(playStates)
    .where(eq(playStates.characterId, characterId))
    .for('update');
  return row ?? null;
}

/**
 * Brings the levels a raise bought, or its undo took back, to the table (docs/rules/career.md#where-the-
 * levels-show): the play state's skills and a Netrunner's Interface at the levels now, as an event of the
 * play stream marked as the career's. A character never played starts at them (`ensurePlayState`).
 */
export async function carryLevelsIntoPlay(
  tx: Transaction,
  input: { characterId: string; actorUserId: string | null; commandId: string },
  facts: Pick<BuildFacts, 'skills' | 'roleRank' | 'roleSetup'>,
  career: LevelsLayer,
): Promise<void> {
  const row = await lockedPlayRow(tx, input.characterId);
  if (!row) return;
  const skills = [...facts.skills].map(([name, ranks]) => ({ name, ranks }));
  const levels = levelsNow({ skills, rank: facts.roleRank, setup: facts.roleSetup }, career);
  const state = row.state as PlayState;
  const next = playAtLevels(state, levels);
  if (sameJson(next, state)) return;
  const result = { state: next, explanation: 'The levels bought with IP now count at the table.' };
  await writePlay(tx, row, input, { kind: 'levels', command: { kind: 'levels' }, result });
}

/**
 * Brings what a career step bought into play when the character has been played (locking the play
 * row after the career's, as every career step does); a character never played gets it when its play
 * state is first made from the build and the career (`ensurePlayState`).
 */
export async function carryIntoPlay(
  tx: Transaction,
  input: { characterId: string; actorUserId: string | null; commandId: string; itemId: string },
  build: ShopBuild,
  career: { before: CareerLayer | null; after: CareerLayer },
): Promise<void> {
  const row = await lockedPlayRow(tx, input.characterId);
  if (!row) return;
  const acquisition = acquisitionOf(build, career.before, career.after);
  const change = acquireChange(row.state as PlayState, acquisition, input.itemId);
  if (change) await writePlay(tx, row, input, change);
}
