import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { sessionCookieName, signedSessionToken } from '../auth/session-cookie.ts';
import { findSession } from '../domain/find-session.ts';

/**
 * Looks the session cookie up once per API request and exposes the user to the routes: the cookie's
 * signature is checked here with node:crypto, so a forged cookie never reaches the database.
 */
export function loadSession(deps: Pick<AppDeps, 'db' | 'env'>) {
  const { db, env } = deps;
  const secret = env.BETTER_AUTH_SECRET;
  if (!secret) throw new Error('BETTER_AUTH_SECRET must be resolved before the app is built');
  const cookieName = sessionCookieName(env);
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = signedSessionToken(c.req.header('cookie'), cookieName, secret);
    const found = token ? await findSession(db, token) : null;
    c.set('user', found?.user ?? null);
    c.set('session', found?.session ?? null);
    await next();
  });
}
