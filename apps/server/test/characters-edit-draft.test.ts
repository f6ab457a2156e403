import type { Draft } from '@edgeforge/contracts/draft';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUpdateRequest, openForEdit, saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const storedDraft = async (cookie: string) =>
  ((await (await ctx.request('/api/draft', { cookie })).json()) as { draft: Draft | null }).draft;
const put = (id: string, cookie: string, json: unknown) =>
  ctx.request(`/api/characters/${id}`, { method: 'PUT', cookie, json });

describe("an update and the owner's draft", () => {
  it('drops the draft that edited the character with the update, so nothing reopens the edit', async () => {
    const { cookie } = await ctx.signUp();
    const character = await saveThroughApi(ctx, cookie);
    const draft = await openForEdit(ctx, cookie, character.id);
    expect((await storedDraft(cookie))?.editing?.characterId).toBe(character.id);
    const response = await put(
      character.id,
      cookie,
      buildUpdateRequest(draft, character, { lastName: 'Mori' }),
    );
    expect(response.status).toBe(200);
    expect(await storedDraft(cookie)).toBeNull();
  });

  it('keeps the draft when the update is refused (stale), to be reloaded or noted', async () => {
    const { cookie } = await ctx.signUp();
    const character = await saveThroughApi(ctx, cookie);
    const draft = await openForEdit(ctx, cookie, character.id);
    const stale = { ...buildUpdateRequest(draft, character), version: character.version + 5 };
    expect((await put(character.id, cookie, stale)).status).toBe(409);
    expect((await storedDraft(cookie))?.editing).toEqual({ characterId: character.id, version: 1 });
  });

  it("leaves a new character's draft and the edit of another character alone", async () => {
    const { cookie } = await ctx.signUp();
    const first = await saveThroughApi(ctx, cookie);
    const second = await saveThroughApi(ctx, cookie);
    const openedFirst = await openForEdit(ctx, cookie, first.id);
    await openForEdit(ctx, cookie, second.id);
    expect((await put(first.id, cookie, buildUpdateRequest(openedFirst, first))).status).toBe(200);
    expect((await storedDraft(cookie))?.editing?.characterId).toBe(second.id);

    const fresh = { ...buildDraft({ firstName: 'Jun' }), editing: null };
    const putDraft = await ctx.request('/api/draft', { method: 'PUT', cookie, json: { draft: fresh } });
    expect(putDraft.status).toBeLessThan(300);
    // The edit of the second, sent from a tab that opened it before the new character was begun.
    const editOfSecond = { ...buildDraft(), editing: { characterId: second.id, version: 1 } };
    expect((await put(second.id, cookie, buildUpdateRequest(editOfSecond, second))).status).toBe(200);
    expect((await storedDraft(cookie))?.firstName).toBe('Jun');
  });
});
