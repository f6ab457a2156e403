// The NPC roster suites' table: a GM's campaign with one player joined, and calls on its roster.
import type { Npc } from '@edgeforge/contracts/gm';
import { afterAll, beforeAll } from 'vitest';
import {
  createCampaignThroughApi,
  expectJson,
  inviteThroughApi,
  joinThroughApi,
  LIFTED_INVITE_LIMITS,
} from './campaigns.ts';
import { createTestContext, type TestContext } from './harness.ts';

type User = Awaited<ReturnType<TestContext['signUp']>>;

export interface NpcRosterSuite {
  ctx: TestContext;
  /** The campaign's GM, whose alone the roster is. */
  gm: User;
  /** A player who joined the campaign. */
  player: User;
  campaignId: string;
  /** The roster's path, of this campaign or another. */
  roster(campaignId?: string): string;
  /** Rolls NPCs into this campaign's roster as `cookie`'s user (`body` as the route takes it). */
  roll(cookie: string, body: unknown): Promise<Npc[]>;
  /** A roster as `cookie`'s user reads it (the GM's of this campaign unless told). */
  list(cookie?: string, campaignId?: string): Promise<Npc[]>;
}

/** Registers the suite's hooks and answers its frame, filled in once beforeAll has run. */
export function npcRosterSuite(): NpcRosterSuite {
  const suite = {
    roster: (campaignId = suite.campaignId) => `/api/campaigns/${campaignId}/npcs`,
    async roll(cookie, body) {
      const response = await suite.ctx.request(`${suite.roster()}/roll`, {
        method: 'POST',
        cookie,
        json: body,
      });
      return (await expectJson<{ npcs: Npc[] }>(response, 201)).npcs;
    },
    async list(cookie = suite.gm.cookie, campaignId = suite.campaignId) {
      const response = await suite.ctx.request(suite.roster(campaignId), { cookie });
      return (await expectJson<{ npcs: Npc[] }>(response, 200)).npcs;
    },
  } as NpcRosterSuite;

  beforeAll(async () => {
    suite.ctx = await createTestContext({ rateLimits: LIFTED_INVITE_LIMITS });
    suite.gm = await suite.ctx.signUp();
    suite.player = await suite.ctx.signUp();
    suite.campaignId = (await createCampaignThroughApi(suite.ctx, suite.gm.cookie)).id;
    const token = await inviteThroughApi(suite.ctx, suite.gm.cookie, suite.campaignId);
    await joinThroughApi(suite.ctx, suite.player.cookie, token);
  });
  afterAll(() => suite.ctx.close());
  return suite;
}
