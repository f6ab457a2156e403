import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address for rate limits. From the socket, unless a trusted reverse proxy sits in
 * front: then the last X-Forwarded-For entry, the one our proxy wrote (earlier ones are the
 * client's own claims).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No Node socket (app.request() in tests, or another adapter): one shared bucket.
    return 'unknown';
  }
}
