import type { PlayCommandResponse } from '@edgeforge/contracts/play';
import type { PlayCommand } from '@edgeforge/contracts/play-commands';
import type { Rng } from '@edgeforge/rules/dice';
import { enteredDice, type PlayDice, rngDice } from '@edgeforge/rules/play/dice';
import { type CommandResult, isRefusal } from '@edgeforge/rules/play/result';
import type { PlayState } from '@edgeforge/rules/play/state';
import { sameJson } from '@edgeforge/rules/play/undo';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { gameSessions, playStates } from '../../db/schema/play.ts';
import { AppError, playRefused } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import {
  appendEvent,
  characterStream,
  findEventOfCommand,
  type StoredEvent,
} from '../event-log/event-log.ts';
import {
  ensurePlayState,
  findReach,
  lockPlayRow,
  type PlayRow,
  toEventView,
  toPlayView,
} from './play-records.ts';
import { assertMayAct, type PlayReach, type PlayScope, usesEnteredDice } from './policies.ts';
import { runCommand } from './run-command.ts';
import { undoOn, undoTarget } from './undo-last.ts';

/** What a command needs beyond the database: the dice's random source (play-dice.ts). */
export interface PlayDeps {
  readonly db: Database;
  readonly rng: Rng;
}

/** One command for one character, as the route validated it. */
export interface CommandInput {
  readonly commandId: string;
  readonly command: PlayCommand;
  /** Values the player rolled, in "I roll my own dice" mode. */
  readonly dice?: readonly number[] | undefined;
}

/** An applied command inside its transaction: the stored event and the row as it now stands. */
export interface Applied {
  readonly event: StoredEvent;
  readonly row: PlayRow;
}

function diceFor(reach: PlayReach, row: PlayRow, input: CommandInput, rng: Rng): PlayDice {
  if (usesEnteredDice(reach, row.diceMode)) return enteredDice(input.dice ?? []);
  if (input.dice !== undefined)
    throw playRefused({
      refused: 'INVALID_COMMAND',
      message: 'Dice values are sent only in "I roll my own dice" mode, by the player.',
    });
  return rngDice(rng);
}

async function resultOf(
  tx: Transaction,
  reach: PlayReach,
  row: PlayRow,
  input: CommandInput,
  rng: Rng,
): Promise<CommandResult> {
  const state = row.state as PlayState;
  if (input.command.kind !== 'undo') return runCommand(state, input.command, diceFor(reach, row, input, rng));
  const found = await undoTarget(tx, characterStream(row.characterId), input.command.seq);
  if (!found) throw playRefused({ refused: 'NOTHING_TO_UNDO', message: 'No such event left to undo.' });
  // Undoing is allowed to whoever may do what is undone.
  assertMayAct(reach, found.command, state);
  return undoOn(state, found) as CommandResult;
}

/**
 * Applies one command to a locked play row inside the caller's transaction: a command id already used
 * answers its event (no new one), otherwise the policy, the rule, the event and the new state. A
 * refusal throws before anything is written. A start of a game session makes its session, unless the
 * caller made one for a whole party (`ctx.gameSessionId`).
 */
export async function applyLocked(
  tx: Transaction,
  ctx: { reach: PlayReach; actor: Actor; rng: Rng; row: PlayRow; gameSessionId?: string },
  input: CommandInput,
): Promise<Applied> {
  const { reach, actor, row } = ctx;
  const stream = characterStream(row.characterId);
  const repeated = await findEventOfCommand(tx, stream, input.commandId);
  if (repeated) {
    if (!sameJson(repeated.command, input.command)) throw new AppError('COMMAND_ID_REUSED');
    return { event: repeated, row: { ...row, state: repeated.after, version: repeated.seq } };
  }
  assertMayAct(reach, input.command, row.state as PlayState);
  const result = await resultOf(tx, reach, row, input, ctx.rng);
  if (isRefusal(result)) throw playRefused(result);
  let gameSessionId = row.gameSessionId;
  if (input.command.kind === 'startGameSession' && ctx.gameSessionId) gameSessionId = ctx.gameSessionId;
  else if (input.command.kind === 'startGameSession') {
    const [created] = await tx
      .insert(gameSessions)
      .values({
        campaignId: reach.campaignId,
        characterId: reach.campaignId ? null : row.characterId,
        startedBy: actor.userId,
      })
      .returning({ id: gameSessions.id });
    gameSessionId = created?.id ?? null;
  }
  const details = (result.details ?? null) as { entered?: boolean } | null;
  const seq = row.version + 1;
  const event = await appendEvent(tx, {
    stream,
    characterId: row.characterId,
    seq,
    commandId: input.commandId,
    actorUserId: actor.userId,
    kind: input.command.kind,
    command: input.command,
    before: row.state,
    after: result.state,
    explanation: result.explanation,
    details,
    entered: details?.entered === true,
    gameSessionId,
  });
  const [updated] = await tx
    .update(playStates)
    .set({ state: result.state, version: seq, gameSessionId, updatedAt: sql`now()` })
    .where(eq(playStates.characterId, row.characterId))
    .returning();
  if (!updated) throw new Error('the play state was not written');
  return { event, row: updated };
}

/**
 * Sends one command for a character in the actor's play scope: read its state and version under a row
 * lock, run the rule, append the event and write the new state in one transaction, so two commands on
 * one character run one after the other and a retried command id is applied once.
 */
export async function applyCommand(
  deps: PlayDeps,
  scope: PlayScope,
  actor: Actor,
  characterId: string,
  input: CommandInput,
): Promise<PlayCommandResponse> {
  const reach = await findReach(deps.db, scope, characterId);
  await ensurePlayState(deps.db, actor, characterId);
  // Every query below goes through `tx`: on PGlite, touching the global handle here would hang.
  return deps.db.transaction(async (tx) => {
    const row = await lockPlayRow(tx, characterId);
    const applied = await applyLocked(tx, { reach, actor, rng: deps.rng, row }, input);
    const event = toEventView(applied.event, reach.ownerId);
    return { play: await toPlayView(tx, applied.row, reach), event, explanation: event.explanation };
  });
}
