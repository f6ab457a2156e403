import type { PlayResponse } from '@edgeforge/contracts/play';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { characterStream, eventPage } from '../event-log/event-log.ts';
import { ensurePlayState, findReach, readPlayRow, toEventView, toPlayView } from './play-records.ts';
import { type PlayScope, readsEvent } from './policies.ts';

/** A page cursor: the seq of the oldest event handed out, which the next page stays below. */
function readCursor(cursor: string | undefined): number | null {
  if (cursor === undefined) return null;
  const match = /^s([1-9]\d{0,9})$/.exec(cursor);
  if (!match) throw new AppError('INVALID_CURSOR');
  return Number(match[1]);
}

/**
 * A character's play for its owner or its open campaign's GM: the state (made from the build on the
 * first read) and a page of its log, newest first, without the GM's private rolls for the owner. A
 * player of the same campaign does not read it yet.
 */
export async function getPlay(
  db: Database,
  scope: PlayScope,
  actor: Actor,
  characterId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<PlayResponse> {
  const beforeSeq = readCursor(page.cursor);
  const reach = await findReach(db, scope, characterId);
  await ensurePlayState(db, actor, characterId);
  const row = await readPlayRow(db, characterId);
  const rows = await eventPage(db, characterStream(characterId), beforeSeq, page.limit + 1);
  const events = rows.slice(0, page.limit);
  const last = events.at(-1);
  return {
    play: await toPlayView(db, row, reach),
    // A page may hold fewer events than asked when some are the GM's private rolls.
    events: events
      .filter((event) => readsEvent(reach, event))
      .map((event) => toEventView(event, reach.ownerId)),
    nextCursor: rows.length > page.limit && last ? `s${last.seq}` : null,
  };
}
