import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv, SessionInfo, SessionUser } from '../app-env.ts';
import { session, user } from '../db/schema/auth.ts';

/** better-auth's session cookie; the `__Secure-` form when the app is served over HTTPS. */
const COOKIE_NAME = 'better-auth.session_token';
/** Base64 of an HMAC-SHA256: 43 characters and one '=' of padding. */
const SIGNATURE_LENGTH = 44;

/**
 * The session token of a cookie header, when better-auth signed it with this secret
 * (`token.signature`, URL-encoded, signature = base64 HMAC-SHA256 of the token); null otherwise.
 */
export function signedSessionToken(
  cookieHeader: string | undefined,
  cookieName: string,
  secret: string,
): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt < 0 || part.slice(0, eqAt).trim() !== cookieName) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eqAt + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
    const expected = createHmac('sha256', secret).update(token).digest();
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }
  return null;
}

/**
 * Looks the session cookie up once per API request and exposes the user to the routes.
 *
 * Sessions have an absolute lifetime and no cookie cache (see auth.ts), so better-auth's getSession
 * comes down to: check the cookie's signature, read the unexpired session row and its user. Doing that
 * here in one indexed query, instead of two through better-auth's endpoint machinery, is what keeps the
 * list endpoint near a bare server's throughput (docs/OPERATIONS.md). better-auth still issues, signs
 * and deletes the sessions.
 */
export function loadSession(deps: Pick<AppDeps, 'db' | 'env'>) {
  const { db, env } = deps;
  const secret = env.BETTER_AUTH_SECRET;
  if (!secret) throw new Error('BETTER_AUTH_SECRET must be resolved before the app is built');
  const cookieName = env.PUBLIC_URL.startsWith('https://') ? `__Secure-${COOKIE_NAME}` : COOKIE_NAME;
  return createMiddleware<AppEnv>(async (c, next) => {
    let found: { user: SessionUser; session: SessionInfo } | null = null;
    const token = signedSessionToken(c.req.header('cookie'), cookieName, secret);
    if (token) {
      const [row] = await db
        .select({
          sessionId: session.id,
          expiresAt: session.expiresAt,
          id: user.id,
          email: user.email,
          name: user.name,
          emailVerified: user.emailVerified,
        })
        .from(session)
        .innerJoin(user, eq(user.id, session.userId))
        .where(and(eq(session.token, token), gt(session.expiresAt, new Date())))
        .limit(1);
      if (row) {
        const { sessionId, expiresAt, ...sessionUser } = row;
        found = { user: sessionUser, session: { id: sessionId, expiresAt } };
      }
    }
    c.set('user', found?.user ?? null);
    c.set('session', found?.session ?? null);
    await next();
  });
}
