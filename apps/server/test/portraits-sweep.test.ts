import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { makePng } from '@edgeforge/generation/testing/png';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingPortraits } from '../src/db/schema/portraits.ts';
import { sweepPortraits } from '../src/domain/portraits/sweep-portraits.ts';
import { portraitKeyOfUrl } from '../src/storage/portrait-keys.ts';
import { saveThroughApi } from './support/characters.ts';
import { startFakeS3 } from './support/fake-s3.ts';
import { createTestContext, type TestContext } from './support/harness.ts';

const HOUR_MS = 60 * 60 * 1000;
const silent = { warn: () => {} };

/** A player's saved character, a pending portrait, an expired one and an orphan, all stored. */
async function storedWorld(ctx: TestContext) {
  const { cookie } = await ctx.signUp();
  const saved = await saveThroughApi(ctx, cookie);
  const generate = async () => {
    const response = await ctx.request('/api/functions/generate-character-portrait', {
      method: 'POST',
      cookie,
      json: { prompt: 'A portrait.', characterData: buildDraft() },
    });
    const { portraitId } = (await response.json()) as { portraitId: string };
    const [row] = await ctx.deps.db
      .select()
      .from(pendingPortraits)
      .where(eq(pendingPortraits.id, portraitId));
    return { portraitId, key: row?.storageKey ?? '' };
  };
  const pending = await generate();
  const expired = await generate();
  await ctx.deps.db
    .update(pendingPortraits)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(pendingPortraits.id, expired.portraitId));
  // A file whose save never committed: stored, and pointed at by no row.
  const orphan = await ctx.deps.storage.put(makePng(4, 4));
  return { characterKey: portraitKeyOfUrl(saved.portrait_url ?? '') ?? '', pending, expired, orphan };
}

const isStored = async (ctx: TestContext, key: string) => (await ctx.deps.storage.get(key)) !== null;

describe('the portrait sweep on local disk', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('removes expired pending portraits (row and file) and unreferenced files past the grace, and keeps the rest', async () => {
    const world = await storedWorld(ctx);
    // Within the grace, an unreferenced file may belong to a save on its way to its commit: kept.
    const early = await sweepPortraits({ ...ctx.deps, log: silent }, { graceMs: HOUR_MS });
    expect(early.expired).toBeGreaterThanOrEqual(1);
    expect(await isStored(ctx, world.expired.key)).toBe(false);
    expect(
      await ctx.deps.db.$count(pendingPortraits, eq(pendingPortraits.id, world.expired.portraitId)),
    ).toBe(0);
    expect(await isStored(ctx, world.orphan.key)).toBe(true);

    // Two hours later, the orphan is past the grace.
    const past = new Date(Date.now() - 2 * HOUR_MS);
    const file = join(ctx.deps.env.DATA_DIR, 'storage', 'character-portraits', world.orphan.key);
    await utimes(file, past, past);
    const late = await sweepPortraits({ ...ctx.deps, log: silent }, { graceMs: HOUR_MS });
    expect(late.orphans).toBe(1);
    expect(await isStored(ctx, world.orphan.key)).toBe(false);
    expect(await isStored(ctx, world.characterKey)).toBe(true);
    expect(await isStored(ctx, world.pending.key)).toBe(true);
  });

  it('keeps every referenced file even with no grace at all', async () => {
    const world = await storedWorld(ctx);
    await sweepPortraits({ ...ctx.deps, log: silent }, { graceMs: 0 });
    expect(await isStored(ctx, world.characterKey)).toBe(true);
    expect(await isStored(ctx, world.pending.key)).toBe(true);
    expect(await isStored(ctx, world.orphan.key)).toBe(false);
    expect(await isStored(ctx, world.expired.key)).toBe(false);
  });
});

describe('the portrait sweep on S3', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let ctx: TestContext;
  beforeAll(async () => {
    s3 = await startFakeS3();
    ctx = await createTestContext({
      env: {
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'portraits',
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
        S3_REGION: 'eu-west-1',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => s3.server.close(() => resolve()));
  });

  it('lists the bucket page by page and deletes the expired and the orphaned objects only', async () => {
    const world = await storedWorld(ctx);
    const other = await storedWorld(ctx);
    s3.state.pageSize = 2;
    await sweepPortraits({ ...ctx.deps, log: silent }, { graceMs: 0 });
    const listed = s3.received.filter((r) => r.method === 'GET' && r.url.includes('list-type=2'));
    expect(listed.length).toBeGreaterThan(1);
    expect(listed.some((r) => r.url.includes('continuation-token='))).toBe(true);
    for (const w of [world, other]) {
      expect(s3.objects.has(`/portraits/${w.characterKey}`)).toBe(true);
      expect(s3.objects.has(`/portraits/${w.pending.key}`)).toBe(true);
      expect(s3.objects.has(`/portraits/${w.orphan.key}`)).toBe(false);
      expect(s3.objects.has(`/portraits/${w.expired.key}`)).toBe(false);
    }
  });
});
