import type { FullCharacter } from '@edgeforge/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStoredPortraits, errorCodeOf, saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectTypedRefusal, snapshotRows } from './support/hostile-checks.ts';

let ctx: TestContext;
let owner: { cookie: string };
let other: { cookie: string };
beforeAll(async () => {
  ctx = await createTestContext({ env: { MAX_CHARACTERS_PER_USER: '3' } });
  owner = await ctx.signUp();
  other = await ctx.signUp();
});
afterAll(() => ctx.close());

const duplicate = (id: string, cookie = owner.cookie) =>
  ctx.request(`/api/characters/${id}/duplicate`, { method: 'POST', cookie });

/** What a copy shares with its original: everything but ids, dates, its name and its portrait file. */
function content(character: FullCharacter) {
  const { id: _i, created_at: _c, updated_at: _u, portrait_url: _p, name_last: _n, ...rest } = character;
  return rest;
}

describe('POST /api/characters/{id}/duplicate', () => {
  it('makes an independent copy named "<name> (copy)" with its own copy of the portrait', async () => {
    const original = await saveThroughApi(ctx, owner.cookie);
    const files = countStoredPortraits(ctx);
    const response = await duplicate(original.id);
    expect(response.status).toBe(201);
    const copy = ((await response.json()) as { character: FullCharacter }).character;
    expect(copy.id).not.toBe(original.id);
    expect(`${copy.name_first} ${copy.name_last}`).toBe('Kaori Tanaka (copy)');
    expect(content(copy)).toEqual(content(original));
    expect(copy.portrait_url).not.toBe(original.portrait_url);
    expect(countStoredPortraits(ctx)).toBe(files + 1);
    const [a, b] = await Promise.all([
      ctx.request(original.portrait_url as string),
      ctx.request(copy.portrait_url as string),
    ]);
    expect(Buffer.from(await b.arrayBuffer())).toEqual(Buffer.from(await a.arrayBuffer()));
    // Retiring the original leaves the copy as it was.
    await ctx.request(`/api/characters/${original.id}/retire`, { method: 'POST', cookie: owner.cookie });
    const after = await ctx.request(`/api/characters/${copy.id}`, { cookie: owner.cookie });
    expect(((await after.json()) as { character: FullCharacter }).character).toEqual(copy);
  });

  it("answers another user's character with the same 404 as an unknown id, writing nothing", async () => {
    const original = await saveThroughApi(ctx, owner.cookie);
    const rows = await snapshotRows(ctx);
    const response = await duplicate(original.id, other.cookie);
    const unknown = await duplicate('00000000-0000-4000-8000-000000000000', other.cookie);
    expect(await expectTypedRefusal(response.clone())).toBe('NOT_FOUND');
    expect(await response.json()).toEqual(await unknown.json());
    expect(await snapshotRows(ctx)).toEqual(rows);
    const anonymous = await ctx.request(`/api/characters/${original.id}/duplicate`, { method: 'POST' });
    expect(await expectTypedRefusal(anonymous)).toBe('UNAUTHENTICATED');
  });

  it('counts against the character quota like a save', async () => {
    const list = await ctx.request('/api/characters', { cookie: owner.cookie });
    const [first] = ((await list.json()) as { characters: FullCharacter[] }).characters;
    const rows = await snapshotRows(ctx);
    const response = await duplicate((first as FullCharacter).id);
    expect(await errorCodeOf(response)).toBe('CHARACTER_QUOTA_EXCEEDED');
    expect(await snapshotRows(ctx)).toEqual(rows);
  });
});
