import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import type { Env } from '../env.ts';
import { AppError } from '../lib/app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence: a state-changing request must come from one of our own pages, so its Origin
 * (or, when a browser leaves it out, its Referer) must be our origin. A request with neither
 * is refused as well: every browser we serve sends one of them.
 */
export function sameOriginOnly(env: Pick<Env, 'PUBLIC_URL' | 'TRUSTED_ORIGINS'>) {
  const allowed = new Set([env.PUBLIC_URL, ...env.TRUSTED_ORIGINS].map((url) => new URL(url).origin));
  return createMiddleware<AppEnv>(async (c, next) => {
    if (STATE_CHANGING.has(c.req.method)) {
      const origin = originOf(c.req.header('origin')) ?? originOf(c.req.header('referer'));
      if (!origin || !allowed.has(origin)) throw new AppError('FORBIDDEN_ORIGIN');
    }
    await next();
  });
}
