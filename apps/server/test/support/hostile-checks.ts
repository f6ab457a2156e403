// What the hostile-input and authorization suites check after each request: typed refusals, rows unchanged.
import { ERROR_STATUS, errorBodySchema } from '@edgeforge/contracts/errors';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { RATE_LIMITS, type RateLimits } from '../../src/domain/limits/rate-limits.ts';
import { countStoredPortraits } from './characters.ts';
import type { TestContext } from './harness.ts';

/** Rate limits high enough that a fuzzing run never meets them (the limits have tests of their own). */
export const NO_RATE_LIMITS = Object.fromEntries(
  Object.entries(RATE_LIMITS).map(([name, rule]) => [name, { ...rule, limit: 1_000_000 }]),
) as RateLimits;

/** Row counts of every table a client could write through the API, and the stored portrait files. */
export type RowSnapshot = Record<string, number>;

const COUNTED_TABLES = [
  'user',
  'session',
  'account',
  'verification',
  'draft',
  'characters',
  'character_stats',
  'character_inventory',
  'character_background',
  'campaigns',
  'campaign_members',
  'campaign_invites',
  'share_links',
  'play_states',
  'events',
  'game_sessions',
  'npcs',
  'encounters',
  'night_markets',
  'market_purchases',
  'gm_notes',
] as const;

/** Counts rows of every user-data table in one query, plus the portrait files on disk. */
export async function snapshotRows(ctx: TestContext): Promise<RowSnapshot> {
  const columns = sql.join(
    COUNTED_TABLES.map(
      (table) => sql`(SELECT count(*) FROM ${sql.identifier(table)})::int AS ${sql.identifier(table)}`,
    ),
    sql`, `,
  );
  const result = (await ctx.deps.db.execute(sql`SELECT ${columns}`)) as unknown as {
    rows: Record<string, number>[];
  };
  const row = result.rows[0] ?? {};
  const counts: RowSnapshot = {};
  for (const table of COUNTED_TABLES) counts[table] = Number(row[table]);
  counts.portraitFiles = countStoredPortraits(ctx);
  return counts;
}

/**
 * A digest of every row of every user-data table (those snapshotRows counts, and the pending
 * portraits), in one query, plus the stored portrait files: any row added, removed or changed in any
 * column changes it. Each table's part is its row count and the sum of a 64-bit hash of each row's
 * text: the same multiset of rows gives the same digest in any order, with no sort and no text the size
 * of the table. Stronger than the counts, for suites that call thousands of times.
 */
export async function fingerprintRows(ctx: TestContext): Promise<Record<string, string | number>> {
  const tables = [...COUNTED_TABLES, 'pending_portraits'];
  const columns = sql.join(
    tables.map(
      (table) =>
        sql`(SELECT count(*)::text || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0)::text FROM ${sql.identifier(table)} t) AS ${sql.identifier(table)}`,
    ),
    sql`, `,
  );
  const result = (await ctx.deps.db.execute(sql`SELECT ${columns}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return { ...result.rows[0], portraitFiles: countStoredPortraits(ctx) };
}

/**
 * Watches the rows through a run of calls of which none may change anything: each `expectUnchanged()`
 * takes the fingerprint once and compares it with the one taken after the call before, so a call costs
 * one fingerprint, not one before and one after. `forget()` after anything that may change rows
 * (signing in again, a test that writes): the next check then takes its own "before".
 */
export function rowsWatch(ctx: () => TestContext) {
  let last: Record<string, string | number> | undefined;
  return {
    /** The fingerprint the next check compares with: the last one taken, or a new one. */
    async before(): Promise<void> {
      last ??= await fingerprintRows(ctx());
    },
    /** Fails when any row changed since `before()` or the previous check. */
    async expectUnchanged(context: string): Promise<void> {
      const now = await fingerprintRows(ctx());
      const earlier = last;
      last = now;
      expect(now, context).toEqual(earlier);
    },
    forget(): void {
      last = undefined;
    },
  };
}

/**
 * Checks that an answer is a refusal in our own terms: a 4xx whose body is an error body with a
 * typed code, and whose status is the one that code maps to. Returns the code.
 */
export async function expectTypedRefusal(response: Response, context = ''): Promise<string> {
  const text = await response.text();
  const where = `${context} -> ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, where).toBeGreaterThanOrEqual(400);
  expect(response.status, where).toBeLessThan(500);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`a refusal without a JSON body: ${where}`);
  }
  const parsed = errorBodySchema.safeParse(json);
  expect(parsed.success, `not a typed error body: ${where}`).toBe(true);
  const code = parsed.data?.error.code ?? 'INTERNAL';
  expect(ERROR_STATUS[code], `status does not match the code: ${where}`).toBe(response.status);
  return code;
}

/** One refused request: its label, what is sent, the code and a pattern of the message expected. */
export type RefusalCase = [label: string, body: unknown, code: string, message: RegExp];

/**
 * Sends each case and checks that it is refused with its code and message, and that no row changed.
 */
export async function expectRefusedWritingNothing(
  ctx: TestContext,
  cases: readonly RefusalCase[],
  send: (body: unknown) => Promise<Response>,
): Promise<void> {
  for (const [label, body, code, message] of cases) {
    const rows = await snapshotRows(ctx);
    const response = await send(body);
    const answer = (await response.clone().json()) as { error: { message: string } };
    expect(await expectTypedRefusal(response, label), label).toBe(code);
    expect(answer.error.message, label).toMatch(message);
    expect(await snapshotRows(ctx), label).toEqual(rows);
  }
}
