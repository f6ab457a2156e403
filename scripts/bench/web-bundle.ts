import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export interface LoadedFile {
  path: string;
  kind: 'js' | 'css' | 'font' | 'image';
  raw: number;
  gzip: number;
}

export interface RouteWeight {
  /** The route as the report names it (a pattern such as /character/:id/play). */
  route: string;
  /** The path loaded. */
  path: string;
  /** Where the page ended up (a redirect would mean the wrong screen was weighed). */
  finalPath: string;
  files: LoadedFile[];
  js: { raw: number; gzip: number };
  css: { raw: number; gzip: number };
  /** Fonts and images are sent as they are (already compressed): their raw bytes count. */
  font: { raw: number; gzip: number };
  image: { raw: number; gzip: number };
}

const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

function kindOf(url: URL, contentType: string): LoadedFile['kind'] | null {
  if (url.pathname.endsWith('.js') || url.pathname.endsWith('.mjs') || contentType.includes('javascript'))
    return 'js';
  if (url.pathname.endsWith('.css') || contentType.includes('text/css')) return 'css';
  if (contentType.startsWith('font/') || /\.woff2?$/.test(url.pathname)) return 'font';
  if (contentType.startsWith('image/')) return 'image';
  return null;
}

const sum = (files: LoadedFile[], kind: LoadedFile['kind']) =>
  files
    .filter((file) => file.kind === kind)
    .reduce((total, file) => ({ raw: total.raw + file.raw, gzip: total.gzip + file.gzip }), {
      raw: 0,
      gzip: 0,
    });

/**
 * Loads each route in a fresh Chromium context (empty cache, a phone's 390 px wide viewport) and adds
 * up every script, style sheet, font and image the page fetched until the network went idle,
 * modulepreloads, preloads and lazy chunks included.
 * Sizes are of the bodies as served, gzipped here at zlib's default level (6).
 */
export async function weighRoutes(
  origin: string,
  routes: { path: string; route?: string; signedIn: boolean }[],
  sessionCookie: string,
): Promise<RouteWeight[]> {
  const executablePath = CHROMIUM_CANDIDATES.find((path) => path && existsSync(path));
  if (!executablePath) throw new Error('no Chromium found (set CHROMIUM_PATH)');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const [name, ...rest] = sessionCookie.split('=');
  try {
    const weights: RouteWeight[] = [];
    for (const route of routes) {
      // A phone's viewport: the art's srcset and lazy loading pick what a phone downloads.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      if (route.signedIn) {
        await context.addCookies([{ name: name!, value: rest.join('='), url: origin }]);
      }
      const page = await context.newPage();
      const pending: Promise<LoadedFile | null>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin !== origin || response.status() !== 200) return;
        const kind = kindOf(url, response.headers()['content-type'] ?? '');
        if (!kind) return;
        pending.push(
          response.body().then(
            (body) => ({ path: url.pathname, kind, raw: body.length, gzip: gzipSync(body).length }),
            () => null,
          ),
        );
      });
      await page.goto(origin + route.path, { waitUntil: 'networkidle' });
      const finalPath = new URL(page.url()).pathname;
      const loaded = (await Promise.all(pending)).filter((file): file is LoadedFile => file !== null);
      // A file fetched twice (preload, then import) is one download in a real browser cache.
      const files = [...new Map(loaded.map((file) => [file.path, file])).values()];
      files.sort((a, b) => b.gzip - a.gzip);
      weights.push({
        route: route.route ?? route.path,
        path: route.path,
        finalPath,
        files,
        js: sum(files, 'js'),
        css: sum(files, 'css'),
        font: sum(files, 'font'),
        image: sum(files, 'image'),
      });
      await context.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}
