import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/**
 * The compiled server, through the entry point its package exports. Resolved when a server starts:
 * the bench builds it first (`npm run build -w apps/server`). BENCH_SERVER_MAIN names another build's
 * main.js instead (kept inside the repository, so its imports resolve), to compare two versions.
 */
const serverMain = () =>
  process.env.BENCH_SERVER_MAIN ?? fileURLToPath(import.meta.resolve('@edgeforge/server/main'));
/** Our own TypeScript, run under tsx. */
const BASELINE_MAIN = fileURLToPath(new URL('./baseline-server.ts', import.meta.url));

/** Every child still running, killed if the bench dies half-way. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface Child {
  url: string;
  pid: number;
  /** Milliseconds from spawn until the readiness URL first answered 200. */
  readyMs: number;
  /** Resident memory now and at its peak, in bytes (Linux /proc). */
  memory(): { rss: number; peak: number };
  /** CPU time the process has used so far, user and system, in ms (Linux /proc). */
  cpuMs(): number;
  /** SIGTERM, then SIGKILL after 15 s; resolves when the process is gone. */
  stop(): Promise<void>;
}

/** A TCP port nobody listens on right now (bound on port 0, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function readMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') * 1024, peak: kib('VmHWM') * 1024 };
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const CLOCK_TICKS_PER_S = 100;

function readCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (in parentheses, which may hold spaces): utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

/** Spawns `node <args>` and resolves once `readyPath` answers 200. */
async function spawnNode(
  args: string[],
  env: Record<string, string>,
  origin: string,
  readyPath: string,
): Promise<Child> {
  const started = performance.now();
  const main = args.at(-1);
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString('utf8'));
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const gone = () => child.exitCode !== null || child.signalCode !== null;

  const deadline = started + 120_000;
  let readyMs = 0;
  while (!readyMs) {
    if (gone()) throw new Error(`${main} exited before it was ready:\n${output.join('')}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${main} was not ready within 120 s:\n${output.join('')}`);
    }
    try {
      const response = await fetch(origin + readyPath, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) readyMs = performance.now() - started;
    } catch {
      // Not listening yet.
    }
    if (!readyMs) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url: origin,
    pid: child.pid ?? -1,
    readyMs,
    memory: () => readMemory(child.pid ?? -1),
    cpuMs: () => readCpuMs(child.pid ?? -1),
    async stop() {
      if (gone()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface ServerConfig {
  dataDir: string;
  /** Empty for PGlite. */
  databaseUrl: string;
  registrationCode: string;
  secret: string;
}

/**
 * The compiled server as `npm run serve` starts it, in production mode on a free port. Ready means
 * the first 200 from GET /api/auth/get-session (database open, migrations applied, routes up).
 * `nodeArgs` go before the entry point (scripts/bench/profile.ts passes --cpu-prof).
 */
export async function startRealServer(config: ServerConfig, nodeArgs: string[] = []): Promise<Child> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  return spawnNode(
    // As `npm run serve` starts it (the profiler adds --cpu-prof).
    [...nodeArgs, '--enable-source-maps', serverMain()],
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: config.dataDir,
      DATABASE_URL: config.databaseUrl,
      REGISTRATION_CODE: config.registrationCode,
      BETTER_AUTH_SECRET: config.secret,
      // The bench measures speed, not the limits: its players save far more often, and far more
      // characters, than anyone could. The writes are still counted (one upsert each), never refused.
      WRITES_PER_MINUTE_PER_USER: '1000000',
      // A reader and one writer per connection sign up from this one address.
      SIGN_UPS_PER_HOUR_PER_IP: '1000',
      MAX_CHARACTERS_PER_USER: '1000000',
      MAX_PORTRAIT_MB_PER_USER: '1000000',
    },
    origin,
    '/api/auth/get-session',
  );
}

/** The bare node:http baseline, on PostgreSQL (databaseUrl) or directly on a PGlite directory. */
export async function startBaseline(
  target: { databaseUrl: string } | { pgliteDir: string },
  secret: string,
  nodeArgs: string[] = [],
): Promise<Child> {
  const port = await freePort();
  const database: Record<string, string> =
    'databaseUrl' in target ? { DATABASE_URL: target.databaseUrl } : { PGLITE_DIR: target.pgliteDir };
  return spawnNode(
    [...nodeArgs, '--import', 'tsx', BASELINE_MAIN],
    { NODE_ENV: 'production', BASELINE_PORT: String(port), BETTER_AUTH_SECRET: secret, ...database },
    `http://127.0.0.1:${port}`,
    '/healthz',
  );
}
