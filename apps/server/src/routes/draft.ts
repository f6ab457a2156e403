import { putDraftRequestSchema } from '@edgeforge/contracts/api';
import { draftSchema } from '@edgeforge/contracts/draft';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { draft } from '../db/schema/ops.ts';
import { readBody } from '../lib/validate.ts';
import { currentUser, requireUser } from '../middleware/require-user.ts';

/** The wizard's saved progress: one draft per user, read, replaced or dropped. */
export function createDraftRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => {
      const user = currentUser(c);
      const [row] = await db.select().from(draft).where(eq(draft.userId, user.id));
      if (!row) return c.json({ draft: null, updatedAt: null });
      // A draft saved by an older version may no longer fit the schema: start over, not 500.
      const parsed = draftSchema.safeParse(row.data);
      if (!parsed.success) return c.json({ draft: null, updatedAt: null });
      return c.json({ draft: parsed.data, updatedAt: row.updatedAt.toISOString() });
    })
    .put('/', async (c) => {
      const user = currentUser(c);
      const body = await readBody(c, putDraftRequestSchema);
      const [row] = await db
        .insert(draft)
        .values({ userId: user.id, data: body.draft, updatedAt: new Date() })
        .onConflictDoUpdate({ target: draft.userId, set: { data: body.draft, updatedAt: sql`now()` } })
        .returning({ updatedAt: draft.updatedAt });
      return c.json({ draft: body.draft, updatedAt: row?.updatedAt.toISOString() ?? null });
    })
    .delete('/', async (c) => {
      const user = currentUser(c);
      await db.delete(draft).where(eq(draft.userId, user.id));
      return c.body(null, 204);
    });
}
