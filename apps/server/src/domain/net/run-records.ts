import { fullName } from '@edgeforge/contracts/draft';
import type { RunView } from '@edgeforge/contracts/net-run';
import { type NetRunState, runnerView, runTurnOrder } from '@edgeforge/rules/net/run';
import type { PlayState } from '@edgeforge/rules/play/state';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { characters } from '../../db/schema/characters.ts';
import { netRuns } from '../../db/schema/net.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { isRecordId } from '../campaigns/campaign-records.ts';
import { eventPage, type StoredEvent } from '../event-log/event-log.ts';
import { findPlayRow } from '../play/play-records.ts';

/**
 * Who reaches a NET run, and the run as each reads it (decision 058). The campaign's GM reads the whole
 * architecture and the runner's position; the runner's owner only the floors revealed so far
 * (`runnerView`). Anyone else, and a run named under another campaign, gets the 404 of an unknown id.
 */

type Handle = Database | Transaction;

/** A run's row as stored. */
export type RunRow = typeof netRuns.$inferSelect;

/** A run in reach: its row, who the actor is to it, and the runner's owner and name. */
export interface RunReach {
  readonly row: RunRow;
  readonly role: 'gm' | 'runner';
  readonly gmUserId: string | null;
  readonly ownerId: string;
  readonly runnerName: string;
}

/** The one answer for a run out of reach, the same as for one that does not exist. */
export function runNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Run not found.');
}

/** The stream key of a run's events. */
export function runStream(runId: string): string {
  return `net-run:${runId}`;
}

/**
 * The run `runId` if the actor runs its campaign or owns its runner, under `campaignId` when one is
 * named (null: the live channel's look-up, which names the run only). Locked for a command's write.
 */
export async function findRun(
  db: Handle,
  actor: Actor,
  ids: { campaignId: string | null; runId: string },
  lock = false,
): Promise<RunReach> {
  if (!isRecordId(ids.runId) || (ids.campaignId !== null && !isRecordId(ids.campaignId))) throw runNotFound();
  const where = [
    eq(netRuns.id, ids.runId),
    or(eq(campaigns.gmUserId, actor.userId), eq(characters.userId, actor.userId)),
  ];
  if (ids.campaignId !== null) where.push(eq(netRuns.campaignId, ids.campaignId));
  const query = db
    .select({
      row: netRuns,
      gmUserId: campaigns.gmUserId,
      ownerId: characters.userId,
      nameFirst: characters.nameFirst,
      nameLast: characters.nameLast,
    })
    .from(netRuns)
    .innerJoin(campaigns, eq(campaigns.id, netRuns.campaignId))
    .innerJoin(characters, eq(characters.id, netRuns.characterId))
    .where(and(...where) as SQL);
  const [found] = lock ? await query.for('update', { of: netRuns }) : await query;
  if (!found) throw runNotFound();
  return {
    row: found.row,
    role: found.gmUserId === actor.userId ? 'gm' : 'runner',
    gmUserId: found.gmUserId,
    ownerId: found.ownerId,
    runnerName: fullName({ firstName: found.nameFirst, lastName: found.nameLast }),
  };
}

/** How many lines of the log a run's view carries, newest first. */
const LOG_LINES = 50;

function logLine(event: StoredEvent, reach: RunReach): RunView['log'][number] {
  const actor = event.actorUserId === null ? null : event.actorUserId === reach.ownerId ? 'runner' : 'gm';
  return {
    seq: event.seq,
    at: event.at.toISOString(),
    kind: event.kind,
    actor,
    explanation: event.explanation,
  };
}

/** The floors one move away: their ids only, so the runner knows where to go, not what waits there. */
function exitsOf(state: NetRunState): RunView['exits'] {
  const { floors } = state.architecture;
  const here = floors.find((floor) => floor.id === state.position);
  const down = floors.filter((floor) => floor.above === state.position);
  return [
    ...down.map((floor) => ({ id: floor.id, way: 'down' as const })),
    ...(here?.above ? [{ id: here.above, way: 'up' as const }] : []),
  ];
}

/** The run as the viewer reads it, with the newest lines of its log. */
export async function toRunView(db: Handle, reach: RunReach): Promise<RunView> {
  const { row } = reach;
  const whole = row.state as NetRunState;
  const state = reach.role === 'gm' ? whole : runnerView(whole);
  const events = await eventPage(db, runStream(row.id), null, LOG_LINES);
  const play = await findPlayRow(db, row.characterId);
  const programs = (play?.state as PlayState | undefined)?.net?.programs ?? [];
  return {
    id: row.id,
    campaignId: row.campaignId,
    characterId: row.characterId,
    runnerName: reach.runnerName,
    name: row.name,
    status: row.status as RunView['status'],
    version: row.version,
    view: reach.role,
    architecture: state.architecture as RunView['architecture'],
    position: state.position,
    revealed: [...state.revealed],
    exits: exitsOf(whole),
    foes: state.foes.map((foe) => ({ ...foe })),
    turnOrder: runTurnOrder(whole, { id: row.characterId, name: reach.runnerName }),
    log: events.map((event) => logLine(event, reach)),
    programs: programs.map(({ id, name, rez, maxRez, rezzed, derezzed }) => ({
      id,
      name,
      rez,
      maxRez,
      rezzed,
      derezzed,
    })),
    startedAt: row.startedAt.toISOString(),
  };
}
