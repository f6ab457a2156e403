import type { CampaignDetail, CreateCampaignRequest } from '@edgeforge/contracts/campaigns';
import type { Npc } from '@edgeforge/contracts/gm';
import { expect } from 'vitest';
import { RATE_LIMITS, type RateLimits } from '../../src/domain/limits/rate-limits.ts';
import { saveThroughApi } from './characters.ts';
import type { TestContext } from './harness.ts';

/**
 * The invite-token limits lifted, for suites whose many joins all come from one test address (the
 * limits have their own test in campaign-invites.test.ts).
 */
export const LIFTED_INVITE_LIMITS: Partial<RateLimits> = {
  inviteTokenPerUser: { ...RATE_LIMITS.inviteTokenPerUser, limit: 100_000 },
  inviteCreatePerUser: { ...RATE_LIMITS.inviteCreatePerUser, limit: 100_000 },
};

/** A New Campaign body: every creation method, no house-rules characters. */
export function buildCampaignRequest(overrides: Partial<CreateCampaignRequest> = {}): CreateCampaignRequest {
  return {
    name: 'Night Market Blues',
    pitch: 'A fixer owes everyone money, and the whole Combat Zone knows it.',
    allowedMethods: ['streetrat', 'edgerunner', 'complete'],
    acceptsHouseRules: false,
    ...overrides,
  };
}

/** Reads the JSON of an answer after checking its status, showing the body when it is another. */
export async function expectJson<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text.slice(0, 500)).toBe(status);
  return JSON.parse(text) as T;
}

/** Creates a campaign through the API and answers it as its GM sees it. */
export async function createCampaignThroughApi(
  ctx: TestContext,
  cookie: string,
  overrides: Partial<CreateCampaignRequest> = {},
): Promise<CampaignDetail> {
  const response = await ctx.request('/api/campaigns', {
    method: 'POST',
    cookie,
    json: buildCampaignRequest(overrides),
  });
  return (await expectJson<{ campaign: CampaignDetail }>(response, 201)).campaign;
}

/** Makes a new invite link for a campaign and answers its token. */
export async function inviteThroughApi(
  ctx: TestContext,
  cookie: string,
  campaignId: string,
  expiresInDays: number | null = null,
): Promise<string> {
  const response = await ctx.request(`/api/campaigns/${campaignId}/invite`, {
    method: 'POST',
    cookie,
    json: { expiresInDays },
  });
  return (await expectJson<{ invite: { token: string } }>(response, 201)).invite.token;
}

/** Joins a campaign through an invite token, failing the test on any refusal. */
export async function joinThroughApi(ctx: TestContext, cookie: string, token: string): Promise<string> {
  const response = await ctx.request('/api/invites/join', { method: 'POST', cookie, json: { token } });
  return (await expectJson<{ campaignId: string }>(response, 200)).campaignId;
}

/** Brings a character to a campaign's party and answers the campaign as the player then sees it. */
export async function attachThroughApi(
  ctx: TestContext,
  cookie: string,
  campaignId: string,
  characterId: string,
): Promise<CampaignDetail> {
  const response = await ctx.request(`/api/campaigns/${campaignId}/character`, {
    method: 'PUT',
    cookie,
    json: { characterId },
  });
  return (await expectJson<{ campaign: CampaignDetail }>(response, 200)).campaign;
}

/** The campaign as `cookie`'s user sees it, or the status of the refusal. */
export async function readCampaign(
  ctx: TestContext,
  cookie: string,
  campaignId: string,
): Promise<CampaignDetail> {
  const response = await ctx.request(`/api/campaigns/${campaignId}`, { cookie });
  return (await expectJson<{ campaign: CampaignDetail }>(response, 200)).campaign;
}

/** A GM's open campaign with two players, each with a character attached (saved from the test build). */
export async function tableOfTwo(ctx: TestContext) {
  const gm = await ctx.signUp();
  const players = [await ctx.signUp(), await ctx.signUp()];
  const campaign = await createCampaignThroughApi(ctx, gm.cookie);
  const token = await inviteThroughApi(ctx, gm.cookie, campaign.id);
  const characters: string[] = [];
  for (const player of players) {
    await joinThroughApi(ctx, player.cookie, token);
    const id = (await saveThroughApi(ctx, player.cookie)).id;
    await attachThroughApi(ctx, player.cookie, campaign.id, id);
    characters.push(id);
  }
  return { gm, players, campaignId: campaign.id, characters: characters as [string, string] };
}

/** Rolls one Mook into a campaign's roster through the API and answers it. */
export async function rollNpcThroughApi(ctx: TestContext, cookie: string, campaignId: string): Promise<Npc> {
  const response = await ctx.request(`/api/campaigns/${campaignId}/npcs/roll`, {
    method: 'POST',
    cookie,
    json: { tier: 'mook', count: 1 },
  });
  return (await expectJson<{ npcs: Npc[] }>(response, 201)).npcs[0]!;
}

/** The GM builds an encounter of these NPCs and characters through the API; answers its id. */
export async function encounterThroughApi(
  ctx: TestContext,
  cookie: string,
  campaignId: string,
  npcIds: string[],
  characterIds: string[] = [],
): Promise<string> {
  const response = await ctx.request(`/api/campaigns/${campaignId}/encounters`, {
    method: 'POST',
    cookie,
    json: { name: 'The matrix fight', npcIds, characterIds },
  });
  return (await expectJson<{ encounter: { id: string } }>(response, 201)).encounter.id;
}

/** One Mook rolled into a campaign's roster and an encounter of it, through the API. */
export async function rosterFightThroughApi(ctx: TestContext, cookie: string, campaignId: string) {
  const npc = await rollNpcThroughApi(ctx, cookie, campaignId);
  return { npc, encounterId: await encounterThroughApi(ctx, cookie, campaignId, [npc.id]) };
}
