import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { precompress } from './precompress.ts';
import { PAGE_FILES, PAGES_DIR, preloads } from './preload.ts';
import { prerenderPages } from './prerender.ts';

const API_TARGET = 'http://localhost:3000';

/**
 * React Router's package exports point every bundler at its development build (warnings, invariant
 * messages, dev-only checks): about 6 KB of gzip more on the first screen. The build takes its
 * production files instead (decision 026); dev and the tests keep the development build's warnings.
 */
const routerProduction = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), preloads(), prerenderPages(PAGES_DIR, PAGE_FILES), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: routerProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    // In development the API runs beside Vite (scripts/dev.mjs); one origin, so cookies just work.
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/storage': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    // Images are files under public/; nothing worth inlining as data: URLs.
    assetsInlineLimit: 0,
    // No source maps in what we ship: they would hand every visitor the full source (docs/SECURITY.md).
    sourcemap: false,
    // Every browser we target preloads modules itself; a browser that cannot only loses the head start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The vendor code every screen needs, in a chunk of its own: it changes only when a dependency
          // does, so a release of our code leaves it cached. Only what the first screen loads anyway
          // goes here: React, React DOM and React Router. TanStack Query has a chunk of its own, loaded
          // with the first screen that reads server data, never by /auth or the home menu (decision
          // 027); libraries of later screens (Radix, Embla, lucide) stay in the lazy chunks.
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/][^\\/]+[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
    // The files share each worker's loaded modules: a fresh jsdom per file, but React, Radix, zod and
    // the rules check loaded once, not once per file (265 s against 80 s for this project on a 2-core
    // machine, docs/OPERATIONS.md § The test suites). A test that mocks a module (vi.mock) or needs the
    // app's modules as a first load finds them is named *.isolated.test.tsx and runs in the
    // 'web-isolated' project (vitest.config.ts), on a module graph of its own.
    isolate: false,
    exclude: [...configDefaults.exclude, '**/*.isolated.test.*'],
    setupFiles: ['./test/support/setup.ts'],
    css: false,
    // jsdom screens walk dice animations and user-event typing; on a 2-core machine running the
    // server suite beside them a test can take several times its usual second, so 5 s is too tight.
    testTimeout: 20_000,
  },
}));
