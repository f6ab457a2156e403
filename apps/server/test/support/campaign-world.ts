// The campaign authorization suite's world: one campaign and everyone who may stand somewhere around
// it, built through the API as players would, and a snapshot of everything at the table.
import { randomUUID } from 'node:crypto';
import type { FullCharacter } from '@edgeforge/contracts/api';
import { eq } from 'drizzle-orm';
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
   * A saved character of each user's own that is in no party, to try to bring; empty in a world built
   * with `spares: false` (a matrix cell that changes the table never brings one).
   */
  spare: Partial<Record<Exclude<CampaignRole, 'signedOut'>, string>>;
}

/**
 * The GM's campaign with its live invite; a member who brought a character; a former member who joined
 * and left; a removed one (removed after the invite was made); one who opened the invite and did not
 * join; another user who knows nothing of it.
 */
export async function buildCampaignWorld(
  ctx: TestContext,
  { spares = true }: { spares?: boolean } = {},
): Promise<CampaignWorld> {
  const users = {
    gm: await ctx.signUp(),
    member: await ctx.signUp(),
    former: await ctx.signUp(),
    removed: await ctx.signUp(),
    invited: await ctx.signUp(),
    other: await ctx.signUp(),
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
  for (const [role, who] of spares ? Object.entries(users) : []) {
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

/**
 * Every row at the world's table, and the member's character, its share link, play state and log, to
 * prove a refused
 * call changed nothing.
 */
export async function snapshotTable(ctx: TestContext, world: CampaignWorld): Promise<unknown> {
  const { db } = ctx.deps;
  return {
    campaign: await db.select().from(campaigns).where(eq(campaigns.id, world.campaignId)),
    members: await db
      .select()
      .from(campaignMembers)
      .where(eq(campaignMembers.campaignId, world.campaignId))
      .orderBy(campaignMembers.userId),
    invites: await db
      .select()
      .from(campaignInvites)
      .where(eq(campaignInvites.campaignId, world.campaignId))
      .orderBy(campaignInvites.createdAt),
    character: await db.select().from(characters).where(eq(characters.id, world.memberCharacter.id)),
    shareLinks: await db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.characterId, world.memberCharacter.id)),
    play: await db.select().from(playStates).where(eq(playStates.characterId, world.memberCharacter.id)),
    career: await db
      .select()
      .from(careerStates)
      .where(eq(careerStates.characterId, world.memberCharacter.id)),
    events: await db
      .select()
      .from(events)
      .where(eq(events.characterId, world.memberCharacter.id))
      .orderBy(events.seq),
    encounters: await db
      .select()
      .from(encounters)
      .where(eq(encounters.campaignId, world.campaignId))
      .orderBy(encounters.id),
    encounterEvents: await db
      .select()
      .from(events)
      .where(eq(events.stream, `encounter:${world.encounterId}`))
      .orderBy(events.seq),
    architectures: await db
      .select()
      .from(netArchitectures)
      .where(eq(netArchitectures.campaignId, world.campaignId))
      .orderBy(netArchitectures.id),
    runs: await db.select().from(netRuns).where(eq(netRuns.campaignId, world.campaignId)).orderBy(netRuns.id),
    markets: await db
      .select()
      .from(nightMarkets)
      .where(eq(nightMarkets.campaignId, world.campaignId))
      .orderBy(nightMarkets.id),
    purchases: await db
      .select()
      .from(marketPurchases)
      .where(eq(marketPurchases.characterId, world.memberCharacter.id)),
    gmNotes: await db.select().from(gmNotes).where(eq(gmNotes.campaignId, world.campaignId)),
  };
}
