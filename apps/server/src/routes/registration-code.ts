import { verifyRegistrationCodeRequestSchema } from '@edgeforge/contracts/api';
import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { isRegistrationCodeValid } from '../auth/registration-code.ts';
import { readBody } from '../lib/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';

/**
 * POST /verify-registration-code: lets the sign-up form refuse a wrong code early (call 3 of
 * docs/rules/product.md#the-api-calls).
 */
export function createRegistrationCodeRoutes(deps: AppDeps) {
  const route = API_ROUTES.verifyRegistrationCode;
  return new Hono<AppEnv>().on(
    route.method,
    route.path,
    // The answer is an oracle for guessing the code: count guesses per address.
    rateLimit(deps, deps.rateLimits.registrationCodePerIp, (c) => c.get('ip')),
    async (c) => {
      const { code } = await readBody(c, verifyRegistrationCodeRequestSchema);
      return c.json({ REGISTRATION_CODE: isRegistrationCodeValid(code, deps.env.REGISTRATION_CODE) });
    },
  );
}
