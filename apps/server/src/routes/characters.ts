import { saveCharacterRequestSchema } from '@edgeforge/contracts/api';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { getCharacter } from '../domain/get-character.ts';
import { listCharacters } from '../domain/list-characters.ts';
import { retireCharacter } from '../domain/retire-character.ts';
import { saveCharacter } from '../domain/save-character.ts';
import { AppError } from '../lib/app-error.ts';
import { readBody } from '../lib/validate.ts';
import { currentUser, requireUser } from '../middleware/require-user.ts';

/** The save answers with the spec's own messages when there is no session or no e-mail (spec 5). */
const requireSaver = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.saveAuthRequired);
  if (!user.email) throw new AppError('EMAIL_MISSING', MESSAGES.saveEmailMissing);
  await next();
});

/**
 * Saved characters (spec calls 4, 5, 9, 10, 11), mounted at /api/characters. Every lookup is
 * scoped to the signed-in owner, so another user's character is a 404 to every verb.
 */
export function createCharacterRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', requireSaver, async (c) => {
      const body = await readBody(c, saveCharacterRequestSchema);
      const saveDeps = { db: deps.db, storage: deps.storage, log: c.get('log') };
      const character = await saveCharacter(saveDeps, currentUser(c).id, body);
      return c.json({ character }, 201);
    })
    .get('/', requireUser, async (c) => {
      const characters = await listCharacters(deps.db, currentUser(c).id);
      return c.json({ characters });
    })
    .get('/:id', requireUser, async (c) => {
      const character = await getCharacter(deps.db, currentUser(c).id, c.req.param('id'));
      return c.json({ character });
    })
    .post('/:id/retire', requireUser, async (c) => {
      const character = await retireCharacter(deps.db, currentUser(c).id, c.req.param('id'));
      return c.json({ character });
    });
}
