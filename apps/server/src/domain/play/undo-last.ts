import type { PlayCommand } from '@edgeforge/contracts/play-commands';
import type { CommandResult } from '@edgeforge/rules/play/result';
import type { PlayState } from '@edgeforge/rules/play/state';
import { undoEvent } from '@edgeforge/rules/play/undo';
import type { Database, Transaction } from '../../db/client.ts';
import { eventsAfter, type StoredEvent } from '../event-log/event-log.ts';
import { isPrivateRoll } from './policies.ts';

/** What an undo event records in its details: the seq of the event it reversed. */
export interface UndoDetails {
  readonly undoes: number;
}

function undoneSeq(event: StoredEvent): number | null {
  if (event.kind !== 'undo') return null;
  return (event.details as UndoDetails | null)?.undoes ?? null;
}

/** Whether a play event was written by a career step (decision 064): its Humanity was paid for. */
function isFromCareer(event: StoredEvent): boolean {
  return (event.details as { fromCareer?: boolean } | null)?.fromCareer === true;
}

/**
 * The event an undo reverses: the one named by `seq`, or the latest; either way one that is no undo and
 * was not undone yet. With the live events after it, which may conflict.
 */
export async function undoTarget(tx: Database | Transaction, stream: string, seq: number | undefined) {
  const all = await eventsAfter(tx, stream, 0);
  const undone = new Set(all.map(undoneSeq).filter((seq): seq is number => seq !== null));
  // A private roll changed nothing and the player never saw it: it is nobody's to undo.
  const live = all.filter(
    (event) => event.kind !== 'undo' && !undone.has(event.seq) && !isPrivateRoll(event),
  );
  // Humanity moved by a purchase or a therapy was paid for in the career: play's undo leaves it alone.
  const undoable = live.filter((event) => !isFromCareer(event));
  const target = seq === undefined ? undoable.at(-1) : undoable.find((event) => event.seq === seq);
  if (!target) return null;
  // Undo events and what they reversed cancel out: only the live events after the target can conflict.
  const later = live.filter((event) => event.seq > target.seq);
  return { target, later, command: target.command as PlayCommand };
}

/**
 * Undoes the target on the current state with the rules' `undoEvent`: refused (UNDO_CONFLICT) while a
 * later live event changed one of the same fields.
 */
export function undoOn(
  state: PlayState,
  found: NonNullable<Awaited<ReturnType<typeof undoTarget>>>,
): CommandResult<UndoDetails> {
  const asPlay = (event: StoredEvent) => ({
    before: event.before as PlayState,
    after: event.after as PlayState,
  });
  const result = undoEvent(state, asPlay(found.target), found.later.map(asPlay));
  if ('refused' in result) return result;
  return { ...result, details: { undoes: found.target.seq } };
}
