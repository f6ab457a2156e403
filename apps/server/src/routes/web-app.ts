import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SHARED_SHEET_PATH } from '@edgeforge/contracts/app-paths';
import {
  fillPageCharacter,
  fillPageId,
  fillPageSession,
  isPageId,
  type PageSessionUser,
  PLAY_PAGE,
  signedInPageFile,
} from '@edgeforge/contracts/page-session';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The path a page file answers: `auth.html` `/auth`, `index.html` `/`, the play view's its route. */
function pagePath(file: string): string {
  if (file === PLAY_PAGE.file) return PLAY_PAGE.route;
  return file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
}

/** A path whose last segment has a dot asks for a file; anything else is a client route. */
function looksLikeFile(path: string): boolean {
  return /\.[^/]+$/.test(path);
}

export interface WebAppOptions {
  /**
   * The user of the session a request's Cookie header holds, or null when it holds none that is valid
   * now (the same look-up as the API's). A visit with a session gets a page's signed-in variant, with
   * its user (decision 031).
   */
  readonly sessionUser?: (cookieHeader: string | undefined) => Promise<PageSessionUser | null>;
  /**
   * The name of the character a signed-in play page is for, when its user may play it, else null: the
   * page's heading names it (decision 046).
   */
  readonly playName?: (userId: string, characterId: string) => Promise<string | null>;
}

/**
 * Serves the built SPA: files as they are, or their precompressed copy when the browser accepts it
 * (Vite's hashed assets cached for a year), and
 * index.html for every client route so deep links and reloads work.
 */
export function createWebAppRoutes(
  distDir: string,
  { sessionUser = async () => null, playName = async () => null }: WebAppOptions = {},
) {
  const app = new Hono<AppEnv>();
  const indexFile = join(distDir, 'index.html');
  // index.html with one screen's markup and the list of its code (and for `/` its hero preloaded), by
  // the build (apps/web/preload.ts): pages/index.html answers `/`, pages/auth.html `/auth`, and so on.
  const pagesDir = join(distDir, 'pages');
  const pageFiles = (existsSync(pagesDir) ? readdirSync(pagesDir) : []).filter((file) =>
    file.endsWith('.html'),
  );
  const signedInFiles = new Set(pageFiles.map(signedInPageFile));
  const pages = new Map(
    pageFiles
      .filter((file) => !signedInFiles.has(file))
      .map((file) => {
        const signedIn = signedInPageFile(file);
        return [
          pagePath(file),
          {
            file: join(pagesDir, file),
            signedIn: pageFiles.includes(signedIn) ? join(pagesDir, signedIn) : null,
          },
        ] as const;
      }),
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
  for (const [path, { file, signedIn }] of pages) {
    app.get(path, async (c, next) => {
      // A page whose path names a character (the play view's) is rendered for a mark the id replaces; a
      // path whose id could not be a character's gets the plain app, as any other client route.
      const id = c.req.param('id');
      if (id !== undefined && !isPageId(id)) return next();
      const page = (html: string) => (id === undefined ? html : fillPageId(html, id));
      c.header('Cache-Control', 'no-cache');
      if (!signedIn) return c.html(page(await readFile(file, 'utf8')));
      // The answer depends on the cookie: a shared cache must not hand one visit's page to another.
      c.header('Vary', 'Cookie');
      const user = await sessionUser(c.req.header('cookie'));
      if (!user) return c.html(page(await readFile(file, 'utf8')));
      // The signed-in page carries the screen rendered for a signed-in player and that player's user,
      // so it shows the screen at once instead of 'Initializing...' while the session is read again.
      c.header('Cache-Control', 'private, no-cache');
      const html = fillPageSession(await readFile(signedIn, 'utf8'), user);
      if (id === undefined) return c.html(html);
      return c.html(fillPageCharacter(html, id, await playName(user.id, id)));
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
