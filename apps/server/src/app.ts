import { ERROR_STATUS } from '@edgeforge/contracts/errors';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, AppEnv } from './app-env.ts';
import { playPageName } from './domain/play/page-name.ts';
import { AppError } from './lib/app-error.ts';
import { clientIp } from './lib/client-ip.ts';
import { auditCampaignNotFound, auditCharacterNotFound } from './middleware/audit-not-found.ts';
import { limitRequestBody } from './middleware/body-limit.ts';
import { jsonWritesOnly, sameOriginOnly } from './middleware/same-origin.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { forgetSessionsAfterAuthRequests, loadSession, sessionUserReader } from './middleware/session.ts';
import { createAccountRoutes } from './routes/account.ts';
import { createAuthRoutes } from './routes/auth.ts';
import { createCampaignRoutes } from './routes/campaigns.ts';
import { createCareerRoutes } from './routes/career.ts';
import { createCareerShopRoutes } from './routes/career-shop.ts';
import { createCharacterExportRoutes } from './routes/character-exports.ts';
import { createCharacterRoutes } from './routes/characters.ts';
import { createDraftRoutes } from './routes/draft.ts';
import { createEncounterRoutes } from './routes/encounters.ts';
import { createGenerationRoutes } from './routes/generation.ts';
import { createGmRoutes } from './routes/gm.ts';
import { createGmNoteRoutes } from './routes/gm-notes.ts';
import { createInviteRoutes } from './routes/invites.ts';
import { createLiveRoutes } from './routes/live.ts';
import { createMarketRoutes } from './routes/market.ts';
import { createNetRoutes } from './routes/net.ts';
import { createNetRunRoutes } from './routes/net-runs.ts';
import { createPlayRoutes } from './routes/play.ts';
import { createRegistrationCodeRoutes } from './routes/registration-code.ts';
import { createSharedRoutes, createShareLinkRoutes } from './routes/share-links.ts';
import { createStorageRoutes } from './routes/storage.ts';
import { createWebAppRoutes } from './routes/web-app.ts';

/** The whole HTTP surface: API, stored portraits and the SPA, with one error mapping. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('log', deps.log);
    c.set('ip', clientIp(c, deps.env.TRUST_PROXY));
    c.set('user', null);
    c.set('session', null);
    await next();
  });
  app.use('*', securityHeaders(deps.env));

  app.use('/api/*', async (c, next) => {
    await next();
    // API answers are per-user and live: never cached by browsers or proxies (a route may say more).
    // Set on the answer's own headers: c.header() on a finished answer rebuilds it around a body
    // stream, which the Node adapter then reads chunk by chunk instead of writing the JSON string once.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('/api/*', sameOriginOnly(deps.env));
  app.use('/api/*', jsonWritesOnly);
  app.use('/api/*', limitRequestBody);

  app.use('/api/auth/*', forgetSessionsAfterAuthRequests(deps));
  // Each sub-app registers its handlers on the full paths of the contracts' API_ROUTES, so each is
  // mounted at the root; the order below is still the order in which the paths are matched.
  app.route('/', createAuthRoutes(deps));
  // Every write of a signed-in user counts, whatever the route (auth has its own limits above): in
  // the session's look-up, one statement for both (decision 075).
  app.use('/api/*', loadSession(deps, deps.rateLimits.writesPerUser));
  app.use('/api/characters/*', auditCharacterNotFound(deps));
  app.use('/api/campaigns/*', auditCampaignNotFound(deps));
  app.route('/', createRegistrationCodeRoutes(deps));
  app.route('/', createGenerationRoutes(deps));
  app.route('/', createPlayRoutes(deps));
  app.route('/', createCareerRoutes(deps));
  app.route('/', createCareerShopRoutes(deps));
  app.route('/', createCharacterRoutes(deps));
  app.route('/', createCharacterExportRoutes(deps));
  app.route('/', createShareLinkRoutes(deps));
  app.route('/', createSharedRoutes(deps));
  app.route('/', createDraftRoutes(deps));
  app.route('/', createAccountRoutes(deps));
  app.route('/', createCampaignRoutes(deps));
  app.route('/', createNetRoutes(deps));
  app.route('/', createNetRunRoutes(deps));
  app.route('/', createGmRoutes(deps));
  app.route('/', createEncounterRoutes(deps));
  app.route('/', createMarketRoutes(deps));
  app.route('/', createGmNoteRoutes(deps));
  app.route('/', createInviteRoutes(deps));
  app.route('/', createLiveRoutes(deps));
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND');
  });
  app.route('/', createStorageRoutes(deps));
  app.route(
    '/',
    createWebAppRoutes(deps.env.WEB_DIST_DIR, {
      sessionUser: sessionUserReader(deps),
      playName: (userId, characterId) => playPageName(deps.db, { userId }, characterId),
    }),
  );

  app.onError((error, c) => {
    if (error instanceof AppError) {
      const status = ERROR_STATUS[error.code] as ContentfulStatusCode;
      const issues = error.issues ? { issues: error.issues } : {};
      const findings = error.findings ? { findings: error.findings } : {};
      const refused = error.refused ? { refused: error.refused } : {};
      const body = { code: error.code, message: error.message, ...issues, ...findings, ...refused };
      return c.json({ error: body }, status);
    }
    deps.log.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }, 500);
  });
  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) {
      return c.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
    }
    return c.text('Not found', 404);
  });
  return app;
}
