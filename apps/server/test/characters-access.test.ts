import type { FullCharacter } from '@edgeforge/contracts/api';
import type { CharacterSummary } from '@edgeforge/contracts/character-list';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth.ts';
import { buildSaveRequest, errorCodeOf, saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

async function list(cookie: string): Promise<CharacterSummary[]> {
  const response = await ctx.request('/api/characters', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { characters: CharacterSummary[] }).characters;
}

const retire = (id: string, cookie?: string) =>
  ctx.request(`/api/characters/${id}/retire`, { method: 'POST', ...(cookie ? { cookie } : {}) });

describe('characters without a session', () => {
  it('answer 401 to every verb, and the save names the spec message', async () => {
    const { cookie } = await ctx.signUp();
    const { id } = await saveThroughApi(ctx, cookie);
    const save = await ctx.request('/api/characters', { method: 'POST', json: buildSaveRequest() });
    expect(save.status).toBe(401);
    expect(await save.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: MESSAGES.saveAuthRequired },
    });
    for (const response of [
      await ctx.request('/api/characters'),
      await ctx.request(`/api/characters/${id}`),
      await retire(id),
    ]) {
      expect(response.status).toBe(401);
      expect(await errorCodeOf(response)).toBe('UNAUTHENTICATED');
    }
  });
});

describe('a save from an account without an e-mail address', () => {
  it('answers 403 EMAIL_MISSING with the spec message and stores nothing', async () => {
    const { cookie, user: account } = await ctx.signUp();
    await ctx.deps.db.update(user).set({ email: '' }).where(eq(user.id, account.id));
    const save = await ctx.request('/api/characters', { method: 'POST', cookie, json: buildSaveRequest() });
    expect(save.status).toBe(403);
    expect(await save.json()).toEqual({
      error: { code: 'EMAIL_MISSING', message: MESSAGES.saveEmailMissing },
    });
    expect(await list(cookie)).toEqual([]);
  });
});

describe("another user's character", () => {
  it('answers 404 to every verb and stays untouched', async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    const { id } = await saveThroughApi(ctx, owner.cookie);

    const read = await ctx.request(`/api/characters/${id}`, { cookie: other.cookie });
    expect(read.status).toBe(404);
    expect(await errorCodeOf(read)).toBe('NOT_FOUND');
    const retired = await retire(id, other.cookie);
    expect(retired.status).toBe(404);
    expect(await errorCodeOf(retired)).toBe('NOT_FOUND');
    expect(await list(other.cookie)).toEqual([]);

    const mine = await ctx.request(`/api/characters/${id}`, { cookie: owner.cookie });
    expect(((await mine.json()) as { character: FullCharacter }).character.status).toBe('active');
  });

  it('is indistinguishable from one that does not exist, malformed ids included', async () => {
    const { cookie } = await ctx.signUp();
    for (const id of [MISSING_ID, 'not-a-uuid', "1' or '1'='1"]) {
      const read = await ctx.request(`/api/characters/${encodeURIComponent(id)}`, { cookie });
      expect(read.status).toBe(404);
      expect((await retire(encodeURIComponent(id), cookie)).status).toBe(404);
    }
  });
});

describe('GET /api/characters', () => {
  it('lists only active characters, most recently updated first, with the role ability rank', async () => {
    const { cookie } = await ctx.signUp();
    const names = ['Ada', 'Bo', 'Cy'];
    const saved: FullCharacter[] = [];
    for (const firstName of names) {
      saved.push(await saveThroughApi(ctx, cookie, { draft: buildDraft({ firstName }) }));
    }
    const listed = await list(cookie);
    expect(listed.map((c) => c.name_first)).toEqual(['Cy', 'Bo', 'Ada']);
    expect(listed.every((c) => c.character_stats?.role_ability_rank === 4)).toBe(true);
    expect(listed[0]).not.toHaveProperty('character_background');

    const bo = saved[1] as FullCharacter;
    const response = await retire(bo.id, cookie);
    expect(response.status).toBe(200);
    const retired = ((await response.json()) as { character: FullCharacter }).character;
    expect(retired.status).toBe('retired');
    expect(Date.parse(retired.updated_at)).toBeGreaterThan(Date.parse(bo.updated_at));
    expect((await list(cookie)).map((c) => c.name_first)).toEqual(['Cy', 'Ada']);

    // Never deleted: still readable by id, marked retired, with all its records.
    const read = await ctx.request(`/api/characters/${bo.id}`, { cookie });
    const body = ((await read.json()) as { character: FullCharacter }).character;
    expect(body).toMatchObject({ status: 'retired', name_first: 'Bo' });
    expect(body.character_stats.attributes).toEqual(bo.character_stats.attributes);

    // Retiring twice changes nothing.
    const again = ((await (await retire(bo.id, cookie)).json()) as { character: FullCharacter }).character;
    expect(again.updated_at).toBe(retired.updated_at);
  });
});

describe('GET /storage/character-portraits/portraits/:file', () => {
  it('answers 404 for unknown or malformed names', async () => {
    for (const file of [`${MISSING_ID}.png`, 'x.png', '..%2F..%2Fpglite', `${MISSING_ID}.svg`]) {
      const response = await ctx.request(`/storage/character-portraits/portraits/${file}`);
      expect(response.status).toBe(404);
    }
  });
});
