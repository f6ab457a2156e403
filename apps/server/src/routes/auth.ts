import { signInRequestSchema, signUpRequestSchema } from '@edgeforge/contracts/api';
import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { AUTH_BASE_PATH } from '../auth/auth.ts';
import { assertStrongPassword } from '../auth/password-strength.ts';
import { isRegistrationCodeValid } from '../auth/registration-code.ts';
import { AppError } from '../lib/app-error.ts';
import { logSecurityEvent } from '../lib/security-log.ts';
import { enforceRateLimit } from '../middleware/rate-limit.ts';
import { createAuthAccountRoutes } from './auth-account.ts';
import { mapAuthFailure } from './auth-errors.ts';
import { forwardToAuth, readAuthBody } from './auth-forward.ts';
import { createAuthRecoveryRoutes } from './auth-recovery.ts';

/**
 * The gate in front of better-auth: only the endpoints the app uses are reachable, and each passes
 * our checks (rate limits, registration code, password strength, our error codes) first.
 */
export function createAuthRoutes(deps: AppDeps) {
  const { auth, db, env, rateLimits } = deps;
  const log = deps.log.child({ component: 'auth' });
  const app = new Hono<AppEnv>();

  app.on(API_ROUTES.signUp.method, API_ROUTES.signUp.path, async (c) => {
    const ip = c.get('ip');
    await enforceRateLimit(c, db, rateLimits.signUpPerIp, ip);
    const body = await readAuthBody(c, signUpRequestSchema);
    const email = body.email.toLowerCase();
    // Every code tried counts against the address, never against the e-mail: guessing for someone
    // else's address cannot block their sign-up.
    await enforceRateLimit(c, db, rateLimits.registrationCodePerIp, ip);
    if (!isRegistrationCodeValid(body.registrationCode, env.REGISTRATION_CODE)) {
      log.warn({ event: 'auth.sign_up_refused', reason: 'registration_code', ip }, 'sign-up refused');
      throw new AppError('INVALID_REGISTRATION_CODE', MESSAGES.invalidRegistrationCode);
    }
    await assertStrongPassword(body.password, [email]);
    const response = await forwardToAuth(c, auth, {
      body: {
        email,
        password: body.password,
        name: body.name?.trim() || email.split('@')[0],
        ...(body.callbackURL ? { callbackURL: body.callbackURL } : {}),
      },
    });
    if (!response.ok) throw await mapAuthFailure(response);
    const created = (await response.clone().json()) as { user?: { id?: string } };
    log.info({ event: 'auth.sign_up', userId: created.user?.id, ip }, 'user signed up');
    return response;
  });

  app.on(API_ROUTES.signIn.method, API_ROUTES.signIn.path, async (c) => {
    const ip = c.get('ip');
    await enforceRateLimit(c, db, rateLimits.signInPerIp, ip);
    const body = await readAuthBody(c, signInRequestSchema);
    const email = body.email.toLowerCase();
    await enforceRateLimit(c, db, rateLimits.signInPerEmailAndIp, `${email} ${ip}`);
    await enforceRateLimit(c, db, rateLimits.signInPerEmail, email);
    const response = await forwardToAuth(c, auth, { body: { ...body, email } });
    if (!response.ok) {
      const failure = await mapAuthFailure(response);
      log.warn({ event: 'auth.sign_in_failed', email, ip, code: failure.code }, 'sign-in failed');
      if (failure.code === 'ACCOUNT_DISABLED') logSecurityEvent(c, 'account_disabled_sign_in', { email });
      throw failure;
    }
    const signedIn = (await response.clone().json()) as { user?: { id?: string } };
    log.info({ event: 'auth.sign_in', userId: signedIn.user?.id, ip }, 'user signed in');
    return response;
  });

  app.on(API_ROUTES.signOut.method, API_ROUTES.signOut.path, async (c) => {
    const current = await auth.api.getSession({ headers: c.req.raw.headers });
    const response = await forwardToAuth(c, auth);
    log.info({ event: 'auth.sign_out', userId: current?.user.id ?? null }, 'user signed out');
    return response;
  });

  app.on(API_ROUTES.getSession.method, API_ROUTES.getSession.path, (c) => forwardToAuth(c, auth));
  app.on(API_ROUTES.verifyEmail.method, API_ROUTES.verifyEmail.path, async (c) => {
    const response = await forwardToAuth(c, auth);
    // A bad or missing token: better-auth answers in its own shape, the client gets ours.
    if (response.status >= 400 && response.status < 500) throw await mapAuthFailure(response);
    return response;
  });

  app.route('/', createAuthAccountRoutes(deps));
  app.route('/', createAuthRecoveryRoutes(deps));
  // Everything else better-auth offers (social sign-in, token deletion callbacks...) is unused by
  // the product or would bypass our checks: not reachable.
  app.all(`${AUTH_BASE_PATH}/*`, () => {
    throw new AppError('NOT_FOUND');
  });
  return app;
}
