import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { sessionCookieName, signedSessionToken } from '../auth/session-cookie.ts';
import { findSession } from '../domain/sessions/find-session.ts';

/**
 * Reads the session token of a Cookie header: this app's session cookie with a valid signature, else
 * null. Checks no more than the signature: whether the session still exists is the database's to say.
 */
function sessionTokenReader(env: AppDeps['env']): (cookieHeader: string | undefined) => string | null {
  const secret = env.BETTER_AUTH_SECRET;
  if (!secret) throw new Error('BETTER_AUTH_SECRET must be resolved before the app is built');
  const cookieName = sessionCookieName(env);
  return (cookieHeader) => signedSessionToken(cookieHeader, cookieName, secret);
}

/**
 * The user of a Cookie header's session, looked up as the API looks it up (signature, then the
 * unexpired session through the cache); null when there is none.
 */
export function sessionUserReader(deps: Pick<AppDeps, 'db' | 'env' | 'sessionCache'>) {
  const sessionToken = sessionTokenReader(deps.env);
  return async (cookieHeader: string | undefined) => {
    const token = sessionToken(cookieHeader);
    return token ? ((await findSession(deps.db, token, deps.sessionCache))?.user ?? null) : null;
  };
}

/**
 * Looks the session cookie up once per API request and exposes the user to the routes: the cookie's
 * signature is checked here with node:crypto, so a forged cookie never reaches the database. The
 * look-up goes through the session cache (domain/sessions/session-cache.ts; on PGlite only).
 */
export function loadSession(deps: Pick<AppDeps, 'db' | 'env' | 'sessionCache'>) {
  const { db, sessionCache } = deps;
  const sessionToken = sessionTokenReader(deps.env);
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = sessionToken(c.req.header('cookie'));
    const found = token ? await findSession(db, token, sessionCache) : null;
    c.set('user', found?.user ?? null);
    c.set('session', found?.session ?? null);
    await next();
  });
}

/**
 * Clears the session cache when an /api/auth request ends, whatever its outcome: sign-in and sign-out,
 * password and e-mail changes, revocations, resets, verification and deletion all pass through there,
 * and none of them may leave a cached session or user behind. Only GET /get-session changes nothing.
 */
export function forgetSessionsAfterAuthRequests(deps: Pick<AppDeps, 'sessionCache'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'GET' && c.req.path.endsWith('/get-session')) return next();
    try {
      await next();
    } finally {
      deps.sessionCache.clear();
    }
  });
}
