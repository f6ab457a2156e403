import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';

/** Lets only signed-in users through; their answers must never sit in a shared cache. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  if (!c.get('user')) throw new AppError('UNAUTHENTICATED');
  await next();
});

/** The signed-in user of a request behind requireUser. */
export function currentUser(c: { get(key: 'user'): SessionUser | null }): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}
