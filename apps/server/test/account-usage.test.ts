import { DELETE_CONFIRMATION_WORD } from '@edgeforge/contracts/account';
import { makePng } from '@edgeforge/generation/testing/png';
import { count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characters } from '../src/db/schema/characters.ts';
import { accountUsage } from '../src/db/schema/usage.ts';
import { buildSaveRequest, buildUpdateRequest, openForEdit, saveThroughApi } from './support/characters.ts';
import { createTestContext, TEST_PASSWORD, type TestContext } from './support/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The account's usage row (decision 047), or null when it has none. */
async function usageRow(userId: string) {
  const [row] = await ctx.deps.db
    .select({ characters: accountUsage.characters, portraitBytes: accountUsage.portraitBytes })
    .from(accountUsage)
    .where(eq(accountUsage.userId, userId));
  return row ?? null;
}

/** What the account keeps, counted from its characters' rows. */
async function counted(userId: string) {
  const [row] = await ctx.deps.db
    .select({ characters: count(), portraitBytes: sum(characters.portraitBytes).mapWith(Number) })
    .from(characters)
    .where(eq(characters.userId, userId));
  return { characters: row?.characters ?? 0, portraitBytes: row?.portraitBytes ?? 0 };
}

/** The usage row, after checking that it is there and equals the real count. */
async function usageMatchingCount(userId: string) {
  const usage = await usageRow(userId);
  expect(usage).toEqual(await counted(userId));
  if (!usage) throw new Error('The account has no usage row.');
  return usage;
}

const portraitOf = (width: number, height: number) => makePng(width, height).toString('base64');

describe('the account usage row', () => {
  it('is made with the account, at zero', async () => {
    const { user } = await ctx.signUp();
    expect(await usageMatchingCount(user.id)).toEqual({ characters: 0, portraitBytes: 0 });
  });

  it('stays equal to a real count through saves, a duplicate, portrait changes, a retirement and a move', async () => {
    const player = await ctx.signUp();
    const witness = await ctx.signUp();
    const first = await saveThroughApi(
      ctx,
      player.cookie,
      buildSaveRequest({ portrait: portraitOf(16, 24) }),
    );
    await saveThroughApi(ctx, player.cookie, buildSaveRequest({ portrait: null }));
    await saveThroughApi(ctx, witness.cookie);
    const afterSaves = await usageMatchingCount(player.user.id);
    expect(afterSaves.characters).toBe(2);
    expect(afterSaves.portraitBytes).toBeGreaterThan(0);

    const duplicate = await ctx.request(`/api/characters/${first.id}/duplicate`, {
      method: 'POST',
      cookie: player.cookie,
    });
    expect(duplicate.status).toBe(201);
    const afterDuplicate = await usageMatchingCount(player.user.id);
    expect(afterDuplicate).toEqual({ characters: 3, portraitBytes: 2 * afterSaves.portraitBytes });

    const update = async (portrait: string | null) => {
      const [current] = await ctx.deps.db.select().from(characters).where(eq(characters.id, first.id));
      const opened = await openForEdit(ctx, player.cookie, first.id);
      const request = { ...buildUpdateRequest(opened, first), version: current?.version ?? 0, portrait };
      const answer = await ctx.request(`/api/characters/${first.id}`, {
        method: 'PUT',
        cookie: player.cookie,
        json: request,
      });
      expect(answer.status).toBe(200);
    };
    await update(portraitOf(64, 64));
    const afterNewPortrait = await usageMatchingCount(player.user.id);
    expect(afterNewPortrait.portraitBytes).not.toBe(afterDuplicate.portraitBytes);
    await update(null);
    const afterRemoval = await usageMatchingCount(player.user.id);
    expect(afterRemoval).toEqual({ characters: 3, portraitBytes: afterSaves.portraitBytes });

    const retire = await ctx.request(`/api/characters/${first.id}/retire`, {
      method: 'POST',
      cookie: player.cookie,
    });
    expect(retire.status).toBe(200);
    expect(await usageMatchingCount(player.user.id)).toEqual(afterRemoval);

    // No route moves a character between accounts; the trigger counts it off one and onto the other.
    await ctx.deps.db.update(characters).set({ userId: witness.user.id }).where(eq(characters.id, first.id));
    expect((await usageMatchingCount(player.user.id)).characters).toBe(2);
    expect((await usageMatchingCount(witness.user.id)).characters).toBe(2);
  });

  it('goes with a deleted account, and the other accounts keep theirs', async () => {
    const player = await ctx.signUp();
    const witness = await ctx.signUp();
    await saveThroughApi(ctx, player.cookie);
    await saveThroughApi(ctx, witness.cookie);
    const deleted = await ctx.request('/api/auth/delete-user', {
      method: 'POST',
      cookie: player.cookie,
      json: { password: TEST_PASSWORD, confirmation: DELETE_CONFIRMATION_WORD },
    });
    expect(deleted.status).toBe(200);
    expect(await usageRow(player.user.id)).toBeNull();
    expect((await usageMatchingCount(witness.user.id)).characters).toBe(1);
  });
});
