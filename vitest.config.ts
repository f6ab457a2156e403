import { configDefaults, defineConfig, type UserWorkspaceConfig } from 'vitest/config';
import webConfig from './apps/web/vite.config.ts';

/** The web project's set-up, for the tests named *.isolated.test.tsx, each file on fresh modules. */
function isolatedWebProject(): UserWorkspaceConfig {
  const web = webConfig({ command: 'serve', mode: 'test' });
  return {
    ...web,
    test: {
      ...web.test,
      name: 'web-isolated',
      include: ['src/**/*.isolated.test.ts', 'src/**/*.isolated.test.tsx'],
      exclude: [...configDefaults.exclude],
      isolate: true,
    },
  } as UserWorkspaceConfig;
}

// One Vitest run covers every unit and API suite; `--project server` runs the API suite alone
// (CI runs it a second time with DATABASE_URL pointing at PostgreSQL).
export default defineConfig({
  test: {
    // Both cores of the 2-core machines we run on (Vitest's default leaves one idle). Every server test
    // file has a database of its own (in-memory PGlite, or a PostgreSQL schema) and port 0.
    maxWorkers: 2,
    // CI asks for a JSON report beside the console one, to sum every runner into one line.
    reporters: process.env.VITEST_JSON ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
    // The packages' and repository checks' files share each worker's loaded modules too (`isolate:
    // false`, as the server and web projects do): their code is pure and no test mocks a module, and
    // importing the rules afresh for each of their ~100 files was most of their time (OPERATIONS.md).
    projects: [
      {
        test: {
          name: 'rules',
          isolate: false,
          root: 'packages/rules',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The seeded-roll tests run a thousand rolls each: a second alone, more on a loaded machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'contracts',
          isolate: false,
          root: 'packages/contracts',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'generation',
          root: 'packages/generation',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      { test: { name: 'foundry', root: 'packages/foundry', include: ['src/**/*.test.ts'], isolate: false } },
      // Imports and sizes across every workspace (test/architecture/checks.ts holds the rules).
      { test: { name: 'architecture', root: '.', include: ['test/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files share each worker's loaded modules (the server, PGlite's WebAssembly): loading
          // them again for every file cost more than half of the suite. Each file still has its own app
          // and database, and nothing of ours keeps state between files.
          isolate: false,
        },
      },
      './apps/web/vite.config.ts',
      // The web tests that need a module graph of their own (see the web project's `isolate`).
      isolatedWebProject(),
    ],
  },
});
