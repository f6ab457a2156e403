import { LIMITS } from '@edgeforge/contracts/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSaveRequest, saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectTypedRefusal } from './support/hostile-checks.ts';
import { expectedOrder, insertListedCharacters, readListPage, walkList } from './support/list-characters.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SUMMARY_KEYS = [
  'bio_preview',
  'campaign',
  'character_stats',
  'character_type',
  'has_bio',
  'id',
  'name_first',
  'name_last',
  'portrait_url',
  'role_id',
];

/** `count` timestamps a second apart, the newest first, to the microsecond. */
function timestamps(count: number, from = Date.UTC(2026, 0, 1)): string[] {
  return Array.from({ length: count }, (_, i) =>
    new Date(from - i * 1000).toISOString().replace('Z', '123Z'),
  );
}

describe('GET /api/characters answers summaries', () => {
  it('holds only what the list shows: the Bio cell text and whether a full bio exists, never the bio', async () => {
    const { cookie } = await ctx.signUp();
    const saved = await saveThroughApi(ctx, cookie);
    const page = await readListPage(ctx, cookie);
    expect(page.nextCursor).toBeNull();
    const [summary] = page.characters;
    expect(Object.keys(summary!).sort()).toEqual(SUMMARY_KEYS);
    expect(summary).toMatchObject({
      id: saved.id,
      name_first: saved.name_first,
      role_id: saved.role_id,
      character_type: saved.character_type,
      portrait_url: saved.portrait_url,
      bio_preview: buildSaveRequest().shortBio,
      has_bio: true,
      character_stats: { role_ability_rank: saved.character_stats.role_ability_rank, deviations: [] },
      campaign: null,
    });
    expect(JSON.stringify(page)).not.toContain('grew up in the wires');
  });

  it("shows the bio's first line when there is no short bio, cut to the preview's length", async () => {
    const { cookie, user } = await ctx.signUp();
    const longLine = 'x'.repeat(LIMITS.bioPreviewMax + 50);
    const at = timestamps(3);
    const [firstLine, long, none] = [
      await insertListedCharacters(ctx, user.id, [at[0]!], {
        shortBio: '  ',
        bio: '\n First line. \nSecond.',
      }),
      await insertListedCharacters(ctx, user.id, [at[1]!], { shortBio: null, bio: `${longLine}\nmore` }),
      await insertListedCharacters(ctx, user.id, [at[2]!], { shortBio: null, bio: ' \n ' }),
    ].flat();
    const rows = (await readListPage(ctx, cookie)).characters;
    expect(rows.map((row) => row.id)).toEqual([firstLine, long, none]);
    expect(rows[0]).toMatchObject({ bio_preview: 'First line.', has_bio: true, character_stats: null });
    expect(rows[1]!.bio_preview).toHaveLength(LIMITS.bioPreviewMax);
    expect(rows[1]!.bio_preview!.endsWith('\u2026')).toBe(true);
    expect(rows[2]).toMatchObject({ bio_preview: null, has_bio: false });
  });
});

describe('GET /api/characters pages', () => {
  it('answers 50 by default and walks every character once, newest first, ties broken by id', async () => {
    const { cookie, user } = await ctx.signUp();
    // Pairs share an updated_at to the microsecond: the id orders them.
    const at = timestamps(32).flatMap((t) => [t, t]);
    const ids = await insertListedCharacters(ctx, user.id, at);
    const order = expectedOrder(ids.map((id, i) => ({ id, at: at[i]! })));
    const first = await readListPage(ctx, cookie);
    expect(first.characters).toHaveLength(LIMITS.listPageDefault);
    expect(first.characters.map((c) => c.id)).toEqual(order.slice(0, LIMITS.listPageDefault));
    const second = await readListPage(ctx, cookie, { cursor: first.nextCursor! });
    expect(second.characters.map((c) => c.id)).toEqual(order.slice(LIMITS.listPageDefault));
    expect(second.nextCursor).toBeNull();
    expect((await walkList(ctx, cookie, 7)).map((c) => c.id)).toEqual(order);
  });

  it('tells characters saved in the same millisecond apart by their microseconds', async () => {
    const { cookie, user } = await ctx.signUp();
    const at = ['2026-03-01T10:00:00.000003Z', '2026-03-01T10:00:00.000002Z', '2026-03-01T10:00:00.000001Z'];
    const ids = await insertListedCharacters(ctx, user.id, at);
    expect((await walkList(ctx, cookie, 1)).map((c) => c.id)).toEqual(ids);
  });

  it('takes a limit from 1 to the maximum and refuses any other with a typed 400', async () => {
    const { cookie, user } = await ctx.signUp();
    await insertListedCharacters(ctx, user.id, timestamps(3));
    expect((await readListPage(ctx, cookie, { limit: 1 })).characters).toHaveLength(1);
    expect((await readListPage(ctx, cookie, { limit: LIMITS.listPageMax })).characters).toHaveLength(3);
    for (const limit of ['0', '-1', String(LIMITS.listPageMax + 1), '2.5', 'ten', '', '1e9']) {
      const response = await ctx.request(`/api/characters?limit=${limit}`, { cookie });
      expect(await expectTypedRefusal(response), limit).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses a cursor it did not hand out with 400 INVALID_CURSOR', async () => {
    const { cookie } = await ctx.signUp();
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const cursor of [
      'not a cursor',
      'AAAA',
      encode({ at: '2026-01-01T00:00:00.000000Z', id }),
      encode(['2026-01-01T00:00:00.000000Z']),
      encode(['2026-01-01T00:00:00Z', id]),
      encode(['2026-02-30T00:00:00.000000Z', id]),
      encode(['2026-01-01T00:00:00.000000Z', 'robert; drop table characters']),
      encode(["2026-01-01T00:00:00.000000Z'::timestamptz, null)--", id]),
    ]) {
      const response = await ctx.request(`/api/characters?cursor=${encodeURIComponent(cursor)}`, { cookie });
      expect(response.status, cursor).toBe(400);
      expect(await expectTypedRefusal(response), cursor).toBe('INVALID_CURSOR');
    }
    const tooLong = await ctx.request(`/api/characters?cursor=${'A'.repeat(LIMITS.listCursorMax + 1)}`, {
      cookie,
    });
    expect(await expectTypedRefusal(tooLong)).toBe('VALIDATION_FAILED');
  });

  it("lists only the caller's own characters, whatever position a cursor names", async () => {
    const owner = await ctx.signUp();
    const stranger = await ctx.signUp();
    const at = timestamps(4);
    const mine = await insertListedCharacters(ctx, owner.user.id, at.slice(0, 2));
    await insertListedCharacters(ctx, stranger.user.id, at.slice(2));
    const first = await readListPage(ctx, owner.cookie, { limit: 1 });
    expect(first.characters.map((c) => c.id)).toEqual([mine[0]]);
    // The stranger walks from the owner's cursor: still only their own characters below that position.
    const borrowed = await readListPage(ctx, stranger.cookie, { cursor: first.nextCursor! });
    expect(borrowed.characters.every((c) => !mine.includes(c.id))).toBe(true);
    expect(borrowed.characters).toHaveLength(2);
  });
});

describe('GET /api/characters/{id}/bio', () => {
  it('answers the owner the full bio, another user the 404 of an unknown id, and nobody signed out', async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    const saved = await saveThroughApi(ctx, owner.cookie);
    const mine = await ctx.request(`/api/characters/${saved.id}/bio`, { cookie: owner.cookie });
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual({ bio: buildSaveRequest().bio });

    const theirs = await ctx.request(`/api/characters/${saved.id}/bio`, { cookie: other.cookie });
    const unknown = await ctx.request('/api/characters/00000000-0000-4000-8000-000000000000/bio', {
      cookie: other.cookie,
    });
    const notAnId = await ctx.request('/api/characters/not-an-id/bio', { cookie: other.cookie });
    const refusal = await theirs.clone().json();
    expect(await expectTypedRefusal(theirs)).toBe('NOT_FOUND');
    expect(await unknown.json()).toEqual(refusal);
    expect(await notAnId.json()).toEqual(refusal);

    const signedOut = await ctx.request(`/api/characters/${saved.id}/bio`);
    expect(await expectTypedRefusal(signedOut)).toBe('UNAUTHENTICATED');
  });

  it('reads the bio of a retired character too, and null for a character saved without one', async () => {
    const { cookie, user } = await ctx.signUp();
    const saved = await saveThroughApi(ctx, cookie);
    await ctx.request(`/api/characters/${saved.id}/retire`, { method: 'POST', cookie });
    const retired = await ctx.request(`/api/characters/${saved.id}/bio`, { cookie });
    expect(await retired.json()).toEqual({ bio: saved.bio });
    const [bare] = await insertListedCharacters(ctx, user.id, timestamps(1), { bio: null });
    expect(await (await ctx.request(`/api/characters/${bare}/bio`, { cookie })).json()).toEqual({
      bio: null,
    });
  });
});
