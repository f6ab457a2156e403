import type { Plugin } from 'vite';
import { ART_FORMATS, artSrcSet, HERO } from './src/lib/art.ts';

/**
 * The four font files every screen draws with on first paint (Rajdhani 500 for text, Orbitron 700 and
 * 900 for headings, Share Tech Mono for labels), Latin subset: measured in Chromium on /auth, /,
 * /characters and the wizard (decision 026). Other weights and subsets load when a page uses them.
 */
const FIRST_PAINT_FONTS = [
  /^assets\/rajdhani-latin-500-normal-[\w-]+\.woff2$/,
  /^assets\/orbitron-latin-700-normal-[\w-]+\.woff2$/,
  /^assets\/orbitron-latin-900-normal-[\w-]+\.woff2$/,
  /^assets\/share-tech-mono-latin-400-normal-[\w-]+\.woff2$/,
];

/** The page the server answers for `/`: index.html with the hero preloaded (apps/server web-app.ts). */
export const HOME_PAGE = 'home.html';

/** A preload of the hero in the first format the browser takes (a type it cannot decode is skipped). */
function heroPreload(): string {
  const format = ART_FORMATS[0];
  return `<link rel="preload" as="image" type="image/${format}" fetchpriority="high" imagesrcset="${artSrcSet(HERO.name, HERO.kind, format)}" imagesizes="${HERO.sizes}">`;
}

/**
 * Without preloads, fonts are found only once the style sheet has arrived and the first screen has
 * rendered, and the hero of `/` only once the home screen's chunk has run: both chain behind the
 * JavaScript. The build adds `<link rel="preload">` for the first-paint fonts to index.html, and writes
 * home.html, the same page with the hero preloaded too, so only `/` fetches it.
 */
export function preloads(): Plugin {
  return {
    name: 'edgeforge-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const fonts = FIRST_PAINT_FONTS.map((pattern) => {
          const file = Object.keys(bundle).find((name) => pattern.test(name));
          if (!file) throw new Error(`no built font matches ${pattern}: update FIRST_PAINT_FONTS`);
          return `<link rel="preload" as="font" type="font/woff2" href="/${file}" crossorigin>`;
        });
        return html.replace('</title>', `</title>\n    ${fonts.join('\n    ')}`);
      },
    },
    generateBundle: {
      // After Vite's own HTML plugin has written index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('index.html is missing from the build');
        this.emitFile({
          type: 'asset',
          fileName: HOME_PAGE,
          source: String(index.source).replace('</title>', `</title>\n    ${heroPreload()}`),
        });
      },
    },
  };
}
