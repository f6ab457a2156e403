import { LIMITS } from '@edgeforge/contracts/limits';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';

const streamedBodyLimit = bodyLimit({
  maxSize: LIMITS.requestBodyMax,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE');
  },
});

/**
 * Refuses a request body over LIMITS.requestBodyMax with 413 PAYLOAD_TOO_LARGE, as Hono's bodyLimit
 * does, without its cost on the common requests:
 * - GET and HEAD carry no body (the Node adapter gives them none), so they pass untouched. Hono's
 *   bodyLimit asks for `c.req.raw.body`, which makes the Node adapter build a full web Request around
 *   the socket: about a third of a millisecond of CPU on every GET (docs/OPERATIONS.md, CPU profile).
 * - A body with a Content-Length (and no Transfer-Encoding) is judged by that header, as Hono's does,
 *   but without building the Request, so the route then reads the body straight from the socket.
 * - A chunked body goes through Hono's bodyLimit, which counts it while it streams in. A client that
 *   breaks off or sends broken chunks there is a bad request, not a server error.
 */
export const limitRequestBody = createMiddleware<AppEnv>(async (c, next) => {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD') return next();
  const length = c.req.header('content-length');
  if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
    if (Number.parseInt(length, 10) > LIMITS.requestBodyMax) throw new AppError('PAYLOAD_TOO_LARGE');
    return next();
  }
  let reading = true;
  try {
    return await streamedBodyLimit(c, () => {
      reading = false;
      return next();
    });
  } catch (error) {
    if (reading && !(error instanceof AppError)) {
      throw new AppError('VALIDATION_FAILED', 'The request body could not be read.');
    }
    throw error;
  }
});
