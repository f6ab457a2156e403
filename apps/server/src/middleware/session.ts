import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import type { Auth } from '../auth/auth.ts';

/** Looks the session cookie up once per API request and exposes the user to the routes. */
export function loadSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (found) {
      const { user, session } = found;
      c.set('user', { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified });
      c.set('session', { id: session.id, expiresAt: new Date(session.expiresAt) });
    } else {
      c.set('user', null);
      c.set('session', null);
    }
    await next();
  });
}
