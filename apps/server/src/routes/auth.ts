import { signInRequestSchema, signUpRequestSchema } from '@edgeforge/contracts/api';
import { LIMITS } from '@edgeforge/contracts/limits';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { isCommonPassword } from '../auth/common-passwords.ts';
import { isRegistrationCodeValid } from '../auth/registration-code.ts';
import { AppError } from '../lib/app-error.ts';
import { clientIp } from '../lib/client-ip.ts';
import { parseWith } from '../lib/validate.ts';
import { enforceRateLimit } from '../middleware/rate-limit.ts';
import { mapAuthFailure } from './auth-errors.ts';

/**
 * The gate in front of better-auth: only the endpoints the app uses are reachable, and sign-up
 * and sign-in pass our checks (rate limits, registration code, password policy) first.
 */
export function createAuthRoutes(deps: AppDeps) {
  const { auth, db, env, rateLimits } = deps;
  const log = deps.log.child({ component: 'auth' });
  const forward = (c: Context, body?: unknown) =>
    auth.handler(body === undefined ? c.req.raw : rebuild(c, body));

  const app = new Hono<AppEnv>();

  app.post('/sign-up/email', async (c) => {
    const ip = clientIp(c, env.TRUST_PROXY);
    await enforceRateLimit(c, db, rateLimits.signUpPerIp, ip);
    const body = await readAuthBody(c, signUpRequestSchema);
    const email = body.email.toLowerCase();
    await enforceRateLimit(c, db, rateLimits.signUpPerEmail, email);
    if (!isRegistrationCodeValid(body.registrationCode, env.REGISTRATION_CODE)) {
      log.warn({ event: 'auth.sign_up_refused', reason: 'registration_code', ip }, 'sign-up refused');
      throw new AppError('INVALID_REGISTRATION_CODE', MESSAGES.invalidRegistrationCode);
    }
    if (isCommonPassword(body.password)) throw new AppError('WEAK_PASSWORD', MESSAGES.weakPassword);
    const response = await forward(c, {
      email,
      password: body.password,
      name: body.name?.trim() || email.split('@')[0],
      ...(body.callbackURL ? { callbackURL: body.callbackURL } : {}),
    });
    if (!response.ok) throw await mapAuthFailure(response);
    const created = (await response.clone().json()) as { user?: { id?: string } };
    log.info({ event: 'auth.sign_up', userId: created.user?.id, ip }, 'user signed up');
    return response;
  });

  app.post('/sign-in/email', async (c) => {
    const ip = clientIp(c, env.TRUST_PROXY);
    await enforceRateLimit(c, db, rateLimits.signInPerIp, ip);
    const body = await readAuthBody(c, signInRequestSchema);
    const email = body.email.toLowerCase();
    await enforceRateLimit(c, db, rateLimits.signInPerEmail, email);
    const response = await forward(c, { ...body, email });
    if (!response.ok) {
      const failure = await mapAuthFailure(response);
      log.warn({ event: 'auth.sign_in_failed', email, ip, code: failure.code }, 'sign-in failed');
      throw failure;
    }
    const signedIn = (await response.clone().json()) as { user?: { id?: string } };
    log.info({ event: 'auth.sign_in', userId: signedIn.user?.id, ip }, 'user signed in');
    return response;
  });

  app.post('/sign-out', async (c) => {
    const current = await auth.api.getSession({ headers: c.req.raw.headers });
    const response = await forward(c);
    log.info({ event: 'auth.sign_out', userId: current?.user.id ?? null }, 'user signed out');
    return response;
  });

  app.get('/get-session', (c) => forward(c));
  app.get('/verify-email', async (c) => {
    const response = await forward(c);
    // A bad or missing token: better-auth answers in its own shape, the client gets ours.
    if (response.status >= 400 && response.status < 500) throw await mapAuthFailure(response);
    return response;
  });
  // Everything else better-auth offers (password change, account deletion...) would bypass our
  // checks or is unused by the product: not reachable.
  app.all('*', () => {
    throw new AppError('NOT_FOUND');
  });
  return app;
}

/** Reads and validates an auth body; a bad password length gets the form's own message. */
async function readAuthBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_FAILED', 'The request body is not valid JSON.');
  }
  try {
    return parseWith(schema, raw);
  } catch (error) {
    const lengthIssue =
      error instanceof AppError &&
      error.issues?.some((issue) => issue.path === 'password') &&
      isBadLength(raw);
    if (lengthIssue) throw new AppError('VALIDATION_FAILED', MESSAGES.passwordLength, error.issues);
    if (error instanceof AppError && lacksAt(raw))
      throw new AppError('VALIDATION_FAILED', MESSAGES.emailMissingAt, error.issues);
    throw error;
  }
}

function lacksAt(raw: unknown): boolean {
  const email = (raw as { email?: unknown } | null)?.email;
  return typeof email === 'string' && !email.includes('@');
}

function isBadLength(raw: unknown): boolean {
  const password = (raw as { password?: unknown } | null)?.password;
  return (
    typeof password === 'string' &&
    (password.length < LIMITS.passwordMin || password.length > LIMITS.passwordMax)
  );
}

/** A copy of the incoming request with a new JSON body, for better-auth to handle. */
function rebuild(c: Context, body: unknown): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Request(c.req.url, { method: c.req.method, headers, body: JSON.stringify(body) });
}
