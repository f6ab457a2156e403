import { putDraftRequestSchema } from '@edgeforge/contracts/draft-api';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { discardDraft } from '../domain/drafts/discard-draft.ts';
import { getDraft } from '../domain/drafts/get-draft.ts';
import { putDraft } from '../domain/drafts/put-draft.ts';
import { readBody } from '../lib/validate.ts';
import { currentUser, requireUser } from '../middleware/require-user.ts';

/** The wizard's saved progress: one draft per user, read, replaced or dropped. */
export function createDraftRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => c.json(await getDraft(db, currentUser(c).id)))
    .put('/', async (c) => {
      const body = await readBody(c, putDraftRequestSchema);
      return c.json(await putDraft(db, currentUser(c).id, body.draft));
    })
    .delete('/', async (c) => {
      await discardDraft(db, currentUser(c).id);
      return c.body(null, 204);
    });
}
