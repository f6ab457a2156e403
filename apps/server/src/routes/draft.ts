import { API_ROUTES } from '@edgeforge/contracts/api-routes';
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
    .use(`${API_ROUTES.getDraft.path}/*`, requireUser)
    .on(API_ROUTES.getDraft.method, API_ROUTES.getDraft.path, async (c) =>
      c.json(await getDraft(db, currentUser(c).id)),
    )
    .on(API_ROUTES.putDraft.method, API_ROUTES.putDraft.path, async (c) => {
      const body = await readBody(c, putDraftRequestSchema);
      return c.json(await putDraft(db, currentUser(c).id, body.draft));
    })
    .on(API_ROUTES.deleteDraft.method, API_ROUTES.deleteDraft.path, async (c) => {
      await discardDraft(db, currentUser(c).id);
      return c.body(null, 204);
    });
}
