import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SHARED_SHEET_PATH } from '@edgeforge/contracts/app-paths';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A path whose last segment has a dot asks for a file; anything else is a client route. */
function looksLikeFile(path: string): boolean {
  return /\.[^/]+$/.test(path);
}

/**
 * Serves the built SPA: files as they are, or their precompressed copy when the browser accepts it
 * (Vite's hashed assets cached for a year), and
 * index.html for every client route so deep links and reloads work.
 */
export function createWebAppRoutes(distDir: string) {
  const app = new Hono<AppEnv>();
  const indexFile = join(distDir, 'index.html');
  // index.html with one screen's chunks (and for `/` its hero) preloaded, by the build
  // (apps/web/preload.ts): pages/index.html answers `/`, pages/auth.html `/auth`, and so on.
  const pagesDir = join(distDir, 'pages');
  const pages = new Map(
    (existsSync(pagesDir) ? readdirSync(pagesDir) : [])
      .filter((file) => file.endsWith('.html'))
      .map((file) => [
        file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`,
        join(pagesDir, file),
      ]),
  );
  if (!existsSync(indexFile)) {
    app.get('*', (c) => c.text('The web app is not built yet: run `npm run build`.', 404));
    return app;
  }
  // Source maps are never served, even when a build left some in the folder: they hold the source.
  app.get('*', async (c, next) => {
    if (c.req.path.endsWith('.map')) return c.text('Not found', 404);
    await next();
  });
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    // Vite puts content-hashed files under /assets/: a new build gets new names.
    c.res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
  });
  for (const [path, file] of pages) {
    app.get(path, async (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(await readFile(file, 'utf8'));
    });
  }
  // The build writes .br and .gz copies beside each text asset (apps/web/precompress.ts).
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  app.get('*', async (c) => {
    if (looksLikeFile(c.req.path)) return c.text('Not found', 404);
    if (c.req.path.startsWith(`${SHARED_SHEET_PATH}/`)) {
      // A shared sheet's address holds its token: kept out of shared caches and search engines.
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Robots-Tag', 'noindex, nofollow');
      return c.html(await readFile(indexFile, 'utf8'));
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(await readFile(indexFile, 'utf8'));
  });
  return app;
}
