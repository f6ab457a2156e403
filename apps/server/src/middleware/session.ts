import { and, eq, gt, lte } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv, SessionInfo, SessionUser } from '../app-env.ts';
import { sessionCookieName, signedSessionToken } from '../auth/session-cookie.ts';
import { session, user } from '../db/schema/auth.ts';

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
  const cookieName = sessionCookieName(env.PUBLIC_URL);
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

/** Deletes sessions past their absolute lifetime (they can no longer sign anyone in); run at start-up. */
export async function pruneExpiredSessions(db: AppDeps['db']): Promise<void> {
  await db.delete(session).where(lte(session.expiresAt, new Date()));
}
