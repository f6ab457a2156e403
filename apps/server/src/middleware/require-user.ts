import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import type { Actor } from '../domain/actor.ts';
import type { SessionUser } from '../domain/sessions/find-session.ts';
import { AppError } from '../lib/app-error.ts';

/** Lets only signed-in users through. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw new AppError('UNAUTHENTICATED');
  await next();
});

/** The signed-in user of a request behind requireUser. */
export function currentUser(c: { get(key: 'user'): SessionUser | null }): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

/** The signed-in user of a request behind requireUser, as the policies know them. */
export function currentActor(c: { get(key: 'user'): SessionUser | null }): Actor {
  return { userId: currentUser(c).id };
}
