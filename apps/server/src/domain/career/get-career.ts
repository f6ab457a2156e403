import type { CareerEntryView, CareerResponse } from '@edgeforge/contracts/career';
import { LIMITS } from '@edgeforge/contracts/limits';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';
import type { Actor } from '../actor.ts';
import { careerStream, characterStream, lastEvent, type StoredEvent } from '../event-log/event-log.ts';
import { findReach } from '../play/play-records.ts';
import type { PlayScope } from '../play/policies.ts';
import { readBuildFacts } from './build-facts.ts';
import {
  findCareerRow,
  multipliersFor,
  openingCareer,
  toCareerEntry,
  toCareerView,
} from './career-records.ts';

/** The play events the career timeline shows beside its own: the sessions and Humanity's changes. */
const PLAY_KINDS = ['startGameSession', 'changeHumanity'];

/** A play event as a timeline entry: a game session starting, or Humanity changing in play. */
function fromPlay(event: StoredEvent, ownerId: string): CareerEntryView {
  const entry = toCareerEntry(event, ownerId);
  return { ...entry, kind: event.kind === 'startGameSession' ? 'gameSession' : 'humanity', entries: [] };
}

/** The opening of a career not yet opened, as the timeline shows it until its first step. */
function unopenedEntry(explanation: string, entries: CareerEntryView['entries']): CareerEntryView {
  const at = new Date().toISOString();
  return {
    id: 'opening',
    kind: 'open',
    at,
    actor: { role: null },
    explanation,
    entries,
    selfAwarded: false,
    gameSessionId: null,
  };
}

/**
 * A character's career and its timeline, newest first: the career's events (its opening with the cash
 * creation left, awards, spends, choices, months) and the play log's game sessions and Humanity
 * changes. The same reach as play: a character out of it is a 404.
 */
export async function getCareer(
  db: Database,
  scope: PlayScope,
  actor: Actor,
  characterId: string,
): Promise<CareerResponse> {
  const reach = await findReach(db, scope, characterId);
  const facts = await readBuildFacts(db, actor, characterId);
  // A career never written to is read as it would open (version 1, its opening the first event):
  // a read writes nothing.
  const opening = openingCareer(facts);
  const row = (await findCareerRow(db, characterId)) ?? {
    characterId,
    state: opening.state,
    version: 1,
    updatedAt: new Date(),
  };
  const stream = careerStream(characterId);
  const [multipliers, last, found] = await Promise.all([
    multipliersFor(db, reach.campaignId),
    lastEvent(db, stream),
    db
      .select()
      .from(events)
      .where(
        or(
          eq(events.stream, stream),
          and(eq(events.stream, characterStream(characterId)), inArray(events.kind, PLAY_KINDS)),
        ),
      )
      .orderBy(desc(events.at), desc(events.seq))
      .limit(LIMITS.careerTimelineMax),
  ]);
  const timeline: CareerEntryView[] = found.map((event) =>
    event.stream === stream ? toCareerEntry(event, reach.ownerId) : fromPlay(event, reach.ownerId),
  );
  if (!last) timeline.push(unopenedEntry(opening.explanation, [...opening.entries]));
  const career = toCareerView(row, reach, facts, { multipliers, lastKind: last?.kind ?? null });
  return { career, timeline };
}
