/**
 * The full load, fault and hostile-input suites (`npm run test:stress`): 100 players for 60 s, five
 * SIGKILL cycles against a spawned server and 1,500 malformed bodies per property, on PGlite, then on PostgreSQL when DATABASE_URL is set (each
 * run makes and drops its own database there). `npm test` runs the same files in a short version.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const vitest = fileURLToPath(new URL('../../node_modules/vitest/vitest.mjs', import.meta.url));
const files = [
  'test/load.test.ts',
  'test/faults.test.ts',
  'test/hostile-input-bodies.test.ts',
  'test/hostile-input-paths.test.ts',
  'test/hostile-input-http.test.ts',
];
const { DATABASE_URL, ...withoutDatabase } = process.env;

const passes: { name: string; env: NodeJS.ProcessEnv }[] = [
  { name: 'PGlite', env: { ...withoutDatabase, STRESS: '1' } },
];
if (DATABASE_URL) passes.push({ name: 'PostgreSQL', env: { ...process.env, STRESS: '1' } });
else console.log('DATABASE_URL is not set: the PostgreSQL pass is left out.');

let failed = false;
for (const pass of passes) {
  console.log(`\n== stress suites on ${pass.name}`);
  const run = spawnSync(process.execPath, [vitest, 'run', '--project', 'server', ...files], {
    cwd: root,
    env: pass.env,
    stdio: 'inherit',
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
