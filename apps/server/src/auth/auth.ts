import { LIMITS } from '@edgeforge/contracts/limits';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
// The minimal entry leaves out Kysely (we use the Drizzle adapter): about 0.4 s less start-up.
import { betterAuth } from 'better-auth/minimal';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema/auth.ts';
import { isAccountDisabled } from '../domain/account/account-status.ts';
import { type Env, servesHttps } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import { canSendMail, createSignUpTakenNotice, createVerificationMailer } from './mailer.ts';
import { hashPassword, hashPasswordLight, verifyPassword } from './password.ts';
import { authCookiePrefix } from './session-cookie.ts';

export const AUTH_BASE_PATH = '/api/auth';
/** The header our gate (routes/auth-forward.ts) puts the client's address in for better-auth to record. */
export const CLIENT_IP_HEADER = 'x-edgeforge-client-ip';
/** How long a password-reset link works. */
export const RESET_LINK_MINUTES = 30;

type AuthEnv = Pick<
  Env,
  | 'PUBLIC_URL'
  | 'TRUSTED_ORIGINS'
  | 'BETTER_AUTH_SECRET'
  | 'REQUIRE_EMAIL_VERIFICATION'
  | 'SESSION_MAX_AGE_DAYS'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'DATA_DIR'
  | 'HOST'
  | 'PORT'
  | 'TEST_LIGHT_PASSWORD_HASH'
>;

/** What the app (or an operator's command) does at the moments better-auth hands over. */
export interface AuthHooks {
  /** Delivers a password-reset token (by mail, or printed by `npm run admin`). */
  sendResetPassword?: (reset: { email: string; token: string }) => Promise<void>;
  /** Erases everything the user owns; runs when delete-user has checked the password. */
  eraseUser?: (userId: string) => Promise<void>;
}

/**
 * better-auth with e-mail and password, sessions in the database behind an HttpOnly cookie.
 * Our gate in front of it (routes/auth*.ts) does rate limiting, the registration code and the
 * password policy, so better-auth's limiter is off. Without PUBLIC_URL it takes its base URL from
 * each request (decision 016); the links it hands out are put back on a trusted origin before they
 * leave (mailer.ts, decision 033).
 */
export function createAuth(env: AuthEnv, db: Database, log: Logger, hooks: AuthHooks = {}) {
  if (!env.BETTER_AUTH_SECRET) throw new Error('BETTER_AUTH_SECRET must be resolved before creating auth');
  const sendVerificationMail = createVerificationMailer(env, log);
  const tellSignUpTaken = createSignUpTakenNotice(env, log);
  const authLog = log.child({ component: 'better-auth' });
  const https = servesHttps(env);
  const { sendResetPassword, eraseUser } = hooks;
  return betterAuth({
    appName: 'Edgeforge',
    ...(env.PUBLIC_URL ? { baseURL: env.PUBLIC_URL } : {}),
    basePath: AUTH_BASE_PATH,
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [...(env.PUBLIC_URL ? [env.PUBLIC_URL] : []), ...env.TRUSTED_ORIGINS],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      password: {
        hash: env.TEST_LIGHT_PASSWORD_HASH ? hashPasswordLight : hashPassword,
        verify: verifyPassword,
      },
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      // With verification required, a sign-up for a taken address is answered like a new one (no
      // session either way, nothing written) and this tells the address's owner; without it, the new
      // account would be signed in at once, so a taken address is refused (EMAIL_TAKEN, docs/SECURITY.md).
      onExistingUserSignUp: ({ user }) => tellSignUpTaken(user.email),
      ...(sendResetPassword
        ? {
            sendResetPassword: ({ user, token }) => sendResetPassword({ email: user.email, token }),
          }
        : {}),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendVerificationEmail: async ({ user, url }) => {
        await sendVerificationMail({ to: user.email, url });
      },
    },
    user: {
      // With mail, a new address counts once its owner opens the link sent to it; without, at once.
      changeEmail: { enabled: true, updateEmailWithoutVerification: !canSendMail(env) },
      deleteUser: {
        enabled: true,
        ...(eraseUser ? { beforeDelete: (user: { id: string }) => eraseUser(user.id) } : {}),
      },
    },
    session: {
      expiresIn: env.SESSION_MAX_AGE_DAYS * 24 * 60 * 60,
      // An absolute lifetime: using the session never pushes its expiry further.
      disableSessionRefresh: true,
      cookieCache: { enabled: false },
    },
    databaseHooks: {
      session: {
        create: {
          // Every way in (sign-in, sign-up, password change) opens a session: one check covers all.
          before: async (session) => {
            if (await isAccountDisabled(db, session.userId)) {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DISABLED', message: 'Account disabled' });
            }
          },
        },
      },
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Failures our gate does not map reach our onError and pino, never better-call's console lines.
    onAPIError: { throw: true },
    advanced: {
      // Under HTTPS every cookie is __Host-: Secure, Path=/, no Domain (session-cookie.ts).
      useSecureCookies: false,
      cookiePrefix: authCookiePrefix(env),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      // Our gate sets this header from the socket (or the trusted proxy's entry) on every request.
      // The whole IPv6 address, not better-auth's /64: a session's address is shown on the account page
      // (its own rate limit, the one use of the subnet, is off; ours keys on clientIp).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 128 },
    },
    logger: {
      level: 'warn',
      disableColors: true,
      log: (level, message, ...args) => {
        // Without PUBLIC_URL the base URL comes from each request on purpose (decision 016).
        const expected = message.includes('Base URL is not set');
        const method = level === 'error' ? 'error' : level === 'warn' && !expected ? 'warn' : 'debug';
        authLog[method]({ args: args.length ? args.map(String) : undefined }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
