import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { LIVE_EVENTS, liveStreamQuerySchema } from '@edgeforge/contracts/live';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { parseWith } from '../lib/validate.ts';
import { currentActor, requireUser } from '../middleware/require-user.ts';

/**
 * The tab's one live stream (decision 042): server-sent events naming which followed channel changed.
 * Every channel is checked as its own GET checks it before the stream opens; one the caller may not
 * read is the 404 of an unknown id, so the stream tells a stranger nothing about which ids exist.
 */
export function createLiveRoutes(deps: AppDeps) {
  const route = API_ROUTES.openLiveStream;
  return new Hono<AppEnv>().on(route.method, route.path, requireUser, async (c) => {
    const { channels } = parseWith(liveStreamQuerySchema, c.req.query());
    const actor = currentActor(c);
    for (const channel of channels) {
      if (!(await deps.live.access(actor, channel))) throw new AppError('NOT_FOUND');
    }
    await deps.live.hub.ready();
    // Nginx and its kin hold a response back until it ends unless told not to.
    c.header('X-Accel-Buffering', 'no');
    const response = streamSSE(c, async (stream) => {
      // `ready` first, then the notices: the tab refetches on `ready`, so none is missed in between.
      await stream.writeSSE({ event: LIVE_EVENTS.ready, data: JSON.stringify({ channels }) });
      await new Promise<void>((resolve) => {
        const detach = deps.live.hub.attach(actor, channels, {
          send: (event, data) => stream.writeSSE({ event, data: JSON.stringify(data) }),
          comment: (text) => stream.write(`: ${text}\n\n`).then(() => {}),
          close: () => resolve(),
        });
        stream.onAbort(() => {
          detach();
          resolve();
        });
      });
    });
    // A stream is its connection's last answer: when it ends, at shutdown above all, the socket goes
    // with it instead of idling until the keep-alive timeout holds the server's close() open.
    response.headers.set('Connection', 'close');
    return response;
  });
}
