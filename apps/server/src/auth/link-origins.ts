import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../env.ts';
import { reachableUrls } from '../lib/listen-addresses.ts';

/** Where a running server writes the origins it answers on, for `npm run admin` and its own logs. */
export const SERVER_ORIGINS_FILE = 'server-origins.json';

/** Where the origins of a link come from, strongest first: only the first two are known. */
export type LinkOriginSource = 'PUBLIC_URL' | 'recorded' | 'guessed';

export interface LinkOrigins {
  /** Origins to put in front of a link's path, the one to prefer first. */
  origins: string[];
  source: LinkOriginSource;
  /** When the server recorded them (source `recorded`). */
  recordedAt?: string;
}

type LinkEnv = Pick<Env, 'PUBLIC_URL' | 'DATA_DIR' | 'HOST' | 'PORT'>;

/**
 * Writes the origins the server answers on into `DATA_DIR`, once it listens. The port may differ
 * from PORT (`PORT=0`), and an operator's command run later has no other way to know it.
 */
export function recordServerOrigins(dataDir: string, origins: readonly string[], now = new Date()): void {
  const record = { origins, recordedAt: now.toISOString(), pid: process.pid };
  writeFileSync(join(dataDir, SERVER_ORIGINS_FILE), `${JSON.stringify(record)}\n`, { mode: 0o600 });
}

function readRecorded(dataDir: string): { origins: string[]; recordedAt: string } | null {
  try {
    const parsed = JSON.parse(readFileSync(join(dataDir, SERVER_ORIGINS_FILE), 'utf8')) as unknown;
    const { origins, recordedAt } = (parsed ?? {}) as { origins?: unknown; recordedAt?: unknown };
    if (!Array.isArray(origins) || typeof recordedAt !== 'string') return null;
    const valid = origins.filter(
      (origin): origin is string => typeof origin === 'string' && isOrigin(origin),
    );
    return valid.length > 0 ? { origins: valid, recordedAt } : null;
  } catch {
    return null;
  }
}

function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

/**
 * The origins a link the server hands out (a reset link, a logged verification link) may carry:
 * `PUBLIC_URL`, else those the running server recorded at its start, else a guess from HOST and PORT
 * that says it is one. Never the Host a request named: anyone can send any Host.
 */
export function linkOrigins(env: LinkEnv): LinkOrigins {
  if (env.PUBLIC_URL) return { origins: [env.PUBLIC_URL], source: 'PUBLIC_URL' };
  const recorded = readRecorded(env.DATA_DIR);
  if (recorded) return { origins: recorded.origins, source: 'recorded', recordedAt: recorded.recordedAt };
  const guessed = reachableUrls(env.HOST, env.PORT);
  return { origins: [...guessed.local, ...guessed.network], source: 'guessed' };
}

/**
 * The origin of a link handed back to the browser that asked (the Foundry export's portrait address):
 * `PUBLIC_URL`, else the request's own origin when the server answers on it, else the first origin it
 * answers on. A forged Host never chooses it.
 */
export function answerLinkOrigin(env: LinkEnv, requestOrigin: string): string {
  const { origins, source } = linkOrigins(env);
  const [first = requestOrigin] = origins;
  if (source === 'PUBLIC_URL') return first;
  return origins.includes(requestOrigin) ? requestOrigin : first;
}

/** `link`'s path and query on `origin`: whatever origin the link was built with is dropped. */
export function linkOn(origin: string, link: string): string {
  const { pathname, search } = new URL(link, origin);
  return new URL(`${pathname}${search}`, origin).href;
}
