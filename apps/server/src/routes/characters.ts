import { saveCharacterRequestSchema, updateCharacterRequestSchema } from '@edgeforge/contracts/api';
import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { characterListQuerySchema } from '@edgeforge/contracts/character-list';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../app-env.ts';
import type { Transaction } from '../db/client.ts';
import { attachCharacterIn } from '../domain/campaigns/attach-character.ts';
import { campaignsOfCharacter } from '../domain/campaigns/campaigns-of-character.ts';
import { characterStanding } from '../domain/campaigns/character-standing.ts';
import { checkCampaignBuild, checkCampaignFitOfEdit } from '../domain/campaigns/check-campaign-build.ts';
import { campaignScope } from '../domain/campaigns/policies.ts';
import { assertBuildKeepsAdvancement } from '../domain/career/career-records.ts';
import { duplicateCharacter } from '../domain/characters/duplicate-character.ts';
import { getCharacter } from '../domain/characters/get-character.ts';
import { getCharacterBio } from '../domain/characters/get-character-bio.ts';
import { importCharacter } from '../domain/characters/import-character.ts';
import { listCharacters } from '../domain/characters/list-characters.ts';
import { openCharacterForEdit } from '../domain/characters/open-character-for-edit.ts';
import { characterScope, ownerOfNewCharacter } from '../domain/characters/policies.ts';
import { retireCharacter } from '../domain/characters/retire-character.ts';
import { saveCharacter } from '../domain/characters/save-character.ts';
import { updateCharacter } from '../domain/characters/update-character.ts';
import { AppError } from '../lib/app-error.ts';
import { logSecurityEvent } from '../lib/security-log.ts';
import { parseWith, readBody, readJsonBody } from '../lib/validate.ts';
import { currentActor, requireUser } from '../middleware/require-user.ts';

/** The save answers with the product's own messages with no session or no e-mail (docs/rules/product.md). */
const requireSaver = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.saveAuthRequired);
  if (!user.email) throw new AppError('EMAIL_MISSING', MESSAGES.saveEmailMissing);
  await next();
});

/**
 * Saved characters (calls 4, 5, 9, 10, 11 of docs/rules/product.md#the-api-calls), under
 * /api/characters: save, list (a page of summaries, decision 023), read, read the full bio, edit (open
 * in the wizard, then update with the version), duplicate, import an export file, retire. Each handler
 * asks domain/characters/policies.ts which characters the caller may act on; whatever lies outside is a
 * 404 to every verb, the same as an id that does not exist. An edit and a retirement, once committed,
 * tell the live streams of the character and of the campaigns whose party holds it (decision 042).
 */
export function createCharacterRoutes(deps: AppDeps) {
  const { db } = deps;
  const changed = (c: Context<AppEnv>, characterId: string) => {
    deps.live.hub.publish(`character:${characterId}`);
    // The answer does not wait on the look-up: the change has committed whatever it finds.
    campaignsOfCharacter(db, characterId).then(
      (campaignIds) => {
        for (const id of campaignIds) deps.live.hub.publish(`campaign:${id}`);
      },
      (error: unknown) =>
        c.get('log').error({ err: error, event: 'live.publish_failed' }, 'live change not published'),
    );
  };
  const saveDeps = (c: Context<AppEnv>) => ({
    db,
    storage: deps.storage,
    log: c.get('log'),
    quotas: deps.quotas,
    afterPortraitStored: deps.holdAfterPortraitStore,
    onForeignPortrait: (id: string) =>
      logSecurityEvent(c, 'cross_user_not_found', { resource: 'portrait', id }),
  });
  return new Hono<AppEnv>()
    .on(API_ROUTES.saveCharacter.method, API_ROUTES.saveCharacter.path, requireSaver, async (c) => {
      const body = await readBody(c, saveCharacterRequestSchema);
      const actor = currentActor(c);
      // A character built for a campaign (decision 022) joins its party in the save's own transaction.
      const campaignId = body.draft.campaignId;
      let attach: ((tx: Transaction, id: string) => Promise<void>) | undefined;
      if (campaignId) {
        // The scopes are built only here: the campaign rule is a subquery, costly to build on every save.
        const scopes = {
          campaigns: campaignScope(actor, 'play'),
          characters: characterScope(actor, 'attach'),
        };
        await checkCampaignBuild(db, scopes.campaigns, actor, campaignId, body.draft);
        attach = (tx, id) => attachCharacterIn(tx, scopes, actor, campaignId, id);
      }
      const character = await saveCharacter(saveDeps(c), ownerOfNewCharacter(actor), body, attach);
      return c.json({ character }, 201);
    })
    .on(API_ROUTES.importCharacter.method, API_ROUTES.importCharacter.path, requireSaver, async (c) => {
      const file = await readJsonBody(c);
      const imported = await importCharacter(saveDeps(c), ownerOfNewCharacter(currentActor(c)), file);
      return c.json(imported, 201);
    })
    .on(API_ROUTES.updateCharacter.method, API_ROUTES.updateCharacter.path, requireSaver, async (c) => {
      const body = await readBody(c, updateCharacterRequestSchema);
      const scope = characterScope(currentActor(c), 'change');
      const id = c.req.param('id');
      // A character at a campaign's table stays within its methods and house-rules setting (decision 022),
      // and an edit keeps every skill the career advanced at or above where it started (decision 056).
      const fits = async (draft: typeof body.draft) => {
        await checkCampaignFitOfEdit(db, id, draft);
        const build = { skills: draft.skills, roleRank: draft.roleAbility?.rank ?? null };
        await assertBuildKeepsAdvancement(db, id, build);
      };
      const character = await updateCharacter(saveDeps(c), scope, id, body, fits);
      changed(c, character.id);
      return c.json({ character });
    })
    .on(
      API_ROUTES.openCharacterForEdit.method,
      API_ROUTES.openCharacterForEdit.path,
      requireUser,
      async (c) => {
        const actor = currentActor(c);
        const scope = characterScope(actor, 'change');
        return c.json({ draft: await openCharacterForEdit(db, scope, actor.userId, c.req.param('id')) });
      },
    )
    .on(API_ROUTES.duplicateCharacter.method, API_ROUTES.duplicateCharacter.path, requireSaver, async (c) => {
      const scope = characterScope(currentActor(c), 'duplicate');
      return c.json({ character: await duplicateCharacter(saveDeps(c), scope, c.req.param('id')) }, 201);
    })
    .on(API_ROUTES.listCharacters.method, API_ROUTES.listCharacters.path, requireUser, async (c) => {
      const page = parseWith(characterListQuerySchema, c.req.query());
      return c.json(await listCharacters(db, characterScope(currentActor(c), 'list'), page));
    })
    .on(API_ROUTES.getCharacterBio.method, API_ROUTES.getCharacterBio.path, requireUser, async (c) => {
      const scope = characterScope(currentActor(c), 'view');
      return c.json(await getCharacterBio(db, scope, c.req.param('id')));
    })
    .on(API_ROUTES.getCharacter.method, API_ROUTES.getCharacter.path, requireUser, async (c) => {
      const actor = currentActor(c);
      const character = await getCharacter(db, characterScope(actor, 'view'), c.req.param('id'));
      return c.json({ character, ...(await characterStanding(db, actor, character.id)) });
    })
    .on(API_ROUTES.retireCharacter.method, API_ROUTES.retireCharacter.path, requireUser, async (c) => {
      const scope = characterScope(currentActor(c), 'retire');
      const character = await retireCharacter(db, scope, c.req.param('id'));
      changed(c, character.id);
      return c.json({ character });
    });
}
