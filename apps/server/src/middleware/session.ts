import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { sessionCookieName, signedSessionToken } from '../auth/session-cookie.ts';
import { hitRateLimit } from '../domain/limits/rate-limit-store.ts';
import type { RateLimitRule } from '../domain/limits/rate-limits.ts';
import { findSession } from '../domain/sessions/find-session.ts';
import { applyRateLimit } from './rate-limit.ts';

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
 *
 * With `writes`, every write (any method but GET and HEAD) of a signed-in user is counted against that
 * per-user limit before the route runs, and refused or slowed as `enforceRateLimit` would. A session
 * read from the database is counted in the look-up's own statement (decision 075); one the cache
 * answered, by the counting upsert alone.
 */
export function loadSession(deps: Pick<AppDeps, 'db' | 'env' | 'sessionCache'>, writes?: RateLimitRule) {
  const { db, sessionCache } = deps;
  const sessionToken = sessionTokenReader(deps.env);
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = sessionToken(c.req.header('cookie'));
    const method = c.req.method;
    const countWrite = writes && method !== 'GET' && method !== 'HEAD' ? writes : undefined;
    const found = token ? await findSession(db, token, sessionCache, countWrite) : null;
    c.set('user', found?.user ?? null);
    c.set('session', found?.session ?? null);
    if (countWrite && found) {
      const key = found.user.id;
      await applyRateLimit(c, countWrite, key, found.counted ?? (await hitRateLimit(db, countWrite, key)));
    }
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
