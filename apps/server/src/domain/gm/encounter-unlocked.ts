import type { EncounterCommand, EncounterState, EncounterView } from '@edgeforge/contracts/encounter';
import type { Rng } from '@edgeforge/rules/dice';
import { sameJson } from '@edgeforge/rules/play/undo';
import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { encounters } from '../../db/schema/encounters.ts';
import { events } from '../../db/schema/events.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { isRecordId } from '../campaigns/campaign-records.ts';
import { preparedCampaignWhere } from '../campaigns/policies.ts';
import { nextEvent } from '../commands/stream-command.ts';
import { appendValues, preparedAppend } from '../event-log/event-log.ts';
import {
  characterStatesBeside,
  type EncounterRow,
  encounterStream,
  preparedEncounterView,
  preparedLogOf,
  viewAfter,
} from './encounter-records.ts';
import { encounterStep } from './encounter-steps.ts';

/**
 * The usual encounter action in two statements and no transaction (decision 065's amendment of
 * 2026-11-28), as the play command's usual way (decision 038's amendment): one read (the campaign the
 * actor runs, the encounter, its characters' play states and the event a retried command id made), the
 * rule, then one write of the event with the encounter's row, which matches only the version read, sent
 * at once with the read of the GM's view's log (up to the version read, the new event put before it).
 * Anything else goes the locked way (encounter-commands.ts), which locks and reads again and refuses as
 * it always did: an unknown or closed campaign, an unknown or ended fight, a version other than the one
 * read, a play command on a character (two streams), or a write another command overtook (nothing was
 * written).
 */

/** One command of the fight as the route validated it. */
export interface EncounterCommandInput {
  readonly commandId: string;
  readonly version: number;
  readonly command: EncounterCommand;
}

/** What the route needs to answer and tell the live stream. */
export interface EncounterCommandResult {
  readonly encounter: EncounterView;
  /** The character a play command changed, whose channel changes too; null otherwise. */
  readonly characterId: string | null;
}

/**
 * The read, built and prepared once per database: the campaign in the GM's scope, its encounter and the
 * play states of the encounter's characters (for the GM's view), a retry's event.
 */
const preparedRead = perDatabase((db) =>
  db
    .select({
      campaignStatus: campaigns.status,
      row: encounters,
      repeated: events,
      played: characterStatesBeside(encounters.state),
    })
    .from(campaigns)
    .innerJoin(
      encounters,
      and(eq(encounters.campaignId, campaigns.id), eq(encounters.id, sql.placeholder('encounterId'))),
    )
    .leftJoin(
      events,
      and(eq(events.stream, sql.placeholder('stream')), eq(events.commandId, sql.placeholder('commandId'))),
    )
    .where(and(eq(campaigns.id, sql.placeholder('campaignId')), preparedCampaignWhere('manage')))
    .limit(1)
    .prepare('edgeforge_encounter_read'),
);

type Value<T> = T | Placeholder;
type RowValues = {
  after: Value<unknown>;
  status: Value<string>;
  seq: Value<number>;
  encounterId: Value<string>;
  readVersion: Value<number>;
};

/** The encounter row's update the event is written with: only while the row is at the version read. */
function rowUpdate(db: Database, values: RowValues) {
  // Each value through its column's encoder, as `set` does, so that a placeholder may stand for it.
  const param = <T>(value: Value<T>, column: (typeof encounters)['state' | 'status' | 'version']) =>
    sql`${sql.param(value, column)}`;
  return db
    .update(encounters)
    .set({
      state: param(values.after, encounters.state),
      status: param(values.status, encounters.status),
      version: param(values.seq, encounters.version),
      updatedAt: sql`now()`,
    })
    .where(and(eq(encounters.id, values.encounterId), eq(encounters.version, values.readVersion)))
    .returning({ id: encounters.id });
}

/** The write, prepared once per database: the update's placeholders share the event's names. */
const preparedWrite = perDatabase((db) => {
  const names = ['after', 'status', 'seq', 'encounterId', 'readVersion'] as const;
  const values = Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as RowValues;
  return preparedAppend(db, rowUpdate(db, values).getSQL(), 'edgeforge_encounter_write');
});

/**
 * The command's answer, or what the locked way (above) starts from: the encounter row read, when the
 * campaign is one the actor runs and the encounter is its own (its two reads before the transaction
 * would find the same), or null.
 */
export type UnlockedOutcome = { answer: EncounterCommandResult } | { read: EncounterRow | null };

export async function runEncounterUnlocked(
  deps: { db: Database; rng: Rng },
  actor: Actor,
  ids: { campaignId: string; encounterId: string },
  input: EncounterCommandInput,
): Promise<UnlockedOutcome> {
  const { db } = deps;
  if (!isRecordId(ids.campaignId) || !isRecordId(ids.encounterId)) return { read: null };
  const stream = encounterStream(ids.encounterId.toLowerCase());
  const [found] = await preparedRead(db).execute({
    campaignId: ids.campaignId,
    encounterId: ids.encounterId,
    actorId: actor.userId,
    stream,
    commandId: input.commandId,
  });
  if (!found) return { read: null };
  const row: EncounterRow = found.row;
  const locked = { read: row };
  if (found.campaignStatus !== 'open') return locked;
  const state = row.state as EncounterState;
  if (input.command.kind === 'play') {
    const { combatantId } = input.command;
    if (state.combatants.find((c) => c.id === combatantId)?.kind === 'character') return locked;
  }
  if (found.repeated) {
    if (!sameJson(found.repeated.command, input.command)) throw new AppError('COMMAND_ID_REUSED');
    return { answer: { encounter: await preparedEncounterView(db, row), characterId: null } };
  }
  if (row.status === 'ended' || input.version !== row.version) return locked;
  const step = encounterStep(state, input.command, deps.rng);
  const status = input.command.kind === 'end' ? 'ended' : row.status;
  const event = nextEvent({ stream, characterId: null, actorUserId: actor.userId, ...input }, row, {
    after: step.state,
    explanation: step.explanation,
    details: step.details,
  });
  const values = { ...appendValues(event), status, encounterId: row.id, readVersion: row.version };
  // The view's log is read beside the write, up to the version read; the new event is put before it.
  const [[written], log] = await Promise.all([preparedWrite(db).execute(values), preparedLogOf(db, row)]);
  if (!written) return locked;
  const updated = { ...row, state: step.state, status, version: event.seq, updatedAt: written.at };
  const logged = {
    ...event,
    id: written.id,
    at: written.at,
    actorUserId: actor.userId,
    details: event.details ?? null,
  };
  const reads = { played: new Map(Object.entries(found.played ?? {})), log };
  return { answer: { encounter: viewAfter(updated, reads, [logged]), characterId: null } };
}
