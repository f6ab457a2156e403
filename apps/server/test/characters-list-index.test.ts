import { LIMITS } from '@edgeforge/contracts/limits';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCharactersQuery } from '../src/domain/characters/list-characters.ts';
import { characterScope } from '../src/domain/characters/policies.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { insertListedCharacters } from './support/list-characters.ts';

// The list's query and the index made for it (migration 0005, decision 023), on whichever database
// the suite runs (PGlite, or PostgreSQL with DATABASE_URL). With a handful of rows the planner would
// rightly read the table itself, so sequential scans are switched off for the one EXPLAIN: the plan
// then shows which index fits, and that its order needs no sort.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function planOf(userId: string, after?: { updatedAt: string; id: string }): Promise<string> {
  const query = listCharactersQuery(
    ctx.deps.db,
    characterScope({ userId }, 'list'),
    after,
    LIMITS.listPageDefault + 1,
  );
  return ctx.deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain (costs off) ${query}`);
    const plan = (result as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
    if (process.env.PRINT_PLAN) console.log(plan);
    return plan;
  });
}

describe('the list query and characters_list_idx', () => {
  it('reads the first page in index order, with no sort', async () => {
    const { user } = await ctx.signUp();
    await insertListedCharacters(ctx, user.id, [
      '2026-01-01T00:00:00.000001Z',
      '2026-01-02T00:00:00.000001Z',
    ]);
    const plan = await planOf(user.id);
    expect(plan).toContain('characters_list_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it('reads a page after a cursor from the same index, the cursor a condition of the index scan', async () => {
    const { user } = await ctx.signUp();
    const [id] = await insertListedCharacters(ctx, user.id, ['2026-01-01T00:00:00.000001Z']);
    const plan = await planOf(user.id, { updatedAt: '2026-01-01T00:00:00.000001Z', id: id! });
    expect(plan).toContain('characters_list_idx');
    expect(plan).not.toMatch(/\bSort\b/);
    expect(plan).toMatch(
      /Index Scan using characters_list_idx on characters\s+Index Cond: .*ROW\(updated_at, id\) < ROW\(/,
    );
  });
});
