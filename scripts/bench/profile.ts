/**
 * Where the server's time goes under the bench's load: the compiled server runs with `node --cpu-prof`
 * on the bench's data (a user with 50 saved characters) while autocannon sends GET /api/characters
 * (or POST with `save`), then the profile written at exit is summed into the flame chart's top entries
 * (cpu-profile.ts), printed as markdown tables for docs/OPERATIONS.md. With `list`, the bare baseline
 * (baseline-server.ts) is profiled the same way afterwards, for comparison.
 * `play` sends the table's rolls (play-load.ts) as fast as the server answers them.
 * Usage: node --import tsx scripts/bench/profile.ts [pglite|postgres] [list|save|play] (build the server
 * first: npm run build -w apps/server). postgres needs DATABASE_URL, as npm run bench does.
 * BENCH_DURATION sets the measured seconds (default 10); the .cpuprofile files are kept, paths printed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '@edgeforge/test-support/scratch-database';
import { fillServer, type Load, load, progress, SAVED_CHARACTERS, saveLoad } from './backend.ts';
import { type CpuProfile, profileTables, summarizeProfile } from './cpu-profile.ts';
import { playLoad } from './play-load.ts';
import { type Child, startBaseline, startRealServer } from './processes.ts';
import { saveRequestBody } from './save-body.ts';

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const route = process.argv[3] === 'save' || process.argv[3] === 'play' ? process.argv[3] : 'list';
/** The bench's own runs are shorter (it takes the median of several); a profile wants one long one. */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

/** Runs `work` against a process started with --cpu-prof, stops it and prints its profile's tables. */
async function profiled(
  label: string,
  start: (nodeArgs: string[]) => Promise<Child>,
  work: (child: Child) => Promise<Load>,
): Promise<string[]> {
  const profileDir = mkdtempSync(join(tmpdir(), 'edgeforge-cpu-prof-'));
  const child = await start(['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  try {
    progress(`${label} under --cpu-prof, ${DURATION_S} s`);
    const result = await work(child);
    const memory = child.memory();
    await child.stop();
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no .cpuprofile in ${profileDir}`);
    const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
    const failed = result.failures ? ` (FAILED: ${result.failures})` : '';
    return [
      `### ${label}: ${result.reqPerSec.toFixed(0)} req/s, p99 ${result.p99} ms under the profiler${failed}; RSS after ${(memory.rss / 2 ** 20).toFixed(0)} MiB`,
      '',
      `Profile (start-up and warm-up included): ${join(profileDir, file)}`,
      ...profileTables(summarizeProfile(profile, 12)),
      '',
    ];
  } finally {
    await child.stop();
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), `edgeforge-profile-${kind}-`));
  const database =
    kind === 'postgres' ? await createScratchDatabase(process.env.DATABASE_URL!, 'edgeforge_profile') : null;
  const config = {
    dataDir,
    databaseUrl: database?.url ?? '',
    registrationCode: `profile-${randomBytes(6).toString('hex')}`,
    secret: randomBytes(32).toString('hex'),
  };
  const started: Child[] = [];
  const track = (child: Child) => {
    started.push(child);
    return child;
  };
  try {
    progress(`${kind}: filling the database`);
    const players = await fillServer(config, track, saveRequestBody);
    const routeLabel = {
      list: 'GET /api/characters',
      save: 'POST /api/characters',
      play: 'POST /api/characters/:id/play/commands',
    }[route];
    const lines = await profiled(
      `${kind}, server, ${routeLabel}`,
      async (nodeArgs) => track(await startRealServer(config, nodeArgs)),
      (server) => {
        if (route === 'play') return playLoad(server, players.table, { duration: DURATION_S });
        return route === 'list'
          ? load(server, {
              url: `${server.url}/api/characters`,
              headers: { cookie: players.reader },
              duration: DURATION_S,
            })
          : load(server, {
              ...saveLoad(server.url, players.writers, saveRequestBody(SAVED_CHARACTERS)),
              duration: DURATION_S,
            });
      },
    );
    if (route === 'list') {
      const target = database ? { databaseUrl: database.url } : { pgliteDir: join(dataDir, 'pglite') };
      lines.push(
        ...(await profiled(
          `${kind}, bare baseline, GET /api/characters`,
          async (nodeArgs) => track(await startBaseline(target, config.secret, nodeArgs)),
          (bare) =>
            load(bare, {
              url: `${bare.url}/api/characters`,
              headers: { cookie: players.reader },
              duration: DURATION_S,
            }),
        )),
      );
    }
    console.log(lines.join('\n'));
  } finally {
    await Promise.all(started.map((child) => child.stop()));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
