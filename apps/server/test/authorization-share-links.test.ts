import type { FullCharacter } from '@edgeforge/contracts/api';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSaveRequest, saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectTypedRefusal, snapshotRows } from './support/hostile-checks.ts';

// The endpoints of "To the table" (edit, duplicate, exports, import, share links, the shared sheet),
// each called by the owner, another user, a signed-out caller, a link holder (signed out, or signed
// in as someone else, who learned the character's id from the shared sheet) and the holder of a revoked
// link. Only the owner acts on the character; a link opens the read-only sheet and nothing else.

let ctx: TestContext;
let owner: { cookie: string };
let other: { cookie: string };
let target: FullCharacter;
let liveToken: string;
let revokedToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signUp();
  other = await ctx.signUp();
  target = await saveThroughApi(ctx, owner.cookie);
  const spare = await saveThroughApi(ctx, owner.cookie);
  const make = async (id: string) => {
    const response = await ctx.request(`/api/characters/${id}/share`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    return ((await response.json()) as { link: { token: string } }).link.token;
  };
  liveToken = await make(target.id);
  revokedToken = await make(spare.id);
  await ctx.request(`/api/characters/${spare.id}/share`, { method: 'DELETE', cookie: owner.cookie });
});
afterAll(() => ctx.close());

type Who = 'owner' | 'other user' | 'signed out' | 'link holder' | 'link holder signed in' | 'revoked link';
const cookieOf = (who: Who) =>
  who === 'owner'
    ? owner.cookie
    : who === 'other user' || who === 'link holder signed in'
      ? other.cookie
      : undefined;

interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (who: Who) => string;
  json?: () => unknown;
  /** Whether the owner's call writes (its expected answer is then checked on a copy of the state). */
  owner: number;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'update',
    method: 'PUT',
    path: () => `/api/characters/${target.id}`,
    json: () => ({ ...buildSaveRequest({ draft: buildDraft({ lastName: 'Changed' }) }), version: 999 }),
    // Even the owner's own update is refused when made from another version: nothing may change here.
    owner: 409,
  },
  { name: 'open for edit', method: 'POST', path: () => `/api/characters/${target.id}/edit`, owner: 200 },
  { name: 'export JSON', method: 'GET', path: () => `/api/characters/${target.id}/export/json`, owner: 200 },
  {
    name: 'export Foundry',
    method: 'GET',
    path: () => `/api/characters/${target.id}/export/foundry`,
    owner: 200,
  },
  { name: 'export PDF', method: 'GET', path: () => `/api/characters/${target.id}/export/pdf`, owner: 200 },
  { name: 'share link status', method: 'GET', path: () => `/api/characters/${target.id}/share`, owner: 200 },
  {
    name: 'the shared sheet',
    method: 'GET',
    path: (who) => `/api/shared/${who === 'revoked link' ? revokedToken : liveToken}`,
    owner: 200,
  },
];

/** What each caller gets from each endpoint. */
function expected(endpoint: Endpoint, who: Who): number {
  if (endpoint.name === 'the shared sheet') return who === 'revoked link' ? 404 : 200;
  if (who === 'owner') return endpoint.owner;
  if (who === 'other user' || who === 'link holder signed in') return 404;
  return 401;
}

const WHO: Who[] = [
  'owner',
  'other user',
  'signed out',
  'link holder',
  'link holder signed in',
  'revoked link',
];

describe.each(WHO)('as %s', (who) => {
  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))('%s', async (_name, endpoint) => {
    const before = await snapshotRows(ctx);
    const cookie = cookieOf(who);
    const response = await ctx.request(endpoint.path(who), {
      method: endpoint.method,
      ...(cookie ? { cookie } : {}),
      ...(endpoint.json ? { json: endpoint.json() } : {}),
    });
    const status = expected(endpoint, who);
    if (status >= 400) await expectTypedRefusal(response.clone(), `${who} ${endpoint.name}`);
    expect(response.status, `${who} ${endpoint.name}`).toBe(status);
    await response.body?.cancel();
    // Nobody but the owner writes; the owner's reads write nothing either (the edit only its draft).
    if (endpoint.name !== 'open for edit') expect(await snapshotRows(ctx)).toEqual(before);
    const still = await ctx.request(`/api/characters/${target.id}`, { cookie: owner.cookie });
    expect(((await still.json()) as { character: FullCharacter }).character).toEqual(target);
  });
});

describe('a link holder', () => {
  it('cannot duplicate, share, revoke or import through the link: only the owner can', async () => {
    for (const cookie of [undefined, other.cookie]) {
      const before = await snapshotRows(ctx);
      for (const [method, path] of [
        ['POST', `/api/characters/${target.id}/duplicate`],
        ['POST', `/api/characters/${target.id}/share`],
        ['DELETE', `/api/characters/${target.id}/share`],
        ['POST', `/api/characters/${target.id}/retire`],
      ] as const) {
        const response = await ctx.request(path, { method, ...(cookie ? { cookie } : {}) });
        expect(await expectTypedRefusal(response), `${method} ${path}`).toBe(
          cookie ? 'NOT_FOUND' : 'UNAUTHENTICATED',
        );
      }
      expect(await snapshotRows(ctx)).toEqual(before);
    }
    expect((await ctx.request(`/api/shared/${liveToken}`)).status).toBe(200);
  });
});
