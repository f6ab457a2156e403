import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { assemblePng, pngChunk, pngHeader } from '@edgeforge/generation/png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
beforeAll(async () => {
  ctx = await createTestContext({ env: { MAX_CHARACTERS_PER_USER: '2', MAX_PORTRAIT_MB_PER_USER: '1' } });
});
afterAll(() => ctx.close());

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
