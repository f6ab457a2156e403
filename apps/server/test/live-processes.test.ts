import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveChannel } from '@edgeforge/contracts/live';
import { requireSessionCookie } from '@edgeforge/test-support/session-cookie';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { loadEnv } from '../src/env.ts';
import type { Logger } from '../src/lib/logger.ts';
import { createPostgresBus, notifyChannelOf } from '../src/live/change-bus.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { buildCampaignRequest } from './support/campaigns.ts';
import { buildSaveRequest, saveThroughApi } from './support/characters.ts';
import {
  createTestContext,
  TEST_ORIGIN,
  TEST_PASSWORD,
  uniqueEmail,
  withTimeout,
} from './support/harness.ts';
import { campaignChannel, characterChannel, openLive as openLiveIn, readLive } from './support/live.ts';
import { applyThroughApi, SAMPLE_COMMANDS } from './support/play.ts';

// The live stream (decision 042) across real servers: a server with open streams stops, and with
// PostgreSQL a change made through one process reaches a stream held by another.

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const CODE = 'LIVE-CODE';

async function start(overrides: Record<string, string | undefined>): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'edgeforge-live-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_URL: TEST_ORIGIN,
    WEB_DIST_DIR: join(tmpdir(), 'edgeforge-no-dist'),
    REGISTRATION_CODE: CODE,
    DATA_DIR: dataDir,
    ...overrides,
  });
  const server = await withTimeout(startServer(env, { announce: false, handleSignals: false }), 60_000);
  cleanups.push(() => server.close());
  return server;
}

/** A JSON request to a real server; the answer's body, which must come with `status`. */
async function call(
  server: RunningServer,
  path: string,
  init: { method?: string; cookie?: string; json?: unknown },
) {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      origin: TEST_ORIGIN,
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  });
  return response;
}

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text.slice(0, 300)).toBe(status);
  return JSON.parse(text) as T;
}

async function signUp(server: RunningServer): Promise<string> {
  const body = { email: uniqueEmail('live'), password: TEST_PASSWORD, registrationCode: CODE };
  const response = await call(server, '/api/auth/sign-up/email', { method: 'POST', json: body });
  expect(response.status).toBe(200);
  return requireSessionCookie(response);
}

/** Opens the stream on a real server and waits for its `ready`. */
async function openLive(server: RunningServer, cookie: string, channels: string[]) {
  const response = await call(server, `/api/live?channels=${encodeURIComponent(channels.join(','))}`, {
    cookie,
  });
  expect(response.status).toBe(200);
  const live = readLive(response);
  expect((await live.next()).event).toBe('ready');
  return live;
}

describe('shutdown with open streams', () => {
  it('ends every open stream and stops', async () => {
    const server = await start({ DATABASE_URL: undefined });
    const cookie = await signUp(server);
    const character = await json<{ character: { id: string } }>(
      await call(server, '/api/characters', { method: 'POST', cookie, json: buildSaveRequest() }),
      201,
    );
    const streams = await Promise.all(
      [0, 1, 2].map(() => openLive(server, cookie, [characterChannel(character.character.id)])),
    );
    await server.close();
    for (const live of streams) expect(await live.ended()).toEqual([]);
  }, 90_000);
});

// PostgreSQL only, as the other two-process test of server.test.ts: the API suite's PostgreSQL pass
// (DATABASE_URL set, as in CI) runs it; PGlite keeps one process per database.
if (process.env.DATABASE_URL)
  describe('two server processes on one PostgreSQL', () => {
    it("brings a change made through one process to the GM's stream on the other", async () => {
      const schema = `test_live_${randomBytes(4).toString('hex')}`;
      cleanups.push(async () => {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      });
      const shared = {
        DATABASE_URL: process.env.DATABASE_URL,
        DATABASE_SCHEMA: schema,
        BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      };
      const [a, b] = await Promise.all([start(shared), start(shared)]);
      if (!a || !b) throw new Error('servers did not start');
      const gm = await signUp(a);
      const player = await signUp(a);
      const { campaign } = await json<{ campaign: { id: string } }>(
        await call(a, '/api/campaigns', {
          method: 'POST',
          cookie: gm,
          json: buildCampaignRequest(),
        }),
        201,
      );
      const { invite } = await json<{ invite: { token: string } }>(
        await call(a, `/api/campaigns/${campaign.id}/invite`, {
          method: 'POST',
          cookie: gm,
          json: { expiresInDays: null },
        }),
        201,
      );
      await json(
        await call(a, '/api/invites/join', { method: 'POST', cookie: player, json: { token: invite.token } }),
      );
      const { character } = await json<{ character: { id: string } }>(
        await call(a, '/api/characters', { method: 'POST', cookie: player, json: buildSaveRequest() }),
        201,
      );
      const gmLive = await openLive(b, gm, [campaignChannel(campaign.id)]);
      await json(
        await call(a, `/api/campaigns/${campaign.id}/character`, {
          method: 'PUT',
          cookie: player,
          json: { characterId: character.id },
        }),
      );
      expect(await gmLive.next()).toEqual({
        event: 'change',
        data: { channel: campaignChannel(campaign.id) },
      });
      const gmPlay = await openLive(b, gm, [characterChannel(character.id)]);
      await json(
        await call(a, `/api/characters/${character.id}/play/commands`, {
          method: 'POST',
          cookie: player,
          json: { commandId: crypto.randomUUID(), command: SAMPLE_COMMANDS.takeDamage },
        }),
      );
      expect(await gmPlay.next()).toEqual({
        event: 'change',
        data: { channel: characterChannel(character.id) },
      });
      await Promise.all([gmLive.cancel(), gmPlay.cancel()]);
    }, 120_000);

    it('listens again after PostgreSQL drops the listening connection, and has every stream refetch', async () => {
      const ctx = await createTestContext();
      cleanups.push(() => ctx.close());
      const owner = await ctx.signUp();
      const character = await saveThroughApi(ctx, owner.cookie);
      const channel = characterChannel(character.id);
      const live = await openLiveIn(ctx, owner.cookie, [channel]);
      const name = notifyChannelOf(ctx.deps.env.DATABASE_SCHEMA);
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const ended = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1',
        [`LISTEN "${name}"`],
      );
      await admin.end();
      expect(ended.rowCount).toBe(1);
      // Changes made while nobody listened are lost: the stream is told to refetch once it listens again.
      expect(await live.next()).toEqual({ event: 'change', data: { channel } });
      await applyThroughApi(ctx, owner.cookie, character.id, SAMPLE_COMMANDS.takeDamage);
      expect(await live.next()).toEqual({ event: 'change', data: { channel } });
      await live.cancel();
    }, 60_000);
  });

// The PostgreSQL bus gathers the changes of one turn of the event loop into one NOTIFY (decision 081).
if (process.env.DATABASE_URL) {
  const url = process.env.DATABASE_URL;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const listener = new pg.Client({ connectionString: url });
  const CAMPAIGN = 'campaign:00000000-0000-4000-8000-000000000001' as LiveChannel;
  const CHARACTER = 'character:00000000-0000-4000-8000-000000000002' as LiveChannel;
  const log = { error: vi.fn(), warn: vi.fn() } as unknown as Logger;

  /** What a test of the bus gets: the bus, the statements it sent, what a listener heard. */
  type Gathering = {
    bus: ReturnType<typeof createPostgresBus>;
    execute: ReturnType<typeof vi.spyOn>;
    heard: string[];
    /** Resolves once the listener heard `count` notices (NOTIFY arrives after its commit). */
    hearing: (count: number) => Promise<void>;
  };

  /**
   * Runs `test` on a bus with a channel name of its own, heard by the shared listener; then closes the
   * bus and gives the listener back as it was, however the test went.
   */
  async function withBus(test: (gathering: Gathering) => Promise<void>) {
    const schema = `gather_${Math.random().toString(36).slice(2, 10)}`;
    const channel = notifyChannelOf(schema);
    const db = drizzle(pool) as unknown as Database;
    const execute = vi.spyOn(db, 'execute');
    const bus = createPostgresBus({ url, schema, db, log });
    const heard: string[] = [];
    const hear = (message: pg.Notification) => {
      if (message.channel === channel && message.payload) heard.push(message.payload);
    };
    listener.on('notification', hear);
    await listener.query(`LISTEN "${channel}"`);
    const hearing = async (count: number) => {
      await vi.waitFor(() => expect(heard).toHaveLength(count), { timeout: 5_000 });
    };
    try {
      await test({ bus, execute, heard, hearing });
    } finally {
      await bus.close();
      listener.off('notification', hear);
      await listener.query(`UNLISTEN "${channel}"`);
    }
  }

  describe('the PostgreSQL bus', () => {
    beforeAll(() => listener.connect());
    afterAll(async () => {
      await listener.end();
      await pool.end();
    });

    it('sends the changes published together in one statement, each channel once', () =>
      withBus(async ({ bus, execute, heard, hearing }) => {
        await Promise.all([bus.publish(CAMPAIGN), bus.publish(CHARACTER), bus.publish(CAMPAIGN)]);
        await hearing(2);
        expect(heard).toEqual([CAMPAIGN, CHARACTER]);
        expect(execute).toHaveBeenCalledTimes(1);
      }));

    it('sends a change published in a later turn in a statement of its own', () =>
      withBus(async ({ bus, execute, heard, hearing }) => {
        await bus.publish(CHARACTER);
        await bus.publish(CHARACTER);
        await hearing(2);
        expect(heard).toEqual([CHARACTER, CHARACTER]);
        expect(execute).toHaveBeenCalledTimes(2);
      }));

    it('still sends, on close, what was published before it', () =>
      withBus(async ({ bus, heard, hearing }) => {
        const published = bus.publish(CAMPAIGN);
        await bus.close();
        await published;
        await hearing(1);
        expect(heard).toEqual([CAMPAIGN]);
      }));
  });
}
