import type { CampaignSummary, InvitePreview } from '@edgeforge/contracts/campaigns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignCareerCalls } from './support/campaign-career-calls.ts';
import { campaignEncounterCalls } from './support/campaign-encounter-calls.ts';
import { campaignMarketCalls } from './support/campaign-market-calls.ts';
import { campaignNetCalls } from './support/campaign-net-calls.ts';
import { campaignPlayCalls } from './support/campaign-play-calls.ts';
import {
  buildCampaignWorld,
  CAMPAIGN_ROLES,
  type CampaignRole,
  type CampaignWorld,
  snapshotTable,
} from './support/campaign-world.ts';
import { buildCampaignRequest, LIFTED_INVITE_LIMITS } from './support/campaigns.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectTypedRefusal } from './support/hostile-checks.ts';
import { answerText, campaignLiveCalls } from './support/live-calls.ts';

// Every campaign endpoint, and the sheet and retirement of a character in a party, called by everyone
// who may stand around a campaign: its GM, a member, a former member, a removed one, one who opened the
// invite and never joined, another user, and nobody signed in (decision 022). Each cell says what that
// caller gets. A refusal leaves the shared table exactly as built; a call that is allowed to change the
// table runs on a world of its own, so every cell starts from the same state.

let ctx: TestContext;
let world: CampaignWorld;
let worldAsBuilt: unknown;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: LIFTED_INVITE_LIMITS });
  world = await buildCampaignWorld(ctx);
  worldAsBuilt = await snapshotTable(ctx, world);
}, 60_000);
afterAll(() => ctx.close());

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (w: CampaignWorld) => string;
  json?: (w: CampaignWorld, role: CampaignRole) => unknown;
}

/** What one caller gets: a status (and typed code for a refusal), and whether the table changes. */
type Outcome = {
  status: number;
  code?: string;
  changes?: boolean;
  check?: (body: unknown, w: CampaignWorld) => void;
};

const ok = (status = 200, check?: Outcome['check']): Outcome => ({ status, ...(check ? { check } : {}) });
const changes = (status = 200): Outcome => ({ status, changes: true });
const refused = (status: number, code: string): Outcome => ({ status, code });
const notFound = refused(404, 'NOT_FOUND');
const gone = refused(410, 'INVITE_NOT_VALID');
const signedOut = refused(401, 'UNAUTHENTICATED');
const strangers = { former: notFound, removed: notFound, invited: notFound, other: notFound, signedOut };

const listed = (included: boolean) =>
  ok(200, (body, w) => {
    const ids = (body as { campaigns: CampaignSummary[] }).campaigns.map((c) => c.id);
    expect(ids.includes(w.campaignId)).toBe(included);
  });
const standing = (expected: InvitePreview['standing']) =>
  ok(200, (body) => expect((body as { invite: InvitePreview }).invite.standing).toBe(expected));
const access = (expected: string) =>
  ok(200, (body) => expect((body as { access: string }).access).toBe(expected));

const campaign = (w: CampaignWorld) => `/api/campaigns/${w.campaignId}`;
// `other` never got the link: it tries a token of its own making.
const tokenOf = (w: CampaignWorld, role: CampaignRole) => ({ token: role === 'other' ? 'a-guess' : w.token });

const CALLS: Record<string, Call & { expect: Record<CampaignRole, Outcome> }> = {
  'list campaigns': {
    method: 'GET',
    path: () => '/api/campaigns',
    expect: {
      gm: listed(true),
      member: listed(true),
      former: listed(false),
      removed: listed(false),
      invited: listed(false),
      other: listed(false),
      signedOut,
    },
  },
  'create a campaign': {
    method: 'POST',
    path: () => '/api/campaigns',
    json: () => buildCampaignRequest({ name: 'Somebody else’s table' }),
    expect: {
      gm: ok(201),
      member: ok(201),
      former: ok(201),
      removed: ok(201),
      invited: ok(201),
      other: ok(201),
      signedOut,
    },
  },
  'read the campaign': { method: 'GET', path: campaign, expect: { gm: ok(), member: ok(), ...strangers } },
  'close it': {
    method: 'POST',
    path: (w) => `${campaign(w)}/close`,
    expect: { gm: changes(), member: notFound, ...strangers },
  },
  'change its settings': {
    method: 'PUT',
    path: (w) => `${campaign(w)}/settings`,
    json: () => ({
      allowedMethods: ['streetrat', 'complete'],
      acceptsHouseRules: true,
      completeStatPoints: 75,
    }),
    expect: { gm: changes(), member: notFound, ...strangers },
  },
  'read the NPC roster': {
    method: 'GET',
    path: (w) => `${campaign(w)}/npcs`,
    expect: { gm: ok(), member: notFound, ...strangers },
  },
  'roll NPCs': {
    method: 'POST',
    path: (w) => `${campaign(w)}/npcs/roll`,
    json: () => ({ tier: 'mook', count: 1 }),
    expect: { gm: ok(201), member: notFound, ...strangers },
  },
  'make an invite link': {
    method: 'POST',
    path: (w) => `${campaign(w)}/invite`,
    json: () => ({ expiresInDays: 3 }),
    expect: { gm: changes(201), member: notFound, ...strangers },
  },
  'revoke the invite link': {
    method: 'DELETE',
    path: (w) => `${campaign(w)}/invite`,
    expect: { gm: changes(), member: notFound, ...strangers },
  },
  'remove the member': {
    method: 'DELETE',
    path: (w) => `${campaign(w)}/members/${w.users.member.user.id}`,
    expect: { gm: changes(), member: notFound, ...strangers },
  },
  leave: {
    method: 'POST',
    path: (w) => `${campaign(w)}/leave`,
    expect: { gm: notFound, member: changes(204), ...strangers },
  },
  'bring a character of their own': {
    method: 'PUT',
    path: (w) => `${campaign(w)}/character`,
    json: (w, role) => ({ characterId: role === 'signedOut' ? w.spare.member : w.spare[role] }),
    expect: { gm: notFound, member: refused(409, 'CAMPAIGN_CHARACTER_ATTACHED'), ...strangers },
  },
  'take the character back': {
    method: 'DELETE',
    path: (w) => `${campaign(w)}/character`,
    expect: { gm: notFound, member: changes(), ...strangers },
  },
  'look up the invite link': {
    method: 'POST',
    path: () => '/api/invites/lookup',
    json: tokenOf,
    expect: {
      gm: standing('gm'),
      member: standing('member'),
      former: standing('guest'),
      removed: gone,
      invited: standing('guest'),
      other: gone,
      signedOut,
    },
  },
  'join through the invite link': {
    method: 'POST',
    path: () => '/api/invites/join',
    json: tokenOf,
    expect: {
      gm: ok(),
      member: ok(),
      former: changes(),
      removed: gone,
      invited: changes(),
      other: gone,
      signedOut,
    },
  },
  "read the member's character sheet": {
    method: 'GET',
    path: (w) => `/api/characters/${w.memberCharacter.id}`,
    expect: { gm: access('gm'), member: access('owner'), ...strangers },
  },
  "read the full bio of the member's character": {
    method: 'GET',
    path: (w) => `/api/characters/${w.memberCharacter.id}/bio`,
    expect: {
      gm: ok(200, (body) => expect(body).toEqual({ bio: expect.any(String) })),
      member: ok(),
      ...strangers,
    },
  },
  "see whether the member's character is shared": {
    method: 'GET',
    path: (w) => `/api/characters/${w.memberCharacter.id}/share`,
    expect: {
      gm: notFound,
      member: ok(200, (body) => expect(body).toEqual({ link: { createdAt: expect.any(String) } })),
      ...strangers,
    },
  },
  "revoke the member's share link": {
    method: 'DELETE',
    path: (w) => `/api/characters/${w.memberCharacter.id}/share`,
    expect: { gm: notFound, member: changes(204), ...strangers },
  },
  "share the member's character by a new link": {
    method: 'POST',
    path: (w) => `/api/characters/${w.memberCharacter.id}/share`,
    expect: { gm: notFound, member: changes(201), ...strangers },
  },
  // The downloads of the member's character are the GM's too (decision 052); sharing is not. The PDF's
  // cells, a render each, are in campaigns-party-export.test.ts.
  ...Object.fromEntries(
    ['json', 'foundry'].map((kind) => [
      `download the member's character (${kind})`,
      {
        method: 'GET',
        path: (w: CampaignWorld) => `/api/characters/${w.memberCharacter.id}/export/${kind}`,
        expect: { gm: ok(), member: ok(), ...strangers },
      } satisfies Call & { expect: Record<CampaignRole, Outcome> },
    ]),
  ),
  'export the party to Foundry': {
    method: 'GET',
    path: (w) => `${campaign(w)}/export/foundry`,
    expect: { gm: ok(), member: notFound, ...strangers },
  },
  ...campaignPlayCalls({ ok, changes, refused, notFound, strangers }),
  ...campaignCareerCalls({ ok, changes, refused, notFound, strangers }),
  ...campaignMarketCalls({ ok, changes, refused, notFound, strangers }),
  ...campaignLiveCalls({ ok, notFound, strangers }),
  ...campaignNetCalls({ ok, changes, refused, notFound, strangers }),
  ...campaignEncounterCalls({ ok, changes, notFound, strangers }),
  "retire the member's character": {
    method: 'POST',
    path: (w) => `/api/characters/${w.memberCharacter.id}/retire`,
    expect: { gm: notFound, member: changes(), ...strangers },
  },
};

async function call(w: CampaignWorld, role: CampaignRole, c: Call): Promise<Response> {
  const cookie = role === 'signedOut' ? undefined : w.users[role].cookie;
  const json = c.json?.(w, role);
  return ctx.request(c.path(w), {
    method: c.method,
    ...(cookie ? { cookie } : {}),
    ...(json ? { json } : {}),
  });
}

const cells = Object.entries(CALLS).flatMap(([name, c]) =>
  CAMPAIGN_ROLES.map((role) => [`${name}, as ${role}`, role, c, c.expect[role]] as const),
);

describe('the campaign authorization matrix', () => {
  it('has a cell for every role and every call', () => {
    for (const c of Object.values(CALLS))
      expect(Object.keys(c.expect).sort()).toEqual([...CAMPAIGN_ROLES].sort());
  });

  it.each(cells)(
    '%s',
    async (_, role, c, outcome) => {
      const w = outcome.changes ? await buildCampaignWorld(ctx, { forCell: { shared: world, role } }) : world;
      const before = outcome.changes ? await snapshotTable(ctx, w) : worldAsBuilt;
      const response = await call(w, role, c);
      if (outcome.code) {
        expect(await expectTypedRefusal(response)).toBe(outcome.code);
      } else {
        const text = await answerText(response);
        expect(response.status, text.slice(0, 300)).toBe(outcome.status);
        if (outcome.check) outcome.check(JSON.parse(text), w);
      }
      if (outcome.changes) expect(await snapshotTable(ctx, w)).not.toEqual(before);
      else expect(await snapshotTable(ctx, w)).toEqual(before);
    },
    30_000,
  );

  it('answers every refused campaign call exactly as for a campaign that does not exist', async () => {
    const unknown = { ...world, campaignId: '00000000-0000-4000-8000-000000000000' };
    for (const [name, c] of Object.entries(CALLS)) {
      if (!c.path(world).startsWith(`/api/campaigns/${world.campaignId}`)) continue;
      for (const role of ['former', 'removed', 'invited', 'other'] as const) {
        const refusedBody = await (await call(world, role, c)).json();
        const missingBody = await (await call(unknown, role, c)).json();
        expect(refusedBody, `${name} as ${role}`).toEqual(missingBody);
      }
    }
  });
});
