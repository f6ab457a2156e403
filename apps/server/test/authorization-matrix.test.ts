import type { CharacterListItem, FullCharacter } from '@edgeforge/contracts/api';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draft } from '../src/db/schema/ops.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from './harness.ts';
import { buildCompleteDraft } from './support/character-draft.ts';
import { buildSaveRequest, saveThroughApi } from './support/characters.ts';
import { expectTypedRefusal, snapshotRows } from './support/hostile-checks.ts';
import {
  expireSession,
  randomToken,
  SESSION_COOKIE,
  sessionCookie,
  signInAgain,
  signToken,
  splitSessionCookie,
  tamper,
} from './support/sessions.ts';

// Every character endpoint, called by everyone who is not the owner: no session, forged and
// tampered cookies, an expired or signed-out session, another user's session, the owner's own
// session from another site. Each gets its 401, 403 or 404 (or only its own data), and after
// every single call the owner's characters and draft are exactly as they were.

type User = { cookie: string; user: { id: string; email: string } };

let ctx: TestContext;
let owner: User;
let other: User;
/** The owner's character that everyone else aims at. */
let target: FullCharacter;
/** The owner's second character, retired: still the owner's, still readable by the owner. */
let spare: FullCharacter;
let otherCharacter: FullCharacter;

/** What the owner sees, and the owner's draft row as stored. */
type OwnerState = { list: unknown; character: unknown; spare: unknown; draft: unknown };
let ownerBaseline: OwnerState;

async function ownerState(): Promise<OwnerState> {
  const read = async (path: string) => {
    const response = await ctx.request(path, { cookie: owner.cookie });
    expect(response.status, path).toBe(200);
    return response.json();
  };
  const [row] = await ctx.deps.db.select().from(draft).where(eq(draft.userId, owner.user.id));
  return {
    list: await read('/api/characters'),
    character: await read(`/api/characters/${target.id}`),
    spare: await read(`/api/characters/${spare.id}`),
    draft: row ? { data: row.data, updatedAt: row.updatedAt.toISOString() } : null,
  };
}

async function expectOwnerUnchanged(): Promise<void> {
  expect(await ownerState()).toEqual(ownerBaseline);
}

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signUp();
  other = await ctx.signUp();
  target = await saveThroughApi(ctx, owner.cookie);
  spare = await saveThroughApi(ctx, owner.cookie, buildSaveRequest({ portrait: null }));
  otherCharacter = await saveThroughApi(ctx, other.cookie);
  const retired = await ctx.request(`/api/characters/${spare.id}/retire`, {
    method: 'POST',
    cookie: owner.cookie,
  });
  expect(retired.status).toBe(200);
  const put = await ctx.request('/api/draft', {
    method: 'PUT',
    cookie: owner.cookie,
    json: { draft: buildCompleteDraft({ firstName: 'OwnersDraft' }) },
  });
  expect(put.status).toBe(200);
  ownerBaseline = await ownerState();
});
afterAll(() => ctx.close());

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: () => string;
  json?: () => unknown;
}

const draftBody = () => ({ draft: buildCompleteDraft({ firstName: 'Intruder' }) });

/** Every endpoint that reads or changes a user's characters, draft or generations. */
const CALLS: Call[] = [
  { name: 'list characters', method: 'GET', path: () => '/api/characters' },
  {
    name: 'list characters, naming the owner in the query',
    method: 'GET',
    path: () => `/api/characters?userId=${owner.user.id}&user_id=${owner.user.id}`,
  },
  { name: 'get one', method: 'GET', path: () => `/api/characters/${target.id}` },
  { name: 'get one, upper-case id', method: 'GET', path: () => `/api/characters/${target.id.toUpperCase()}` },
  { name: 'get a retired one', method: 'GET', path: () => `/api/characters/${spare.id}` },
  { name: 'retire', method: 'POST', path: () => `/api/characters/${target.id}/retire` },
  {
    name: 'retire, with the owner named in the body',
    method: 'POST',
    path: () => `/api/characters/${target.id}/retire`,
    json: () => ({ userId: owner.user.id }),
  },
  { name: 'save', method: 'POST', path: () => '/api/characters', json: () => buildSaveRequest() },
  {
    name: "save, claiming the owner's id",
    method: 'POST',
    path: () => '/api/characters',
    json: () => ({ ...buildSaveRequest(), userId: owner.user.id }),
  },
  {
    name: "save, claiming the target's id",
    method: 'POST',
    path: () => '/api/characters',
    json: () => ({ ...buildSaveRequest(), id: target.id }),
  },
  { name: 'draft get', method: 'GET', path: () => '/api/draft' },
  { name: 'draft put', method: 'PUT', path: () => '/api/draft', json: draftBody },
  {
    name: "draft put, claiming the owner's id",
    method: 'PUT',
    path: () => '/api/draft',
    json: () => ({ ...draftBody(), userId: owner.user.id }),
  },
  { name: 'draft delete', method: 'DELETE', path: () => '/api/draft' },
  {
    name: 'generate a name',
    method: 'POST',
    path: () => '/api/functions/generate-random-name',
    json: () => ({ gender: 'male', culturalRegion: 'Eastern European' }),
  },
  {
    name: 'generate a bio',
    method: 'POST',
    path: () => '/api/functions/generate-character-bio',
    json: () => ({ characterData: buildCompleteDraft(), seed: 1 }),
  },
  {
    name: 'generate a portrait',
    method: 'POST',
    path: () => '/api/functions/generate-character-portrait',
    json: () => ({ prompt: 'A portrait.', characterData: buildCompleteDraft(), seed: 1 }),
  },
];

function call(c: Call, cookie: string | undefined, headers: Record<string, string> = {}) {
  return ctx.request(c.path(), {
    method: c.method,
    ...(cookie ? { cookie } : {}),
    headers,
    ...(c.json ? { json: c.json() } : {}),
  });
}

// --- no valid session ----------------------------------------------------------------------

const secret = () => ctx.deps.env.BETTER_AUTH_SECRET as string;

/** Ways to call without a valid session; each builds its cookie (or none) once the users exist. */
const NOT_SIGNED_IN: [string, () => Promise<string | undefined>][] = [
  ['no cookie', async () => undefined],
  ['an empty session cookie', async () => `${SESSION_COOKIE}=`],
  ['a random token without a signature', async () => `${SESSION_COOKIE}=${randomToken()}`],
  ['a random token with a random signature', async () => sessionCookie(randomToken(), randomToken())],
  [
    'a random token signed with another secret',
    async () => sessionCookie(randomToken(), signToken('x', 'nope')),
  ],
  [
    // Signed with the real secret: only the database lookup can refuse it.
    'a random token signed with the real secret',
    async () => {
      const token = randomToken();
      return sessionCookie(token, signToken(token, secret()));
    },
  ],
  [
    "the owner's token with a tampered signature",
    async () => {
      const { token, signature } = splitSessionCookie(owner.cookie);
      return sessionCookie(token, tamper(signature));
    },
  ],
  [
    "the owner's token without its signature",
    async () => `${SESSION_COOKIE}=${splitSessionCookie(owner.cookie).token}`,
  ],
  [
    "the owner's signature on the other user's token",
    async () =>
      sessionCookie(splitSessionCookie(other.cookie).token, splitSessionCookie(owner.cookie).signature),
  ],
  [
    "the owner's session token sent as the cookie's whole value",
    async () => `${SESSION_COOKIE}=${encodeURIComponent(splitSessionCookie(owner.cookie).token)}`,
  ],
  [
    'an expired session of the owner',
    async () => {
      const cookie = await signInAgain(ctx, owner.user.email);
      await expireSession(ctx, cookie);
      return cookie;
    },
  ],
  [
    'a signed-out session of the owner',
    async () => {
      const cookie = await signInAgain(ctx, owner.user.email);
      const out = await ctx.request('/api/auth/sign-out', { method: 'POST', cookie });
      expect(out.status).toBe(200);
      return cookie;
    },
  ],
  [
    "the owner's cookie under another name",
    async () => `better-auth.session_tokem=${owner.cookie.slice(owner.cookie.indexOf('=') + 1)}`,
  ],
];

describe('the cookie format the forgeries imitate', () => {
  it("is better-call's: the token, a dot and its base64 HMAC-SHA256 with the auth secret", () => {
    const { token, signature } = splitSessionCookie(owner.cookie);
    expect(signToken(token, secret())).toBe(signature);
  });
});

describe.each(NOT_SIGNED_IN)('with %s', (_label, makeCookie) => {
  let cookie: string | undefined;
  beforeAll(async () => {
    cookie = await makeCookie();
  });

  it('the session endpoint knows no user', async () => {
    const response = await ctx.request('/api/auth/get-session', { ...(cookie ? { cookie } : {}) });
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it.each(CALLS.map((c) => [c.name, c] as const))(
    '%s: 401 UNAUTHENTICATED, owner untouched',
    async (_, c) => {
      const before = await snapshotRows(ctx);
      const response = await call(c, cookie);
      expect(response.status).toBe(401);
      const body = (await response.clone().json()) as { error: { message: string } };
      expect(await expectTypedRefusal(response)).toBe('UNAUTHENTICATED');
      if (c.path() === '/api/characters' && c.method === 'POST') {
        expect(body.error.message).toBe(MESSAGES.saveAuthRequired);
      }
      // No session means no write of any kind, not even to another user.
      expect(await snapshotRows(ctx)).toEqual(before);
      await expectOwnerUnchanged();
    },
  );
});

// --- another user's valid session ----------------------------------------------------------

describe("with another user's session", () => {
  const expectations: Record<string, (response: Response) => Promise<void>> = {
    'list characters': expectOnlyOthers,
    'list characters, naming the owner in the query': expectOnlyOthers,
    'get one': expectNotFound,
    'get one, upper-case id': expectNotFound,
    'get a retired one': expectNotFound,
    retire: expectNotFound,
    'retire, with the owner named in the body': expectNotFound,
    save: async (response) => {
      // A save always belongs to whoever is signed in.
      expect(response.status).toBe(201);
      const { character } = (await response.json()) as { character: FullCharacter };
      const mine = await ctx.request(`/api/characters/${character.id}`, { cookie: other.cookie });
      expect(mine.status).toBe(200);
      const owners = await ctx.request(`/api/characters/${character.id}`, { cookie: owner.cookie });
      expect(owners.status).toBe(404);
    },
    "save, claiming the owner's id": expectValidationFailed,
    "save, claiming the target's id": expectValidationFailed,
    'draft get': async (response) => {
      expect(response.status).toBe(200);
      const body = (await response.json()) as { draft: { firstName: string } | null };
      expect(body.draft?.firstName).not.toBe('OwnersDraft');
    },
    'draft put': async (response) => {
      expect(response.status).toBe(200);
      const [row] = await ctx.deps.db.select().from(draft).where(eq(draft.userId, other.user.id));
      expect(row?.data).toMatchObject({ firstName: 'Intruder' });
    },
    "draft put, claiming the owner's id": expectValidationFailed,
    'draft delete': async (response) => {
      expect(response.status).toBe(204);
    },
    'generate a name': expectOk,
    'generate a bio': expectOk,
    'generate a portrait': expectOk,
  };

  async function expectOnlyOthers(response: Response) {
    expect(response.status).toBe(200);
    const { characters } = (await response.json()) as { characters: CharacterListItem[] };
    const ids = characters.map((c) => c.id);
    expect(ids).toEqual([otherCharacter.id]);
    // The owner's portrait address is never disclosed to anyone else.
    expect(JSON.stringify(characters)).not.toContain(target.portrait_url as string);
  }
  async function expectNotFound(response: Response) {
    const body = await response.clone().json();
    expect(await expectTypedRefusal(response)).toBe('NOT_FOUND');
    // Exactly the answer for an id that does not exist: nothing tells the id is taken.
    const missing = await ctx.request('/api/characters/00000000-0000-4000-8000-000000000000', {
      cookie: other.cookie,
    });
    expect(body).toEqual(await missing.json());
  }
  async function expectValidationFailed(response: Response) {
    expect(await expectTypedRefusal(response)).toBe('VALIDATION_FAILED');
  }
  async function expectOk(response: Response) {
    expect(response.status).toBe(200);
    await response.body?.cancel();
  }

  it('every call has an expectation', () => {
    expect(Object.keys(expectations).sort()).toEqual(CALLS.map((c) => c.name).sort());
  });

  it.each(CALLS.map((c) => [c.name, c] as const))('%s', async (name, c) => {
    const response = await call(c, other.cookie);
    await (expectations[name] as (r: Response) => Promise<void>)(response);
    await expectOwnerUnchanged();
  });
});

// --- the owner's own session, from another site ---------------------------------------------

describe("with the owner's session from another origin (CSRF)", () => {
  const changing = CALLS.filter((c) => c.method !== 'GET');
  it.each(changing.map((c) => [c.name, c] as const))('%s: 403 FORBIDDEN_ORIGIN', async (_, c) => {
    const before = await snapshotRows(ctx);
    for (const headers of [{ origin: 'https://evil.example.com' }, { origin: 'null' }]) {
      const response = await call(c, owner.cookie, headers);
      expect(await expectTypedRefusal(response)).toBe('FORBIDDEN_ORIGIN');
    }
    expect(await snapshotRows(ctx)).toEqual(before);
    await expectOwnerUnchanged();
  });
});

// --- stored portraits ------------------------------------------------------------------------

describe('stored portraits', () => {
  it('are served by an unguessable address that only the owner is ever told', async () => {
    const url = target.portrait_url as string;
    expect(url).toMatch(/^\/storage\/character-portraits\/portraits\/[0-9a-f-]{36}\.png$/);
    // Public by design (like the original's public bucket): the random key is the capability.
    const response = await ctx.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    // Another user reaches neither the character nor, through it, the address.
    const read = await ctx.request(`/api/characters/${target.id}`, { cookie: other.cookie });
    expect(await read.text()).not.toContain(url);
  });
});

// --- the control: the owner can do all of it -------------------------------------------------

describe("with the owner's own session (the control)", () => {
  it('reads, lists and finally retires their own character', async () => {
    const state = await ownerState();
    const ids = (state.list as { characters: CharacterListItem[] }).characters.map((c) => c.id);
    expect(ids).toEqual([target.id]);
    expect((state.spare as { character: FullCharacter }).character.status).toBe('retired');
    expect((state.draft as { data: { firstName: string } }).data.firstName).toBe('OwnersDraft');

    const retired = await ctx.request(`/api/characters/${target.id}/retire`, {
      method: 'POST',
      cookie: owner.cookie,
      headers: { origin: TEST_ORIGIN },
    });
    expect(retired.status).toBe(200);
    expect(((await retired.json()) as { character: FullCharacter }).character.status).toBe('retired');
  });
});
