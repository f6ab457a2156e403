import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { exportAccount } from '../domain/account/export-account.ts';
import { accountOf } from '../domain/actor.ts';
import { currentActor, requireUser } from '../middleware/require-user.ts';

/** GET /api/account/export: "download my data", every owner's part as one JSON file. */
export function createAccountRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().on(
    API_ROUTES.exportAccount.method,
    API_ROUTES.exportAccount.path,
    requireUser,
    async (c) => {
      const data = await exportAccount(deps.db, deps.userData, accountOf(currentActor(c)));
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="edgeforge-account-${day}.json"`);
      return c.json(data);
    },
  );
}
