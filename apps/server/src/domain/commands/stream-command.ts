import type { ErrorCode } from '@edgeforge/contracts/errors';
import { sameJson } from '@edgeforge/rules/play/undo';
import type { SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  appendEventWithState,
  findEventOfCommand,
  type NewEvent,
  type StoredEvent,
} from '../event-log/event-log.ts';

/**
 * The part every command on a stream of the event log shares (decisions 038, 056, 058 and 065): a
 * command id applied once (a retry answers the event it made, the same id with another command is
 * COMMAND_ID_REUSED), the version the client read (a stale one is the stream's 409), then the domain's
 * own rule, and its event appended with the stream's new state in one statement. It runs inside the
 * caller's transaction, once the caller holds the state row's lock. Telling the live stream stays with
 * the routes, after the commit (decision 042).
 */

/** A stream's current-state row as the caller locked it. */
export interface StreamRow {
  readonly state: unknown;
  readonly version: number;
}

/** What the event records of who sent what, and where it goes. */
export interface StreamInput {
  readonly stream: string;
  readonly characterId: string | null;
  readonly actorUserId: string | null;
  readonly commandId: string;
  /** The command as sent: the event's kind is its kind. */
  readonly command: { readonly kind: string };
}

/**
 * What the domain's rule made of the command: the state after it, the log's line, and the UPDATE of
 * the state row to that state at the next version, matching only the version read (event-log.ts).
 */
export interface StreamChange {
  readonly after: unknown;
  readonly explanation: string;
  readonly details?: unknown;
  readonly entered?: boolean;
  readonly gameSessionId?: string | null;
  readonly update: SQL;
}

/** The event a change makes: the next number of the stream, from the state the row holds. */
export function nextEvent(
  input: StreamInput,
  row: StreamRow,
  change: Omit<StreamChange, 'update'>,
): NewEvent {
  return {
    stream: input.stream,
    characterId: input.characterId,
    seq: row.version + 1,
    commandId: input.commandId,
    actorUserId: input.actorUserId,
    kind: input.command.kind,
    command: input.command,
    before: row.state,
    after: change.after,
    explanation: change.explanation,
    details: change.details ?? null,
    entered: change.entered === true,
    gameSessionId: change.gameSessionId ?? null,
  };
}

/** Appends the change's event with the row's update, under the row's lock: nothing else can write first. */
export async function appendLocked(
  tx: Transaction,
  input: StreamInput,
  row: StreamRow,
  change: StreamChange,
): Promise<StoredEvent> {
  const stored = await appendEventWithState(tx, nextEvent(input, row, change), change.update);
  if (!stored) throw new Error(`the stream ${input.stream} moved under its lock`);
  return stored;
}

/** A command on a locked stream, with the domain's parts of it. */
export interface StreamCommand<Row extends StreamRow, Change extends StreamChange, Answer> {
  readonly input: StreamInput;
  readonly row: Row;
  /** The version the client read and the code that refuses a stale one; none sent, none checked. */
  readonly expected?: { readonly version: number | undefined; readonly stale: ErrorCode };
  /** The answer to a retry: the event this command id made. */
  readonly retried: (event: StoredEvent) => Promise<Answer> | Answer;
  /** A refusal that comes after a retry's answer and before the version: a fight or a run that ended. */
  readonly guard?: () => void;
  /** The domain's rule: its change, or a refusal thrown before anything is written. */
  readonly apply: () => Promise<Change> | Change;
  /** After the event was appended, still in the transaction: what else the step writes, and the answer. */
  readonly finish: (event: StoredEvent, change: Change) => Promise<Answer> | Answer;
}

/** Runs one command on a locked stream, once per command id, against the version the client read. */
export async function runStreamCommand<Row extends StreamRow, Change extends StreamChange, Answer>(
  tx: Transaction,
  command: StreamCommand<Row, Change, Answer>,
): Promise<Answer> {
  const { input, row, expected } = command;
  const repeated = await findEventOfCommand(tx, input.stream, input.commandId);
  if (repeated) {
    if (!sameJson(repeated.command, input.command)) throw new AppError('COMMAND_ID_REUSED');
    return command.retried(repeated);
  }
  command.guard?.();
  if (expected && expected.version !== undefined && expected.version !== row.version)
    throw new AppError(expected.stale);
  const change = await command.apply();
  return command.finish(await appendLocked(tx, input, row, change), change);
}
