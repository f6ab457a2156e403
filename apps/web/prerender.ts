import type { Plugin } from 'vite';
import { createServer } from 'vite';

/** The first screens whose markup is rendered at build time: their page file and path (preload.ts). */
export interface PrerenderedPage {
  readonly file: string;
  readonly path: string;
  /** The markup of a signed-in visit (the page's signed-in variant), else of a visit not yet known. */
  readonly signedIn: boolean;
}

const ROOT = '<div id="root"></div>';

/**
 * Writes each first screen's markup into its page (pages/<screen>.html, written by preloads()), so the
 * browser paints the screen from the HTML and its style sheet, before the JavaScript has arrived; main.tsx
 * then hydrates it (decision 030). The markup comes from src/app/prerender.tsx, loaded through a Vite
 * server in SSR mode inside the build: the same modules the client bundles. Must come after preloads()
 * and before precompress() in the plugin list, so the compressed copies hold the rendered pages.
 */
export function prerenderPages(dir: string, pages: readonly PrerenderedPage[]): Plugin {
  return {
    name: 'edgeforge-prerender',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const server = await createServer({
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          logLevel: 'error',
        });
        try {
          const { renderScreen } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
            renderScreen: (path: string, signedIn: boolean) => Promise<string>;
          };
          for (const page of pages) {
            const asset = bundle[`${dir}/${page.file}`];
            if (asset?.type !== 'asset') throw new Error(`no page ${dir}/${page.file} to prerender`);
            const html = String(asset.source);
            if (!html.includes(ROOT)) throw new Error(`${page.file} has no empty ${ROOT}`);
            const markup = await renderScreen(page.path, page.signedIn);
            asset.source = html.replace(ROOT, `<div id="root">${markup}</div>`);
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
