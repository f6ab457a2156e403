import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../src/db/schema/auth.ts';
import { pruneExpiredSessions } from '../src/domain/sessions/prune-expired-sessions.ts';
import { createTestContext, type TestContext } from './support/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('pruneExpiredSessions', () => {
  it('deletes sessions past their lifetime and keeps live ones, which still sign in', async () => {
    const expired = await ctx.signUp();
    const live = await ctx.signUp();
    await ctx.deps.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(session.userId, expired.user.id));

    await pruneExpiredSessions(ctx.deps.db);

    expect(await ctx.deps.db.select().from(session).where(eq(session.userId, expired.user.id))).toEqual([]);
    expect(await ctx.deps.db.select().from(session).where(eq(session.userId, live.user.id))).toHaveLength(1);
    expect((await ctx.request('/api/characters', { cookie: live.cookie })).status).toBe(200);
    expect((await ctx.request('/api/characters', { cookie: expired.cookie })).status).toBe(401);
  });
});
