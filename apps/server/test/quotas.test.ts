import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { assemblePng, pngChunk, pngHeader } from '@edgeforge/generation/png';
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characters as characters_ } from '../src/db/schema/characters.ts';
import {
  buildSaveRequest,
  countCharacterRows,
  countStoredPortraits,
  errorCodeOf,
} from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';

/** A PNG of random pixels: it does not compress, so its size is about width × height × 3 bytes. */
function noisePng(width: number, height: number): Buffer {
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])),
  );
  return assemblePng([pngChunk('IHDR', pngHeader(width, height, 2)), pngChunk('IDAT', deflateSync(rows))]);
}

let ctx: TestContext;
/** A context whose quotas a burst reaches in a few requests. */
let burst: TestContext | undefined;
beforeAll(async () => {
  ctx = await createTestContext({ env: { MAX_CHARACTERS_PER_USER: '2', MAX_PORTRAIT_MB_PER_USER: '1' } });
});
afterAll(() => Promise.all([ctx.close(), burst?.close()]));

const save = (cookie: string, portrait: string | null) =>
  ctx.request('/api/characters', { method: 'POST', cookie, json: buildSaveRequest({ portrait }) });

describe('quotas', () => {
  it('refuse a character past MAX_CHARACTERS_PER_USER with 413, writing and storing nothing', async () => {
    const { cookie } = await ctx.signUp();
    expect((await save(cookie, null)).status).toBe(201);
    expect((await save(cookie, null)).status).toBe(201);
    const rows = await countCharacterRows(ctx);
    const files = countStoredPortraits(ctx);
    const refused = await save(cookie, buildSaveRequest().portrait ?? null);
    expect(refused.status).toBe(413);
    expect(await errorCodeOf(refused)).toBe('CHARACTER_QUOTA_EXCEEDED');
    expect(await countCharacterRows(ctx)).toEqual(rows);
    expect(countStoredPortraits(ctx)).toBe(files);
    // Another player has a quota of their own.
    expect((await save((await ctx.signUp()).cookie, null)).status).toBe(201);
  });

  it('refuse a portrait past MAX_PORTRAIT_MB_PER_USER with 413, and still take a save without one', async () => {
    const { cookie } = await ctx.signUp();
    const portrait = noisePng(500, 500).toString('base64');
    expect((await save(cookie, portrait)).status).toBe(201);
    const files = countStoredPortraits(ctx);
    const refused = await save(cookie, portrait);
    expect(refused.status).toBe(413);
    expect(await errorCodeOf(refused)).toBe('PORTRAIT_QUOTA_EXCEEDED');
    expect(countStoredPortraits(ctx)).toBe(files);
    expect((await save(cookie, null)).status).toBe(201);
  });
});

/** The statuses and error codes of a burst of requests sent at once. */
async function sendAtOnce(requests: Promise<Response>[]) {
  const answers = await Promise.all(requests);
  const refused = answers.filter((answer) => answer.status !== 201);
  return {
    passed: answers.length - refused.length,
    refusedStatuses: [...new Set(refused.map((answer) => answer.status))],
    refusedCodes: [...new Set(await Promise.all(refused.map(errorCodeOf)))],
  };
}

describe('quotas under a burst', () => {
  const CHARACTERS = 6;
  const PORTRAIT_MB = 1;
  beforeAll(async () => {
    burst = await createTestContext({
      env: { MAX_CHARACTERS_PER_USER: String(CHARACTERS), MAX_PORTRAIT_MB_PER_USER: String(PORTRAIT_MB) },
    });
  });
  it('holds the portrait quota exactly when ten duplicates race, the rest refused with 413', async () => {
    const { cookie, user } = await burst!.signUp();
    const portrait = noisePng(320, 320);
    const first = await burst!.request('/api/characters', {
      method: 'POST',
      cookie,
      json: buildSaveRequest({ portrait: portrait.toString('base64') }),
    });
    expect(first.status).toBe(201);
    const { character } = (await first.json()) as { character: { id: string } };
    const path = `/api/characters/${character.id}/duplicate`;
    const result = await sendAtOnce(
      Array.from({ length: 10 }, () => burst!.request(path, { method: 'POST', cookie })),
    );
    const [stored] = await burst!.deps.db
      .select({ bytes: characters_.portraitBytes })
      .from(characters_)
      .where(eq(characters_.id, character.id));
    const quota = PORTRAIT_MB * 1024 * 1024;
    const fits = Math.floor(quota / stored!.bytes) - 1;
    expect(result).toEqual({
      passed: fits,
      refusedStatuses: [413],
      refusedCodes: ['PORTRAIT_QUOTA_EXCEEDED'],
    });
    const [usage] = await burst!.deps.db
      .select({ bytes: sum(characters_.portraitBytes).mapWith(Number) })
      .from(characters_)
      .where(eq(characters_.userId, user.id));
    expect(usage?.bytes).toBe((fits + 1) * stored!.bytes);
    expect(usage!.bytes).toBeLessThanOrEqual(quota);
  });

  it('holds the character quota exactly when ten saves race, the rest refused with 413', async () => {
    const { cookie, user } = await burst!.signUp();
    const result = await sendAtOnce(
      Array.from({ length: 10 }, () =>
        burst!.request('/api/characters', {
          method: 'POST',
          cookie,
          json: buildSaveRequest({ portrait: null }),
        }),
      ),
    );
    expect(result).toEqual({
      passed: CHARACTERS,
      refusedStatuses: [413],
      refusedCodes: ['CHARACTER_QUOTA_EXCEEDED'],
    });
    expect(await burst!.deps.db.$count(characters_, eq(characters_.userId, user.id))).toBe(CHARACTERS);
  });
});
