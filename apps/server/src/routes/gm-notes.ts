import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { saveGmNoteRequestSchema } from '@edgeforge/contracts/gm-notes';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { listGmNotes, saveGmNote } from '../domain/gm/gm-notes.ts';
import { readBody } from '../lib/validate.ts';
import { currentActor, requireUser } from '../middleware/require-user.ts';

/** The GM's notes of a campaign (decision 069), under /api/campaigns/:id/gm-notes: the GM's alone. */
export function createGmNoteRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .on(API_ROUTES.listGmNotes.method, API_ROUTES.listGmNotes.path, requireUser, async (c) =>
      c.json({ notes: await listGmNotes(db, currentActor(c), c.req.param('id')) }),
    )
    .on(API_ROUTES.saveGmNote.method, API_ROUTES.saveGmNote.path, requireUser, async (c) => {
      const body = await readBody(c, saveGmNoteRequestSchema);
      const ids = { campaignId: c.req.param('id'), noteKey: c.req.param('noteKey') };
      return c.json({ note: await saveGmNote(db, currentActor(c), ids, body) });
    });
}
