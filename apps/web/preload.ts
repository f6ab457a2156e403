// Relative, not the package name: Vite bundles the config's relative imports, and Node cannot load .ts.

import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import {
  PAGE_CHARACTER_SLOT,
  PAGE_ID_MARK,
  PAGE_SESSION_SLOT,
  PLAY_PAGE,
  signedInPageFile,
} from '../../packages/contracts/src/page-session.ts';
import { pageCodeElement } from './src/app/page-code.ts';
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

/** Where the build writes the first-screen pages; the server answers each path with its page. */
export const PAGES_DIR = 'pages';

/**
 * The screens a visit usually starts on, each with the screen modules it renders (src/, lazy chunks)
 * and, for `/`, its hero. Its page is index.html with these chunks modulepreloaded, so the browser
 * fetches them with the entry instead of after the router has run. A screen behind the session guard
 * also preloads the session read (`as="fetch"`, the same mode and credentials as apiFetch's), which the
 * guard's query then takes from the preload cache instead of asking after the JavaScript has run. Not
 * /auth: its first paint does not wait for the session, so there the preload only competed with the
 * JavaScript (Lighthouse's mobile median fell from 96 to 93).
 */
export const PAGES = [
  { file: 'auth.html', path: '/auth', modules: ['src/routes/auth.tsx'], hero: false, session: false },
  // Its signed-in page carries the menu and the hero, the e-mail address filled in by the server.
  {
    file: 'index.html',
    path: '/',
    modules: ['src/routes/home.tsx'],
    hero: true,
    session: true,
    signedIn: { reads: [] },
  },
  // Only the list's frame: its list (TanStack Query, zod, dialogs) loads once the title has painted.
  {
    file: 'characters.html',
    path: '/characters',
    modules: ['src/routes/characters.tsx'],
    hero: false,
    session: true,
    // The list's first page, which the list asks for once its code has run.
    signedIn: { reads: ['/api/characters'] },
  },
  {
    file: 'character-creation.html',
    path: '/character-creation',
    modules: [
      'src/app/creator-routes.tsx',
      'src/features/creator/frame/creator-layout.tsx',
      'src/features/creator/method/method-step.tsx',
    ],
    hero: false,
    session: true,
    // The wizard's layout shows the screen once the player's draft has arrived.
    signedIn: { reads: ['/api/draft'] },
  },
  // The play view (decision 046): rendered for PAGE_ID_MARK, which the server replaces with the path's
  // id. Signed in, its markup is the heading, named for PAGE_NAME_MARK, which the server replaces with
  // the character's name (its slot, `character`, carries both to the view), and "Loading the
  // character..."; its one read is preloaded.
  {
    file: PLAY_PAGE.file,
    path: PLAY_PAGE.route.replace(':id', PAGE_ID_MARK),
    modules: ['src/app/query-provider.tsx', 'src/routes/character-play.tsx'],
    hero: false,
    session: true,
    signedIn: { reads: [`/api/characters/${PAGE_ID_MARK}/play`], character: true },
  },
] as const satisfies readonly Page[];

interface Page {
  readonly file: string;
  readonly path: string;
  readonly modules: readonly string[];
  readonly hero: boolean;
  readonly session: boolean;
  /**
   * A second page, `<screen>.signed-in.html`, which the server sends to a visit with a valid session
   * (decision 031): its markup is the screen as a signed-in player first sees it (not 'Initializing...'),
   * it holds the element the server fills with the session's user (PAGE_SESSION_SLOT), and it preloads
   * the GET requests (`reads`) the screen makes at once, as fetches like the session read's. The session
   * read itself is not preloaded there: the page carries it. Its markup is rendered at build time for a
   * placeholder user: the one place it shows who is signed in, the home menu's e-mail address, holds
   * PAGE_EMAIL_MARK, which the server replaces (decision 032).
   */
  readonly signedIn?: { readonly reads: readonly string[]; readonly character?: boolean };
}

/** Every page file the build writes, with the path and the visit whose markup it carries (prerender.ts). */
export const PAGE_FILES = PAGES.flatMap((page) => [
  { file: page.file, path: page.path, signedIn: false },
  ...('signedIn' in page ? [{ file: signedInPageFile(page.file), path: page.path, signedIn: true }] : []),
]);

/** The guard's first request (features/auth/api/session.ts). */
const SESSION_READ = '/api/auth/get-session';

/** The app's module, which the page's entry (boot.ts) imports once the page has painted. */
const APP_MODULE = 'src/app/main.tsx';

/** A preload of the hero in the first format the browser takes (a type it cannot decode is skipped). */
function heroPreload(): string {
  const format = ART_FORMATS[0];
  return `<link rel="preload" as="image" type="image/${format}" fetchpriority="high" imagesrcset="${artSrcSet(HERO.name, HERO.kind, format)}" imagesizes="${HERO.sizes}">`;
}

/** The chunk of a source module and every chunk it imports statically, by file name. */
function chunksOf(bundle: OutputBundle, module: string): string[] {
  const entry = Object.values(bundle).find(
    (item) => item.type === 'chunk' && item.facadeModuleId?.endsWith(`/apps/web/${module}`),
  );
  if (!entry) throw new Error(`no chunk for ${module}: update PAGES in apps/web/preload.ts`);
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(entry.fileName);
  return [...seen];
}

/**
 * Without preloads, fonts are found only once the style sheet has arrived and the first screen has
 * rendered, a screen's chunk only once the router has run, and the hero of `/` only once the home
 * chunk has: all chain behind the JavaScript. The build adds font preloads to index.html, and writes
 * pages/<screen>.html, index.html with the hero of `/` preloaded and the list of what the page loads once
 * it has painted (decision 032): the screen's first reads, the app's chunks and the screen's.
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
        const html = String(index.source);
        for (const page of PAGES) {
          const modules = [
            ...new Set([APP_MODULE, ...page.modules].flatMap((module) => chunksOf(bundle, module))),
          ]
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => `/${file}`);
          const hero = page.hero ? [heroPreload()] : [];
          const emit = (file: string, head: readonly string[]) =>
            this.emitFile({
              type: 'asset',
              fileName: `${PAGES_DIR}/${file}`,
              source: html.replace('</head>', `  ${head.join('\n    ')}\n  </head>`),
            });
          emit(page.file, [...hero, pageCodeElement({ reads: page.session ? [SESSION_READ] : [], modules })]);
          if ('signedIn' in page) {
            emit(signedInPageFile(page.file), [
              PAGE_SESSION_SLOT,
              ...('character' in page.signedIn ? [PAGE_CHARACTER_SLOT] : []),
              ...hero,
              pageCodeElement({ reads: page.signedIn.reads, modules }),
            ]);
          }
        }
      },
    },
  };
}
