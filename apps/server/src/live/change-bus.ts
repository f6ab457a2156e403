import { type LiveChannel, parseLiveChannel } from '@edgeforge/contracts/live';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import type { Logger } from '../lib/logger.ts';

/** What the bus hands every change to: the channel, and word that changes may have been missed. */
export interface BusListener {
  change(channel: LiveChannel): void;
  /** The bridge broke and came back: changes published meanwhile never arrived. */
  lost(): void;
}

/**
 * How a change made by one request reaches the streams (decision 042): in this process on PGlite, through
 * PostgreSQL's LISTEN/NOTIFY when several processes share one database. Every process hears its own
 * changes through the same path, so a stream sees a change once whichever process made it.
 */
export interface ChangeBus {
  /** Resolves once changes published from now on reach `listener`. */
  start(listener: BusListener): Promise<void>;
  publish(channel: LiveChannel): Promise<void>;
  close(): Promise<void>;
}

/** The bus of one process (PGlite: one process per database). */
export function createMemoryBus(): ChangeBus {
  let listener: BusListener | null = null;
  return {
    async start(next) {
      listener = next;
    },
    async publish(channel) {
      // After the publisher's own answer is on its way, as a NOTIFY would be.
      queueMicrotask(() => listener?.change(channel));
    },
    async close() {
      listener = null;
    },
  };
}

/** How long the listening connection waits before it tries again after losing the database. */
const RECONNECT_MS = 1000;

/** The NOTIFY channel of one database schema, so test schemas on one server never hear each other. */
export function notifyChannelOf(schema: string | undefined): string {
  return `edgeforge_live_${(schema ?? 'public').toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
}

/**
 * The bus of PostgreSQL: NOTIFY through the app's pool (after the publisher's transaction committed),
 * LISTEN on one connection of its own, opened again after the database drops it. The changes published
 * in one turn of the event loop go in one statement, each channel once, sent in the next turn, after
 * the answers that made them (decision 081).
 */
export function createPostgresBus(options: {
  url: string;
  schema: string | undefined;
  db: Database;
  log: Logger;
}): ChangeBus {
  const name = notifyChannelOf(options.schema);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  /** The channels published since the last statement, and the promise of the statement to come. */
  const gathered = new Set<LiveChannel>();
  let sending: Promise<void> | null = null;
  const send = async (channels: LiveChannel[]) => {
    await options.db.execute(
      sql`SELECT pg_notify(${name}, channel) FROM unnest(${sql.param(channels)}::text[]) AS channel`,
    );
  };

  const retryLater = (listener: BusListener) => {
    if (closed) return;
    retry = setTimeout(() => {
      listen(listener).then(
        () => listener.lost(),
        () => retryLater(listener),
      );
    }, RECONNECT_MS);
  };

  const listen = async (listener: BusListener): Promise<void> => {
    const next = new pg.Client({ connectionString: options.url });
    next.on('notification', (message) => {
      const parsed = message.payload ? parseLiveChannel(message.payload) : null;
      if (parsed) listener.change(`${parsed.kind}:${parsed.id}`);
    });
    const lost = (error: Error) => {
      if (closed || client !== next) return;
      options.log.warn({ err: error, event: 'live.listen_lost' }, 'live changes: listening connection lost');
      client = null;
      next.end().catch(() => {});
      retryLater(listener);
    };
    next.on('error', lost);
    // A server that ends the connection cleanly (a restart, an idle timeout) sends no error.
    next.on('end', () => lost(new Error('the listening connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN "${name}"`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };

  return {
    start: listen,
    publish(channel) {
      gathered.add(channel);
      sending ??= new Promise<void>((resolve, reject) => {
        setImmediate(() => {
          const channels = [...gathered];
          gathered.clear();
          sending = null;
          send(channels).then(resolve, reject);
        });
      });
      return sending;
    },
    async close() {
      // What was published before the close is still sent.
      await sending?.catch(() => {});
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end();
    },
  };
}
