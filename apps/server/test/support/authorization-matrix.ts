// The shared frame of the authorization-matrix suites: an owner with an active and a retired
// character and a draft, another user with a character of their own, every endpoint that reads or
// changes a user's data, and the check that the owner's data is exactly as it was.
import type { FullCharacter } from '@edgeforge/contracts/api';
import { buildCharacterExport } from '@edgeforge/contracts/character-export';
import type { Npc } from '@edgeforge/contracts/gm';
import type { Market } from '@edgeforge/contracts/market';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { user } from '../../src/db/schema/auth.ts';
import { draft } from '../../src/db/schema/ops.ts';
import { shareLinks } from '../../src/db/schema/share-links.ts';
import { RATE_LIMITS } from '../../src/domain/limits/rate-limits.ts';
import { campaignCalls } from './campaign-calls.ts';
import { createCampaignThroughApi, inviteThroughApi, rosterFightThroughApi } from './campaigns.ts';
import { buildSaveRequest, saveThroughApi } from './characters.ts';
import { draftAndGenerationCalls } from './draft-and-generation-calls.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { rollMarketThroughApi } from './market-calls.ts';
import { playCalls } from './play-calls.ts';
import { generatePortraitThroughApi, pendingPortraitIds, portraitCalls } from './portrait-calls.ts';

type User = { cookie: string; user: { id: string; email: string } };

/** What the owner sees, the owner's draft row as stored, and the owner's account row. */
export type OwnerState = {
  list: unknown;
  character: unknown;
  bio: unknown;
  spare: unknown;
  draft: unknown;
  account: unknown;
  campaign: unknown;
  campaigns: unknown;
  /** The owner's campaign's NPC roster, its encounter as its GM reads it, and its Night Markets. */
  npcs: unknown;
  /** The target's play state and log, as the owner reads them. */
  play: unknown;
  /** The owner's share links as stored, and whether the owner's link still opens the target. */
  shareLinks: unknown;
  sharedStatus: number;
  /** The ids of the owner's generated portraits waiting for a save (decision 024). */
  pendingPortraits: string[];
};

export interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: () => string;
  json?: () => unknown;
}

export interface AuthorizationMatrix {
  ctx: TestContext;
  owner: User;
  other: User;
  /** The owner's character that everyone else aims at. */
  target: FullCharacter;
  /** The owner's second character, retired: still the owner's, still readable by the owner. */
  spare: FullCharacter;
  otherCharacter: FullCharacter;
  /** The campaign the owner runs, with a live invite link. */
  campaignId: string;
  /** An NPC of the owner's campaign's roster, an encounter with it, and a Night Market, still a draft. */
  npc: Npc;
  encounterId: string;
  market: Market;
  /** The id of the owner's session, which the account endpoints take. */
  ownerSessionId: string;
  /** The token of the owner's live share link to the target. */
  ownerShareToken: string;
  ownerPendingPortraitId: string;
  /** Every endpoint that reads or changes a user's characters, draft, generations or account. */
  calls: Call[];
  call(c: Call, cookie: string | undefined, headers?: Record<string, string>): Promise<Response>;
  ownerState(): Promise<OwnerState>;
  /** The owner's list, characters and draft are exactly as they were before the suite's calls. */
  expectOwnerUnchanged(): Promise<void>;
}

/** A save whose character breaks a rule (one skill over the package), with or without the tick. */
const ruleBreakingSave = (houseRules: boolean) => {
  const draft = buildDraft({ houseRules: { enabled: houseRules, statRerolls: false } });
  const skills = draft.skills.map((skill, i) => (i === 0 ? { ...skill, ranks: skill.ranks + 1 } : skill));
  return buildSaveRequest({ draft: { ...draft, skills } });
};

/** Registers the suite's hooks and answers its frame, filled in once beforeAll has run. */
export function authorizationMatrix(): AuthorizationMatrix {
  let ownerBaseline: OwnerState;
  const m = {
    calls: [
      { name: 'list characters', method: 'GET', path: () => '/api/characters' },
      {
        name: 'list characters, naming the owner in the query',
        method: 'GET',
        path: () => `/api/characters?userId=${m.owner.user.id}&user_id=${m.owner.user.id}`,
      },
      { name: 'get one', method: 'GET', path: () => `/api/characters/${m.target.id}` },
      {
        name: 'get one, upper-case id',
        method: 'GET',
        path: () => `/api/characters/${m.target.id.toUpperCase()}`,
      },
      { name: 'get a retired one', method: 'GET', path: () => `/api/characters/${m.spare.id}` },
      { name: 'list characters, one a page', method: 'GET', path: () => '/api/characters?limit=1' },
      { name: 'read the full bio', method: 'GET', path: () => `/api/characters/${m.target.id}/bio` },
      {
        name: 'read the full bio, upper-case id',
        method: 'GET',
        path: () => `/api/characters/${m.target.id.toUpperCase()}/bio`,
      },
      { name: "read a retired one's bio", method: 'GET', path: () => `/api/characters/${m.spare.id}/bio` },
      { name: 'retire', method: 'POST', path: () => `/api/characters/${m.target.id}/retire` },
      {
        name: 'retire, with the owner named in the body',
        method: 'POST',
        path: () => `/api/characters/${m.target.id}/retire`,
        json: () => ({ userId: m.owner.user.id }),
      },
      { name: 'save', method: 'POST', path: () => '/api/characters', json: () => buildSaveRequest() },
      {
        name: 'update',
        method: 'PUT',
        path: () => `/api/characters/${m.target.id}`,
        json: () => ({ ...buildSaveRequest({ draft: buildDraft({ firstName: 'Intruder' }) }), version: 1 }),
      },
      { name: 'open for edit', method: 'POST', path: () => `/api/characters/${m.target.id}/edit` },
      { name: 'duplicate', method: 'POST', path: () => `/api/characters/${m.target.id}/duplicate` },
      { name: 'export JSON', method: 'GET', path: () => `/api/characters/${m.target.id}/export/json` },
      { name: 'export Foundry', method: 'GET', path: () => `/api/characters/${m.target.id}/export/foundry` },
      { name: 'export PDF', method: 'GET', path: () => `/api/characters/${m.target.id}/export/pdf` },
      {
        name: "import the owner's character file",
        method: 'POST',
        path: () => '/api/characters/import',
        // The owner's character as the JSON export writes it.
        json: () => buildCharacterExport(m.target, null),
      },
      { name: 'share link status', method: 'GET', path: () => `/api/characters/${m.target.id}/share` },
      { name: 'make a share link', method: 'POST', path: () => `/api/characters/${m.target.id}/share` },
      { name: 'revoke the share link', method: 'DELETE', path: () => `/api/characters/${m.target.id}/share` },
      {
        name: 'save a character that breaks the rules',
        method: 'POST',
        path: () => '/api/characters',
        json: () => ruleBreakingSave(false),
      },
      {
        name: 'save it under house rules',
        method: 'POST',
        path: () => '/api/characters',
        json: () => ruleBreakingSave(true),
      },
      {
        name: "save, claiming the owner's id",
        method: 'POST',
        path: () => '/api/characters',
        json: () => ({ ...buildSaveRequest(), userId: m.owner.user.id }),
      },
      {
        name: "save, claiming the target's id",
        method: 'POST',
        path: () => '/api/characters',
        json: () => ({ ...buildSaveRequest(), id: m.target.id }),
      },
      ...draftAndGenerationCalls({ ownerId: () => m.owner.user.id }),
      // The account page. Password checks use a wrong password: a right one would change or delete
      // the caller's own account, which the suites keep as their second witness.
      { name: 'account export', method: 'GET', path: () => '/api/account/export' },
      { name: 'list sessions', method: 'GET', path: () => '/api/auth/list-sessions' },
      {
        name: "revoke the owner's session",
        method: 'POST',
        path: () => '/api/auth/revoke-session',
        json: () => ({ id: m.ownerSessionId }),
      },
      {
        name: 'revoke other sessions',
        method: 'POST',
        path: () => '/api/auth/revoke-other-sessions',
        json: () => ({}),
      },
      {
        name: 'change password',
        method: 'POST',
        path: () => '/api/auth/change-password',
        json: () => ({ currentPassword: 'not-the-password', newPassword: 'Hijacked-Account-Passphrase-1' }),
      },
      {
        name: "change e-mail to the owner's",
        method: 'POST',
        path: () => '/api/auth/change-email',
        json: () => ({ newEmail: m.owner.user.email, password: 'not-the-password' }),
      },
      {
        name: 'delete account',
        method: 'POST',
        path: () => '/api/auth/delete-user',
        json: () => ({ password: 'not-the-password', confirmation: 'DELETE' }),
      },
      ...portraitCalls({
        ownerPortraitId: () => m.ownerPendingPortraitId,
        callersCharacter: () => m.otherCharacter,
      }),
      ...campaignCalls({
        campaignId: () => m.campaignId,
        ownerId: () => m.owner.user.id,
        callersCharacterId: () => m.otherCharacter.id,
        npcId: () => m.npc.id,
        npcBuild: () => m.npc.build,
        encounterId: () => m.encounterId,
        marketId: () => m.market.id,
      }),
      ...playCalls({ characterId: () => m.target.id, campaignId: () => m.campaignId }),
    ],
    call(c, cookie, headers = {}) {
      return m.ctx.request(c.path(), {
        method: c.method,
        ...(cookie ? { cookie } : {}),
        headers,
        ...(c.json ? { json: c.json() } : {}),
      });
    },
    async ownerState() {
      const read = async (path: string) => {
        const response = await m.ctx.request(path, { cookie: m.owner.cookie });
        expect(response.status, path).toBe(200);
        return response.json();
      };
      const [row] = await m.ctx.deps.db.select().from(draft).where(eq(draft.userId, m.owner.user.id));
      const [account] = await m.ctx.deps.db
        .select({ email: user.email, updatedAt: user.updatedAt })
        .from(user)
        .where(eq(user.id, m.owner.user.id));
      const links = await m.ctx.deps.db
        .select()
        .from(shareLinks)
        .where(eq(shareLinks.userId, m.owner.user.id));
      const shared = await m.ctx.request(`/api/shared/${m.ownerShareToken}`);
      await shared.body?.cancel();
      const campaign = `/api/campaigns/${m.campaignId}`;
      const gm = (at: string) => read(campaign + at);
      return {
        shareLinks: links.map((link) => ({ ...link, createdAt: link.createdAt.toISOString() })),
        sharedStatus: shared.status,
        pendingPortraits: await pendingPortraitIds(m.ctx, m.owner.user.id),
        list: await read('/api/characters'),
        character: await read(`/api/characters/${m.target.id}`),
        bio: await read(`/api/characters/${m.target.id}/bio`),
        spare: await read(`/api/characters/${m.spare.id}`),
        draft: row ? { data: row.data, updatedAt: row.updatedAt.toISOString() } : null,
        account: account ? { email: account.email, updatedAt: account.updatedAt.toISOString() } : null,
        campaign: await read(campaign),
        campaigns: await read('/api/campaigns'),
        npcs: [await gm('/npcs'), await gm(`/encounters/${m.encounterId}`), await gm('/markets')],
        play: await read(`/api/characters/${m.target.id}/play`),
      };
    },
    async expectOwnerUnchanged() {
      expect(await m.ownerState()).toEqual(ownerBaseline);
    },
  } as AuthorizationMatrix;

  beforeAll(async () => {
    // Every call is followed by a look through the owner's share link: far past one address's share.
    m.ctx = await createTestContext({
      rateLimits: { shareTokenPerIp: { ...RATE_LIMITS.shareTokenPerIp, limit: 100_000 } },
    });
    m.owner = await m.ctx.signUp();
    m.other = await m.ctx.signUp();
    m.target = await saveThroughApi(m.ctx, m.owner.cookie);
    m.spare = await saveThroughApi(m.ctx, m.owner.cookie, buildSaveRequest({ portrait: null }));
    m.otherCharacter = await saveThroughApi(m.ctx, m.other.cookie);
    const retire = { method: 'POST', cookie: m.owner.cookie } as const;
    expect((await m.ctx.request(`/api/characters/${m.spare.id}/retire`, retire)).status).toBe(200);
    const draftBody = { draft: buildDraft({ firstName: 'OwnersDraft' }) };
    const put = await m.ctx.request('/api/draft', { method: 'PUT', cookie: m.owner.cookie, json: draftBody });
    expect(put.status).toBe(200);
    const shared = await m.ctx.request(`/api/characters/${m.target.id}/share`, {
      method: 'POST',
      cookie: m.owner.cookie,
    });
    expect(shared.status).toBe(201);
    m.ownerShareToken = ((await shared.json()) as { link: { token: string } }).link.token;
    const sessions = await m.ctx.request('/api/auth/list-sessions', { cookie: m.owner.cookie });
    const listed = (await sessions.json()) as { sessions: { id: string }[] };
    m.ownerSessionId = listed.sessions[0]?.id ?? '';
    m.ownerPendingPortraitId = await generatePortraitThroughApi(m.ctx, m.owner.cookie);
    m.campaignId = (await createCampaignThroughApi(m.ctx, m.owner.cookie)).id;
    await inviteThroughApi(m.ctx, m.owner.cookie, m.campaignId);
    Object.assign(m, await rosterFightThroughApi(m.ctx, m.owner.cookie, m.campaignId));
    m.market = await rollMarketThroughApi(m.ctx, m.owner.cookie, m.campaignId);
    ownerBaseline = await m.ownerState();
  });
  afterAll(() => m.ctx.close());

  return m;
}
