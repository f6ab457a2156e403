import { LRUCache } from 'lru-cache';
import type { DatabaseKind } from '../../db/client.ts';

/** What the cache keeps: a session read from the database (find-session.ts), with its expiry. */
interface ExpiringSession {
  session: { expiresAt: Date };
}

/**
 * Session look-ups remembered in this process (decision 025). A session changes only through this
 * process's /api/auth routes, which clear the whole cache when they end, so a cached session never
 * outlives a sign-out, a revocation, a password change or a deleted account; an expired one is never
 * answered from it. A look-up that overlaps a clear is not kept (the generation counter), so a session
 * read just before a sign-out committed cannot be cached after it.
 */
export interface SessionCache<T extends ExpiringSession> {
  /** The token's session: from the cache when it is there and unexpired, else from `read` (then kept). */
  find(token: string, read: () => Promise<T | null>): Promise<T | null>;
  /** Forgets every session; called after anything that may change a session or a user row. */
  clear(): void;
  /** How long a look-up is kept, in ms; 0 when the cache is off. */
  readonly ttlMs: number;
}

/**
 * How long a session look-up is kept, per database. PGlite: its data directory is locked to this
 * one process (db/data-dir-lock.ts; `npm run admin` cannot open it while the server runs), so every
 * change to a session passes through this process and clears the cache. PostgreSQL: another server
 * process or `npm run admin -- disable` may end a session behind this process's back, so nothing is
 * cached there (a revoked session must stop working at once, on every process).
 */
export const SESSION_CACHE_TTL_MS: Record<DatabaseKind, number> = { pglite: 60_000, postgres: 0 };

/** At most this many sessions are kept (the least recently used go first). */
const MAX_SESSIONS = 10_000;

export function createSessionCache<T extends ExpiringSession>(ttlMs: number): SessionCache<T> {
  if (ttlMs <= 0) return { find: (_token, read) => read(), clear: () => {}, ttlMs: 0 };
  const cache = new LRUCache<string, T>({ max: MAX_SESSIONS, ttl: ttlMs });
  let generation = 0;
  return {
    ttlMs,
    async find(token, read) {
      const cached = cache.get(token);
      if (cached && cached.session.expiresAt.getTime() > Date.now()) return cached;
      if (cached) cache.delete(token);
      const startedIn = generation;
      const found = await read();
      if (found && startedIn === generation) cache.set(token, found);
      return found;
    },
    clear() {
      generation++;
      cache.clear();
    },
  };
}
