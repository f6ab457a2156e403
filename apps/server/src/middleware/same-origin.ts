import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import type { Env } from '../env.ts';
import { AppError } from '../lib/app-error.ts';
import { logSecurityEvent } from '../lib/security-log.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value);
    // Opaque origins (file:, data:, sandboxed frames) serialise as "null": never ours.
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Where a request says it comes from: its Origin header when it has one (and "null" is no origin
 * at all), else the origin of its Referer, which a browser sends when it leaves Origin out.
 */
export function claimedOrigin(c: Context): string | null {
  const origin = c.req.header('origin');
  if (origin !== undefined) return originOf(origin);
  const referer = c.req.header('referer');
  return referer ? originOf(referer) : null;
}

/** The origin the request was sent to: scheme and Host, as the Node adapter builds the URL. */
export function ownOrigin(c: Context): string {
  return new URL(c.req.url).origin;
}

/**
 * CSRF defence: a state-changing request must come from one of our own pages. With PUBLIC_URL set
 * that is PUBLIC_URL (and TRUSTED_ORIGINS); without it, the request's own origin (and
 * TRUSTED_ORIGINS), the standard same-origin check, so a table on a LAN works on any address the
 * laptop has (decision 016). A request that names no origin, or "null", is refused.
 */
export function sameOriginOnly(env: Pick<Env, 'PUBLIC_URL' | 'TRUSTED_ORIGINS'>) {
  const trusted = new Set(env.TRUSTED_ORIGINS.map((url) => new URL(url).origin));
  const fixed = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (STATE_CHANGING.has(c.req.method)) {
      const origin = claimedOrigin(c);
      const allowed = origin !== null && (trusted.has(origin) || origin === (fixed ?? ownOrigin(c)));
      if (!allowed) {
        logSecurityEvent(c, 'origin_refused', {
          origin: c.req.header('origin') ?? null,
          referer: c.req.header('referer') ?? null,
        });
        throw new AppError('FORBIDDEN_ORIGIN');
      }
    }
    await next();
  });
}

/**
 * A write must say its body is JSON: browsers send text/plain and form bodies across sites without
 * a preflight, and only `application/json` is parsed. A write without a body (a retire, a delete)
 * needs no type.
 */
export const jsonWritesOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (STATE_CHANGING.has(c.req.method)) {
    const type = c.req.header('content-type');
    const hasBody =
      c.req.header('transfer-encoding') !== undefined || Number(c.req.header('content-length') ?? 0) > 0;
    const isJson = type !== undefined && /^application\/json\s*(;|$)/i.test(type.trim());
    if ((type !== undefined || hasBody) && !isJson) {
      logSecurityEvent(c, 'unsupported_media_type', { contentType: type ?? null });
      throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    }
  }
  await next();
});
