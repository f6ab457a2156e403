import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { characterScope } from '../domain/characters/policies.ts';
import { createShareLink } from '../domain/share-links/create-share-link.ts';
import { getSharedCharacter } from '../domain/share-links/get-shared-character.ts';
import { revokeShareLink } from '../domain/share-links/revoke-share-link.ts';
import { shareLinkStatus } from '../domain/share-links/share-link-status.ts';
import { enforceRateLimit } from '../middleware/rate-limit.ts';
import { currentActor, requireUser } from '../middleware/require-user.ts';

/**
 * The owner's share link of one character, under /api/characters: whether there is one (GET),
 * a new one that replaces it (POST, the only answer that holds the token), revoking it (DELETE).
 * All three are the owner's alone (a campaign's GM, who may read the sheet, gets the 404 of an unknown
 * id); making one needs an active character.
 */
export function createShareLinkRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(API_ROUTES.getShareLink.path, requireUser)
    .on(API_ROUTES.getShareLink.method, API_ROUTES.getShareLink.path, async (c) => {
      const scope = characterScope(currentActor(c), 'manage-share');
      return c.json(await shareLinkStatus(db, scope, c.req.param('id')));
    })
    .on(API_ROUTES.createShareLink.method, API_ROUTES.createShareLink.path, async (c) => {
      const actor = currentActor(c);
      const link = await createShareLink(db, characterScope(actor, 'share'), actor, c.req.param('id'));
      return c.json({ link }, 201);
    })
    .on(API_ROUTES.revokeShareLink.method, API_ROUTES.revokeShareLink.path, async (c) => {
      await revokeShareLink(db, characterScope(currentActor(c), 'manage-share'), c.req.param('id'));
      return c.body(null, 204);
    });
}

/**
 * What a share link opens, under /api/shared: the character's sheet as it is now, read-only, for anyone
 * with the token, signed in or not; never its money. Never cached by a shared cache, never indexed; an unknown, revoked or
 * replaced token, or a retired character, is one and the same 404.
 */
export function createSharedRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().on(
    API_ROUTES.getSharedCharacter.method,
    API_ROUTES.getSharedCharacter.path,
    async (c) => {
      await enforceRateLimit(c, deps.db, deps.rateLimits.shareTokenPerIp, c.get('ip'));
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Robots-Tag', 'noindex, nofollow');
      return c.json(await getSharedCharacter(deps.db, c.req.param('token')));
    },
  );
}
