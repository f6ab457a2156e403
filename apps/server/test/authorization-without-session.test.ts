import { MESSAGES } from '@edgeforge/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorizationMatrix } from './support/authorization-matrix.ts';
import { expectTypedRefusal, rowsWatch } from './support/hostile-checks.ts';
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

// Every endpoint that reads or changes a user's data, called without a valid session (no cookie,
// forged and tampered cookies, an expired or signed-out session) and with the owner's own session
// from another site. Each gets its 401 or 403, and after every single call every row of every
// user-data table is exactly as it was (a digest of their contents, fingerprintRows). After each way
// of calling, the owner reads everything through the API (list, characters, bio, draft, campaigns,
// share link) exactly as before the suite: what the server shows is made of those rows, and a write
// that a later refused call undid would take a second forged write. Reading all of it after each of
// the 752 calls, as this suite did, took most of its 100 s.

const m = authorizationMatrix();

const secret = () => m.ctx.deps.env.BETTER_AUTH_SECRET as string;
const rows = rowsWatch(() => m.ctx);

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
      const { token, signature } = splitSessionCookie(m.owner.cookie);
      return sessionCookie(token, tamper(signature));
    },
  ],
  [
    "the owner's token without its signature",
    async () => `${SESSION_COOKIE}=${splitSessionCookie(m.owner.cookie).token}`,
  ],
  [
    "the owner's signature on the other user's token",
    async () =>
      sessionCookie(splitSessionCookie(m.other.cookie).token, splitSessionCookie(m.owner.cookie).signature),
  ],
  [
    "the owner's session token sent as the cookie's whole value",
    async () => `${SESSION_COOKIE}=${encodeURIComponent(splitSessionCookie(m.owner.cookie).token)}`,
  ],
  [
    'an expired session of the owner',
    async () => {
      const cookie = await signInAgain(m.ctx, m.owner.user.email);
      await expireSession(m.ctx, cookie);
      return cookie;
    },
  ],
  [
    'a signed-out session of the owner',
    async () => {
      const cookie = await signInAgain(m.ctx, m.owner.user.email);
      const out = await m.ctx.request('/api/auth/sign-out', { method: 'POST', cookie });
      expect(out.status).toBe(200);
      return cookie;
    },
  ],
  [
    "the owner's cookie under another name",
    async () => `better-auth.session_tokem=${m.owner.cookie.slice(m.owner.cookie.indexOf('=') + 1)}`,
  ],
];

describe('the cookie format the forgeries imitate', () => {
  it("is better-call's: the token, a dot and its base64 HMAC-SHA256 with the auth secret", () => {
    const { token, signature } = splitSessionCookie(m.owner.cookie);
    expect(signToken(token, secret())).toBe(signature);
  });
});

describe.each(NOT_SIGNED_IN)('with %s', (_label, makeCookie) => {
  let cookie: string | undefined;
  beforeAll(async () => {
    cookie = await makeCookie();
    // Signing in again to expire or sign out a session writes rows: the first call takes its own before.
    rows.forget();
  });

  it('the session endpoint knows no user', async () => {
    const response = await m.ctx.request('/api/auth/get-session', { ...(cookie ? { cookie } : {}) });
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it.each(m.calls.map((c) => [c.name, c] as const))(
    '%s: 401 UNAUTHENTICATED, owner untouched',
    async (_, c) => {
      await rows.before();
      const response = await m.call(c, cookie);
      expect(response.status).toBe(401);
      const body = (await response.clone().json()) as { error: { message: string } };
      expect(await expectTypedRefusal(response)).toBe('UNAUTHENTICATED');
      if (c.path() === '/api/characters' && c.method === 'POST') {
        expect(body.error.message).toBe(MESSAGES.saveAuthRequired);
      }
      // No session means no write of any kind, not even to another user.
      await rows.expectUnchanged(c.name);
    },
  );

  it('leaves the owner reading everything as before', async () => {
    await m.expectOwnerUnchanged();
  });
});
// --- the owner's own session, from another site ---------------------------------------------

describe("with the owner's session from another origin (CSRF)", () => {
  // The owner's reads before this may refresh their session's row.
  beforeAll(() => rows.forget());
  const changing = m.calls.filter((c) => c.method !== 'GET');
  it.each(changing.map((c) => [c.name, c] as const))('%s: 403 FORBIDDEN_ORIGIN', async (_, c) => {
    await rows.before();
    for (const headers of [{ origin: 'https://evil.example.com' }, { origin: 'null' }]) {
      const response = await m.call(c, m.owner.cookie, headers);
      expect(await expectTypedRefusal(response)).toBe('FORBIDDEN_ORIGIN');
    }
    await rows.expectUnchanged(c.name);
  });

  it('leaves the owner reading everything as before', async () => {
    await m.expectOwnerUnchanged();
  });
});
