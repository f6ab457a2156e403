// The campaign authorization suite's world: one campaign and everyone who may stand somewhere around
// it, built through the API as players would, and a snapshot of everything at the table.
import { randomUUID } from 'node:crypto';
import type { FullCharacter } from '@edgeforge/contracts/api';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { campaignInvites, campaignMembers, campaigns } from '../../src/db/schema/campaigns.ts';
import { careerStates } from '../../src/db/schema/career.ts';
import { characters } from '../../src/db/schema/characters.ts';
import { encounters } from '../../src/db/schema/encounters.ts';
import { events } from '../../src/db/schema/events.ts';
import { gmNotes } from '../../src/db/schema/gm-notes.ts';
import { marketPurchases, nightMarkets } from '../../src/db/schema/market.ts';
import { netArchitectures, netRuns } from '../../src/db/schema/net.ts';
import { playStates } from '../../src/db/schema/play.ts';
import { shareLinks } from '../../src/db/schema/share-links.ts';
import {
  attachThroughApi,
  createCampaignThroughApi,
  encounterThroughApi,
  inviteThroughApi,
  joinThroughApi,
} from './campaigns.ts';
import { buildSaveRequest, saveThroughApi } from './characters.ts';
import type { TestContext } from './harness.ts';
import { marketsOfWorld } from './market-calls.ts';

type User = Awaited<ReturnType<TestContext['signUp']>>;

/** Where one can stand around a campaign (signed out is no user at all). */
export const CAMPAIGN_ROLES = ['gm', 'member', 'former', 'removed', 'invited', 'other', 'signedOut'] as const;
export type CampaignRole = (typeof CAMPAIGN_ROLES)[number];

export interface CampaignWorld {
  campaignId: string;
  /** The live invite link, which every role but `other` was sent. */
  token: string;
  /** The member's character, in the party. */
  memberCharacter: FullCharacter;
  users: Record<Exclude<CampaignRole, 'signedOut'>, User>;
  /** A Standard NET architecture the GM generated for the campaign. */
  architectureId: string;
  /** An encounter the GM built with the member's character. */
  encounterId: string;
  /** The run of that architecture the GM started for the member's character (a Netrunner). */
  runId: string;
  /** The GM's Night Markets: a draft, and an open one the member (with eb) may buy from. */
  markets: { draft: string; open: string };
  /**
   * A saved character of each user's own that is in no party, to try to bring; empty in a cell's world
   * (`forCell`: a matrix cell that changes the table never brings one).
   */
  spare: Partial<Record<Exclude<CampaignRole, 'signedOut'>, string>>;
}

/**
 * The GM's campaign with its live invite; a member who brought a character; a former member who joined
 * and left; a removed one (removed after the invite was made); one who opened the invite and did not
 * join; another user who knows nothing of it. `forCell`: the world of one matrix cell that changes
 * the table, with no spares, and the shared world's `other` (a stranger to this campaign too: a sign-up
 * saved).
 */
export async function buildCampaignWorld(
  ctx: TestContext,
  { forCell }: { forCell?: { shared: CampaignWorld; role: CampaignRole } } = {},
): Promise<CampaignWorld> {
  // A cell's world borrows `other` from the shared one, so a cell of `other`'s may never change it.
  if (forCell) expect(forCell.role, 'a cell that changes the table as other').not.toBe('other');
  const other = forCell?.shared.users.other;
  const users = {
    gm: await ctx.signUp(),
    member: await ctx.signUp(),
    former: await ctx.signUp(),
    removed: await ctx.signUp(),
    invited: await ctx.signUp(),
    other: other ?? (await ctx.signUp()),
  };
  const campaign = await createCampaignThroughApi(ctx, users.gm.cookie, { name: 'The Matrix Table' });
  const token = await inviteThroughApi(ctx, users.gm.cookie, campaign.id);
  for (const who of [users.member, users.former, users.removed]) await joinThroughApi(ctx, who.cookie, token);
  const memberCharacter = await saveThroughApi(ctx, users.member.cookie);
  await attachThroughApi(ctx, users.member.cookie, campaign.id, memberCharacter.id);
  // The member shares the sheet by link too: a link the GM must neither see nor revoke.
  const shared = await ctx.request(`/api/characters/${memberCharacter.id}/share`, {
    method: 'POST',
    cookie: users.member.cookie,
  });
  expect(shared.status).toBe(201);
  const left = await ctx.request(`/api/campaigns/${campaign.id}/leave`, {
    method: 'POST',
    cookie: users.former.cookie,
  });
  expect(left.status).toBe(204);
  const removal = await ctx.request(`/api/campaigns/${campaign.id}/members/${users.removed.user.id}`, {
    method: 'DELETE',
    cookie: users.gm.cookie,
  });
  expect(removal.status).toBe(200);
  // The member's play state exists before any call, so a read by the GM changes nothing.
  const played = await ctx.request(`/api/characters/${memberCharacter.id}/play`, {
    cookie: users.member.cookie,
  });
  expect(played.status).toBe(200);
  const looked = await ctx.request('/api/invites/lookup', {
    method: 'POST',
    cookie: users.invited.cookie,
    json: { token },
  });
  expect(looked.status).toBe(200);
  const generated = await ctx.request(`/api/campaigns/${campaign.id}/net/architectures`, {
    method: 'POST',
    cookie: users.gm.cookie,
    json: { mode: 'generate', name: 'The Matrix NET', difficulty: 'standard', seed: 1 },
  });
  expect(generated.status).toBe(201);
  const architectureId = ((await generated.json()) as { architecture: { id: string } }).architecture.id;
  const started = await ctx.request(`/api/campaigns/${campaign.id}/net/runs`, {
    method: 'POST',
    cookie: users.gm.cookie,
    json: { commandId: randomUUID(), architectureId, characterId: memberCharacter.id },
  });
  expect(started.status).toBe(201);
  const runId = ((await started.json()) as { run: { id: string } }).run.id;
  const spare: CampaignWorld['spare'] = {};
  for (const [role, who] of forCell ? [] : Object.entries(users)) {
    spare[role as keyof typeof users] = (
      await saveThroughApi(ctx, who.cookie, buildSaveRequest({ portrait: null }))
    ).id;
  }
  const encounterId = await encounterThroughApi(ctx, users.gm.cookie, campaign.id, [], [memberCharacter.id]);
  const markets = await marketsOfWorld(ctx, users.gm.cookie, {
    campaignId: campaign.id,
    memberCharacterId: memberCharacter.id,
  });
  return {
    campaignId: campaign.id,
    token,
    memberCharacter,
    users,
    spare,
    architectureId,
    encounterId,
    runId,
    markets,
  };
}

/** Every row of `table` that `where` picks, as JSON in `order`'s order (`[]` for none). */
const rowsOf = (table: PgTable, where: SQL, order: SQL) =>
  sql`(select coalesce(json_agg(${table} order by ${order}), '[]'::json) from ${table} where ${where})`;

/**
 * Every row at the world's table, and the member's character, its share link, play state and log, to
 * prove a refused call changed nothing: one statement, each table's rows as PostgreSQL's JSON of them
 * (every column, timestamps to the microsecond).
 */
export async function snapshotTable(ctx: TestContext, world: CampaignWorld): Promise<unknown> {
  const { campaignId, encounterId } = world;
  const characterId = world.memberCharacter.id;
  const tables = {
    campaign: rowsOf(campaigns, eq(campaigns.id, campaignId), sql`${campaigns.id}`),
    members: rowsOf(
      campaignMembers,
      eq(campaignMembers.campaignId, campaignId),
      sql`${campaignMembers.userId}`,
    ),
    invites: rowsOf(
      campaignInvites,
      eq(campaignInvites.campaignId, campaignId),
      sql`${campaignInvites.createdAt}, ${campaignInvites.id}`,
    ),
    character: rowsOf(characters, eq(characters.id, characterId), sql`${characters.id}`),
    shareLinks: rowsOf(shareLinks, eq(shareLinks.characterId, characterId), sql`${shareLinks.id}`),
    play: rowsOf(playStates, eq(playStates.characterId, characterId), sql`${playStates.characterId}`),
    career: rowsOf(careerStates, eq(careerStates.characterId, characterId), sql`${careerStates.characterId}`),
    events: rowsOf(events, eq(events.characterId, characterId), sql`${events.stream}, ${events.seq}`),
    encounters: rowsOf(encounters, eq(encounters.campaignId, campaignId), sql`${encounters.id}`),
    encounterEvents: rowsOf(events, eq(events.stream, `encounter:${encounterId}`), sql`${events.seq}`),
    architectures: rowsOf(
      netArchitectures,
      eq(netArchitectures.campaignId, campaignId),
      sql`${netArchitectures.id}`,
    ),
    runs: rowsOf(netRuns, eq(netRuns.campaignId, campaignId), sql`${netRuns.id}`),
    markets: rowsOf(nightMarkets, eq(nightMarkets.campaignId, campaignId), sql`${nightMarkets.id}`),
    purchases: rowsOf(
      marketPurchases,
      eq(marketPurchases.characterId, characterId),
      sql`${marketPurchases.id}`,
    ),
    gmNotes: rowsOf(gmNotes, eq(gmNotes.campaignId, campaignId), sql`${gmNotes.id}`),
  };
  const fields = sql.join(
    Object.entries(tables).map(([name, rows]) => sql`${name}::text, ${rows}`),
    sql`, `,
  );
  const result = await ctx.deps.db.execute(sql`select json_build_object(${fields})::text as snapshot`);
  return JSON.parse((result as unknown as { rows: { snapshot: string }[] }).rows[0]!.snapshot);
}
