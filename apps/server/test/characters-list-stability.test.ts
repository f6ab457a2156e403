import type { FullCharacter } from '@edgeforge/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUpdateRequest, openForEdit, saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { readListPage, walkList } from './support/list-characters.ts';

// Decision 023: a walk through the pages follows (updated_at, id) downwards from its cursor. It never
// shows a character twice and shows every character that stayed as it was once; a character saved or
// changed during the walk moves above the cursor, so the rest of the walk leaves it out and the next
// read from the top (which every write in the app triggers) shows it first.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PAGE = 2;

/** A player with six characters, saved one after the other: newest first, `ids[0]` to `ids[5]`. */
async function playerWithSix() {
  const { cookie } = await ctx.signUp();
  const saved: FullCharacter[] = [];
  for (let i = 0; i < 6; i += 1) saved.unshift(await saveThroughApi(ctx, cookie));
  const ids = saved.map((c) => c.id);
  expect((await walkList(ctx, cookie, PAGE)).map((c) => c.id)).toEqual(ids);
  return { cookie, saved, ids };
}

/** The rest of a walk after its first page. */
async function restOfWalk(cookie: string, cursor: string): Promise<string[]> {
  const seen: string[] = [];
  let next: string | null = cursor;
  while (next) {
    const page = await readListPage(ctx, cookie, { limit: PAGE, cursor: next });
    seen.push(...page.characters.map((c) => c.id));
    next = page.nextCursor;
  }
  return seen;
}

async function update(cookie: string, character: FullCharacter) {
  const draft = await openForEdit(ctx, cookie, character.id);
  const response = await ctx.request(`/api/characters/${character.id}`, {
    method: 'PUT',
    cookie,
    json: buildUpdateRequest(draft, character, { lastName: 'Changed' }),
  });
  expect(response.status).toBe(200);
}

describe('the list cursor when characters are saved between two pages', () => {
  it('neither skips nor repeats a character when a new one is saved, which heads the next walk', async () => {
    const { cookie, ids } = await playerWithSix();
    const first = await readListPage(ctx, cookie, { limit: PAGE });
    const fresh = await saveThroughApi(ctx, cookie);
    const rest = await restOfWalk(cookie, first.nextCursor!);
    expect([...first.characters.map((c) => c.id), ...rest]).toEqual(ids);
    expect((await walkList(ctx, cookie, PAGE)).map((c) => c.id)).toEqual([fresh.id, ...ids]);
  });

  it('does not repeat a character of page one that is changed before page two', async () => {
    const { cookie, saved, ids } = await playerWithSix();
    const first = await readListPage(ctx, cookie, { limit: PAGE });
    await update(cookie, saved[1]!);
    const rest = await restOfWalk(cookie, first.nextCursor!);
    expect([...first.characters.map((c) => c.id), ...rest]).toEqual(ids);
    expect((await walkList(ctx, cookie, PAGE)).map((c) => c.id)).toEqual([ids[1], ids[0], ...ids.slice(2)]);
  });

  it('moves a character not yet shown that is changed between pages to the head of the next walk, once', async () => {
    const { cookie, saved, ids } = await playerWithSix();
    const first = await readListPage(ctx, cookie, { limit: PAGE });
    await update(cookie, saved[3]!);
    const rest = await restOfWalk(cookie, first.nextCursor!);
    const walked = [...first.characters.map((c) => c.id), ...rest];
    // Every character that stayed as it was, once and in order; the changed one has moved above the
    // cursor, out of this walk's way.
    expect(walked).toEqual(ids.filter((id) => id !== ids[3]));
    const again = (await walkList(ctx, cookie, PAGE)).map((c) => c.id);
    expect(again).toEqual([ids[3], ...ids.filter((id) => id !== ids[3])]);
  });

  it('never shows a retired character, even the one the cursor stands on', async () => {
    const { cookie, ids } = await playerWithSix();
    const first = await readListPage(ctx, cookie, { limit: PAGE });
    for (const id of [ids[1], ids[2]]) {
      const retired = await ctx.request(`/api/characters/${id}/retire`, { method: 'POST', cookie });
      expect(retired.status).toBe(200);
    }
    const rest = await restOfWalk(cookie, first.nextCursor!);
    expect(rest).toEqual(ids.slice(3));
    const again = (await walkList(ctx, cookie, 1)).map((c) => c.id);
    expect(again).toEqual([ids[0], ...ids.slice(3)]);
  });
});
