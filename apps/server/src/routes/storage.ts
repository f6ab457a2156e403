import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { isPortraitKey } from '../storage/portrait-keys.ts';

/**
 * Serves stored portraits at /storage/character-portraits/portraits/<uuid>.png. Keys are random
 * and never reused, so the answer may be cached for a year; the type is fixed and never sniffed.
 */
export function createStorageRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().on(API_ROUTES.getPortrait.method, API_ROUTES.getPortrait.path, async (c) => {
    const key = `portraits/${c.req.param('file')}`;
    if (!isPortraitKey(key)) throw new AppError('NOT_FOUND', 'Portrait not found.');
    const png = await deps.storage.get(key);
    if (!png) throw new AppError('NOT_FOUND', 'Portrait not found.');
    return c.body(new Uint8Array(png), 200, {
      'Content-Type': 'image/png',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
