import { fullName } from '@edgeforge/contracts/draft';
import type { RunSummary, RunView, StartRunRequest } from '@edgeforge/contracts/net-run';
import type { NetArchitecture } from '@edgeforge/rules/net/architecture';
import { type NetRunState, startRun as startRunRule } from '@edgeforge/rules/net/run';
import type { PlayState } from '@edgeforge/rules/play/state';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { characters } from '../../db/schema/characters.ts';
import { events } from '../../db/schema/events.ts';
import { netRuns } from '../../db/schema/net.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { findCampaign } from '../campaigns/get-campaign.ts';
import { campaignScope } from '../campaigns/policies.ts';
import { characterNotFound } from '../characters/policies.ts';
import { ensurePlayState, findReach, readPlayRow } from '../play/play-records.ts';
import { playScope } from '../play/policies.ts';
import { getArchitecture } from './architectures.ts';
import { architectureScope } from './policies.ts';
import { findRun, type RunReach, runStream, toRunView } from './run-records.ts';

/**
 * Starting and reading NET runs (decision 058). Only the campaign's GM starts one, for a netrunner
 * attached to the campaign, from one of its kept architectures; the run keeps its own copy of the
 * floors. A character is in one run at a time.
 */

/** A refusal of the run's rules or state: 409 RUN_REFUSED with the rules' code. */
export function runRefused(refusal: { refused: string; message: string }): AppError {
  const error = new AppError('RUN_REFUSED', refusal.message);
  error.refused = refusal.refused;
  return error;
}

async function activeRunOf(db: Database, characterId: string) {
  const [row] = await db
    .select({ id: netRuns.id, commandId: events.commandId })
    .from(netRuns)
    .leftJoin(events, and(eq(events.stream, sqlStream(netRuns.id)), eq(events.seq, 1)))
    .where(and(eq(netRuns.characterId, characterId), eq(netRuns.status, 'active')));
  return row;
}

/** `net-run:<id>` as SQL, for a join on the run's first event. */
function sqlStream(id: typeof netRuns.id) {
  return sql`'net-run:' || ${id}::text`;
}

/** The GM starts a run; a retry of the same command id answers the run it started. */
export async function startRun(db: Database, actor: Actor, campaignId: string, body: StartRunRequest) {
  const campaign = await findCampaign(db, campaignScope(actor, 'manage'), campaignId);
  const kept = await getArchitecture(db, architectureScope(actor, campaign.id), body.architectureId);
  const reach = await findReach(db, playScope(actor), body.characterId);
  if (reach.campaignId !== campaign.id) throw characterNotFound();
  const active = await activeRunOf(db, reach.characterId);
  if (active?.commandId === body.commandId) return runView(db, actor, campaign.id, active.id);
  if (active) throw runRefused({ refused: 'IN_A_RUN', message: `${reach.name} is already in a NET run.` });
  await ensurePlayState(db, actor, reach.characterId);
  const play = (await readPlayRow(db, reach.characterId)).state as PlayState;
  if (!play.net)
    throw runRefused({ refused: 'NOT_A_RUNNER', message: `${reach.name} is no Netrunner: no deck, no run.` });
  const started = startRunRule(kept.architecture as NetArchitecture);
  if ('refused' in started) throw runRefused(started);
  const runId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(netRuns)
      .values({
        campaignId: campaign.id,
        characterId: reach.characterId,
        architectureId: kept.id,
        name: kept.name,
        state: started.value,
        version: 1,
        startedBy: actor.userId,
      })
      .onConflictDoNothing()
      .returning({ id: netRuns.id });
    if (!row) throw runRefused({ refused: 'IN_A_RUN', message: `${reach.name} is already in a NET run.` });
    const empty: Partial<NetRunState> = {};
    await tx.insert(events).values({
      stream: runStream(row.id),
      characterId: reach.characterId,
      seq: 1,
      commandId: body.commandId,
      actorUserId: actor.userId,
      kind: 'start',
      command: { kind: 'start', architectureId: kept.id },
      before: empty,
      after: started.value,
      explanation: `${reach.name} jacks into ${kept.name}. ${started.explanation}`,
    });
    return row.id;
  });
  return runView(db, actor, campaign.id, runId);
}

/** A run as the actor reads it: the GM the whole of it, the runner the floors revealed so far. */
export async function runView(db: Database, actor: Actor, campaignId: string, runId: string) {
  return toRunView(db, await findRun(db, actor, { campaignId, runId }));
}

/** The campaign's runs for its GM, newest first. */
export async function listRuns(db: Database, actor: Actor, campaignId: string): Promise<RunSummary[]> {
  const campaign = await findCampaign(db, campaignScope(actor, 'manage'), campaignId);
  const rows = await db
    .select({ row: netRuns, nameFirst: characters.nameFirst, nameLast: characters.nameLast })
    .from(netRuns)
    .innerJoin(characters, eq(characters.id, netRuns.characterId))
    .where(eq(netRuns.campaignId, campaign.id))
    .orderBy(desc(netRuns.startedAt), desc(netRuns.id));
  return rows.map(({ row, nameFirst, nameLast }) => ({
    id: row.id,
    characterId: row.characterId,
    runnerName: fullName({ firstName: nameFirst, lastName: nameLast }),
    name: row.name,
    status: row.status as RunSummary['status'],
    position: (row.state as NetRunState).position,
    startedAt: row.startedAt.toISOString(),
  }));
}

/** The character's run in progress, as the actor reads it (owner or GM in reach), or null. */
export async function characterRun(db: Database, actor: Actor, characterId: string): Promise<RunView | null> {
  const reach = await findReach(db, playScope(actor), characterId);
  const [row] = await db
    .select({ id: netRuns.id, campaignId: netRuns.campaignId })
    .from(netRuns)
    .where(and(eq(netRuns.characterId, reach.characterId), eq(netRuns.status, 'active')));
  if (!row) return null;
  const found: RunReach = await findRun(db, actor, { campaignId: row.campaignId, runId: row.id });
  return toRunView(db, found);
}
