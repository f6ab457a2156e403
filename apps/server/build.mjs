// `npm run build -w apps/server`: bundles the server into dist/ for `npm start` (docs/decisions/008).
// Our own code and the workspace packages (@edgeforge/*, TypeScript sources) go into the bundle;
// every npm package stays an import resolved from node_modules at run time, as under tsx.
import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
// Another directory as the argument: the spawned-server tests build their own (test/support/spawned-server.ts).
const outdir = process.argv[2] ? resolve(process.argv[2]) : here('./dist');

/** Bare imports outside the workspace stay external: native binaries and large libraries load as they are. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@edgeforge/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  // The PDF worker thread (decision 039) is an entry of its own, loaded by file name beside the chunks.
  entryPoints: {
    main: here('./src/main.ts'),
    'pdf-render-worker': here('./src/exports/pdf/render-worker.ts'),
  },
  outdir,
  bundle: true,
  // Separate chunks keep server.ts's dynamic imports lazy: the app's modules still load while the
  // database opens. Chunks sit beside main.js, so import.meta.url finds ./migrations from any of them.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
// db/client.ts reads the committed migrations next to itself: in the bundle, next to the chunks.
cpSync(here('./src/db/migrations'), `${outdir}/migrations`, { recursive: true });
