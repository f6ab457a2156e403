import type { PlayCommandResponse } from '@edgeforge/contracts/play';
import type { PlayCommand } from '@edgeforge/contracts/play-commands';
import type { Rng } from '@edgeforge/rules/dice';
import { enteredDice, type PlayDice, rngDice } from '@edgeforge/rules/play/dice';
import { type CommandResult, isRefusal } from '@edgeforge/rules/play/result';
import type { PlayState } from '@edgeforge/rules/play/state';
import { sameJson } from '@edgeforge/rules/play/undo';
import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { gameSessions, playStates } from '../../db/schema/play.ts';
import { AppError, playRefused } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { runStreamCommand } from '../commands/stream-command.ts';
import {
  appendEventWithState,
  appendValues,
  characterStream,
  type NewEvent,
  preparedAppend,
  type StoredEvent,
  storedEvent,
} from '../event-log/event-log.ts';
import {
  ensurePlayState,
  findReach,
  lockPlayRow,
  type PlayRow,
  playViewOf,
  readForCommand,
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
  tx: Database | Transaction,
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

/** A command already applied under this id: its event answers the retry, with no new one. */
function repeatedOf(row: PlayRow, repeated: StoredEvent, input: CommandInput): Applied {
  if (!sameJson(repeated.command, input.command)) throw new AppError('COMMAND_ID_REUSED');
  return { event: repeated, row: { ...row, state: repeated.after, version: repeated.seq } };
}

/** The event a command's result makes: the next number of the character's stream. */
function eventOf(
  row: PlayRow,
  ctx: { actor: Actor },
  input: CommandInput,
  result: Exclude<CommandResult, { refused: string }>,
  gameSessionId: string | null,
): NewEvent {
  const details = (result.details ?? null) as { entered?: boolean } | null;
  return {
    stream: characterStream(row.characterId),
    characterId: row.characterId,
    seq: row.version + 1,
    commandId: input.commandId,
    actorUserId: ctx.actor.userId,
    kind: input.command.kind,
    command: input.command,
    before: row.state,
    after: result.state,
    explanation: result.explanation,
    details,
    entered: details?.entered === true,
    gameSessionId,
  };
}

/** The state row's update that the event is written with: only while the state is at the version read. */
function stateUpdate(handle: Database | Transaction, values: StateValues) {
  // Each value through its column's encoder, as `set` does, so that a placeholder may stand for it.
  const param = <T>(value: Value<T>, column: (typeof playStates)[keyof typeof playStates.$inferSelect]) =>
    sql`${sql.param(value, column)}`;
  return handle
    .update(playStates)
    .set({
      state: param(values.after, playStates.state),
      version: param(values.seq, playStates.version),
      gameSessionId: param(values.gameSessionId, playStates.gameSessionId),
      updatedAt: sql`now()`,
    })
    .where(and(eq(playStates.characterId, values.characterId), eq(playStates.version, values.readVersion)))
    .returning({ characterId: playStates.characterId });
}
type Value<T> = T | Placeholder;
type StateValues = {
  after: Value<unknown>;
  seq: Value<number>;
  gameSessionId: Value<string | null>;
  characterId: Value<string>;
  readVersion: Value<number>;
};

/**
 * The unlocked command's write (`applyUnlocked`), prepared once per database: building it cost more
 * CPU than running it. The update's placeholders share the event's names, and `readVersion`.
 */
const preparedWrite = perDatabase((db) => {
  const names = ['after', 'seq', 'gameSessionId', 'characterId', 'readVersion'] as const;
  const values = Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as StateValues;
  return preparedAppend(db, stateUpdate(db, values).getSQL(), 'edgeforge_play_write');
});

/** The state row as the event left it: the statement answers the event only, and `now()` is its time. */
function appliedOf(row: PlayRow, event: NewEvent, stored: StoredEvent | undefined | null): Applied | null {
  if (!stored) return null;
  const gameSessionId = event.gameSessionId ?? null;
  const written = { state: event.after, version: event.seq, gameSessionId, updatedAt: stored.at };
  return { event: stored, row: { ...row, ...written } };
}

/**
 * Appends the event and writes the state it leaves in one statement, if the state is still at the
 * version `row` read (null when another command wrote first): inside the locked way's transaction.
 */
export async function writeEvent(tx: Transaction, row: PlayRow, event: NewEvent): Promise<Applied | null> {
  const update = stateUpdate(tx, {
    after: event.after,
    seq: event.seq,
    gameSessionId: event.gameSessionId ?? null,
    characterId: row.characterId,
    readVersion: row.version,
  });
  return appliedOf(row, event, await appendEventWithState(tx, event, update.getSQL()));
}

/** `writeEvent` without a transaction, by the prepared statement (the unlocked way). */
async function writeEventPrepared(db: Database, row: PlayRow, event: NewEvent): Promise<Applied | null> {
  const [given] = await preparedWrite(db).execute({ ...appendValues(event), readVersion: row.version });
  return appliedOf(row, event, given ? storedEvent(event, given) : null);
}

/**
 * Applies one command to a locked play row inside the caller's transaction: a command id already used
 * answers its event (no new one), otherwise the policy, the rule, the event and the new state. A
 * refusal throws before anything is written. A start of a game session makes its session, unless the
 * caller made one for a whole party (`ctx.gameSessionId`).
 */
export async function applyLocked(
  tx: Transaction,
  ctx: LockedContext,
  input: CommandInput,
): Promise<Applied> {
  const { actor, row } = ctx;
  const stream = { stream: characterStream(row.characterId), characterId: row.characterId };
  return runStreamCommand(tx, {
    input: { ...stream, actorUserId: actor.userId, commandId: input.commandId, command: input.command },
    row,
    retried: (repeated) => repeatedOf(row, repeated, input),
    apply: () => lockedChange(tx, ctx, input),
    // `stored` is the event just appended: appliedOf answers null only without one.
    finish: (stored, event) => appliedOf(row, event, stored) as Applied,
  });
}

type LockedContext = { reach: PlayReach; actor: Actor; rng: Rng; row: PlayRow; gameSessionId?: string };

/** `applyLocked`'s rule: policy, rule, a start's game session; the event and the row's update. */
async function lockedChange(tx: Transaction, ctx: LockedContext, input: CommandInput) {
  const { reach, actor, row } = ctx;
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
  const event = eventOf(row, ctx, input, result, gameSessionId);
  const { characterId, version: readVersion } = row;
  const values = { after: event.after, seq: event.seq, gameSessionId, characterId, readVersion };
  return { ...event, update: stateUpdate(tx, values).getSQL() };
}

/**
 * The usual command, in two statements and no transaction: one read (the reach, the state, its game
 * session and a retry's event), the rule, then one write of the event with the state. Null when it
 * cannot go this way: a character never played yet, a start of a game session or an undo (they read
 * or write more), or a write that another command overtook (nothing was written); the locked way
 * then runs it, reading the state again.
 */
async function applyUnlocked(
  deps: PlayDeps,
  scope: PlayScope,
  actor: Actor,
  characterId: string,
  input: CommandInput,
): Promise<PlayCommandResponse | null> {
  if (input.command.kind === 'startGameSession' || input.command.kind === 'undo') return null;
  const reading = await readForCommand(deps.db, scope, characterId, input.commandId);
  const { reach, row } = reading;
  if (!row) return null;
  let applied: Applied;
  if (reading.repeated) applied = repeatedOf(row, reading.repeated, input);
  else {
    assertMayAct(reach, input.command, row.state as PlayState);
    const result = await resultOf(deps.db, reach, row, input, deps.rng);
    if (isRefusal(result)) throw playRefused(result);
    const written = await writeEventPrepared(
      deps.db,
      row,
      eventOf(row, { actor }, input, result, row.gameSessionId),
    );
    if (!written) return null;
    applied = written;
  }
  const event = toEventView(applied.event, reach.ownerId);
  return {
    play: playViewOf(applied.row, reach, reading.gameSession),
    event,
    explanation: event.explanation,
  };
}

/**
 * Sends one command for a character in the actor's play scope, applied once per command id. Most go
 * the unlocked way (`applyUnlocked`); the others read the state under a row lock, run the rule, append
 * the event and write the new state in one transaction, so that two commands on one character run one
 * after the other.
 */
export async function applyCommand(
  deps: PlayDeps,
  scope: PlayScope,
  actor: Actor,
  characterId: string,
  input: CommandInput,
): Promise<PlayCommandResponse> {
  const unlocked = await applyUnlocked(deps, scope, actor, characterId, input);
  if (unlocked) return unlocked;
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
