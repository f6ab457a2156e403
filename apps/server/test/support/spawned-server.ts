import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { isAlive } from '../../src/db/data-dir-lock.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
let builtMain: string | undefined;

/**
 * The server bundled by its own build script (apps/server/build.mjs), once per test worker, into a
 * directory of that worker's under apps/server/test/dist/ (ignored by git and by the architecture
 * checks, its npm imports resolving from the repository's node_modules), removed when the process
 * exits. A start then costs about 2.7 s of CPU instead of tsx's 6.
 */
function serverBundle(): string {
  if (builtMain) return builtMain;
  const parent = join(REPO_ROOT, 'apps/server/test/dist');
  // A worker killed at the run's end leaves its bundle: the next build removes those of dead processes.
  for (const name of existsSync(parent) ? readdirSync(parent) : []) {
    if (!isAlive(Number(name.split('-')[0]))) rmSync(join(parent, name), { recursive: true, force: true });
  }
  const outdir = join(parent, `${process.pid}-${threadId}`);
  process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
  execFileSync(process.execPath, [join(REPO_ROOT, 'apps/server/build.mjs'), outdir], { stdio: 'inherit' });
  builtMain = join(outdir, 'main.js');
  return builtMain;
}
/** Kept lines of server output: enough to explain a failure without growing without bound. */
const MAX_KEPT_LINES = 5_000;

/** The origin the spawned servers believe they serve; requests send it as Origin. */
export const SPAWNED_ORIGIN = 'http://edgeforge.load.test';

export interface SpawnedServer {
  /** Where to send requests: http://127.0.0.1:<port>. */
  url: string;
  port: number;
  pid: number;
  /** Kills the process with SIGKILL (no shutdown code runs) and waits until it is gone. */
  kill(): Promise<void>;
  /** SIGTERM, then waits for the graceful shutdown; SIGKILL after `graceMs`. Answers the exit code. */
  stop(graceMs?: number): Promise<number | null>;
  /** Everything the process printed so far (JSON log lines and the start-up lines). */
  output(): string[];
  /** Log lines at level error or fatal. */
  errorLines(): string[];
}

/** Thrown when the server exits or stays silent before it listens; carries its output. */
export class ServerStartError extends Error {
  override name = 'ServerStartError';
  constructor(
    message: string,
    readonly output: string[],
    readonly exitCode: number | null,
  ) {
    super(`${message}\n--- server output ---\n${output.slice(-40).join('\n')}`);
  }
}

/**
 * Starts the real server the way `npm run serve` does (`node --enable-source-maps` on the bundle,
 * built here from the current sources) on a free port, with `env` on top of a clean test environment,
 * and resolves once it listens.
 */
export function spawnServer(env: Record<string, string>, startTimeoutMs = 90_000): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle()], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      // Info level: the server.started line carries the port the OS picked.
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: SPAWNED_ORIGIN,
      WEB_DIST_DIR: join(REPO_ROOT, 'apps/server/test/no-web-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (line: string) => {
    if (!line) return;
    lines.push(line);
    if (lines.length > MAX_KEPT_LINES) lines.splice(0, lines.length - MAX_KEPT_LINES);
  };
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  return new Promise<SpawnedServer>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      fail(`the server did not listen within ${startTimeoutMs} ms`);
      child.kill('SIGKILL');
    }, startTimeoutMs);
    const fail = (message: string, code: number | null = null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new ServerStartError(message, lines, code));
    };
    const onLine = (line: string) => {
      keep(line);
      if (settled || !line.includes('"server.started"')) return;
      const port = (JSON.parse(line) as { port: number }).port;
      settled = true;
      clearTimeout(timer);
      resolve(handle(child, port, lines, exited));
    };
    readLines(child, 'stdout', onLine);
    readLines(child, 'stderr', keep);
    exited.then((code) => fail(`the server exited with code ${code} before it listened`, code));
    child.once('error', (error) => fail(`the server could not be spawned: ${error.message}`));
  });
}

function readLines(child: ChildProcess, stream: 'stdout' | 'stderr', onLine: (line: string) => void) {
  let pending = '';
  child[stream]?.setEncoding('utf8');
  child[stream]?.on('data', (chunk: string) => {
    pending += chunk;
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const part of parts) onLine(part);
  });
}

function handle(
  child: ChildProcess,
  port: number,
  lines: string[],
  exited: Promise<number | null>,
): SpawnedServer {
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? -1,
    async kill() {
      if (!gone()) child.kill('SIGKILL');
      await exited;
    },
    async stop(graceMs = 30_000) {
      if (gone()) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
    output: () => [...lines],
    errorLines: () => lines.filter((line) => /"level":(50|60)\b/.test(line)),
  };
}
