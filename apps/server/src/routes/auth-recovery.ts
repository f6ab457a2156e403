import {
  type AuthOptions,
  requestPasswordResetRequestSchema,
  resetPasswordRequestSchema,
} from '@edgeforge/contracts/account';
import { ACCOUNT_MESSAGES } from '@edgeforge/contracts/account-messages';
import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { canSendMail } from '../auth/mailer.ts';
import { assertStrongPassword } from '../auth/password-strength.ts';
import { hitRateLimit } from '../domain/limits/rate-limit-store.ts';
import { AppError } from '../lib/app-error.ts';
import { logSecurityEvent } from '../lib/security-log.ts';
import { enforceRateLimit } from '../middleware/rate-limit.ts';
import { mapAuthFailure } from './auth-errors.ts';
import { forwardToAuth, readAuthBody } from './auth-forward.ts';

/**
 * "Forgot your access code?": better-auth's request-password-reset, offered only when mail can go
 * out (without it, `npm run admin -- reset-password` hands an operator the link), and reset-password,
 * where either kind of link leads.
 */
export function createAuthRecoveryRoutes(deps: AppDeps) {
  const { db, env, rateLimits } = deps;
  const mail = canSendMail(env);
  const requireMail = () => {
    if (!mail) throw new AppError('NOT_FOUND');
  };

  return (
    new Hono<AppEnv>()
      .on(API_ROUTES.authOptions.method, API_ROUTES.authOptions.path, (c) =>
        c.json({ passwordReset: mail } satisfies AuthOptions),
      )
      .on(API_ROUTES.requestPasswordReset.method, API_ROUTES.requestPasswordReset.path, async (c) => {
        requireMail();
        const ip = c.get('ip');
        await enforceRateLimit(c, db, rateLimits.passwordResetPerIp, ip);
        const { email: given } = await readAuthBody(c, requestPasswordResetRequestSchema);
        const email = given.toLowerCase();
        await enforceRateLimit(c, db, rateLimits.passwordResetPerEmailAndIp, `${email} ${ip}`);
        // Past the cap of mails to one address nothing more is sent, and the answer is the same: the
        // caller learns neither whether the address has an account nor whether a mail left.
        const mails = await hitRateLimit(db, rateLimits.passwordResetMailsPerEmail, email);
        if (mails.allowed) {
          const response = await forwardToAuth(c, deps.auth, { body: { email } });
          if (!response.ok) throw await mapAuthFailure(response);
        }
        logSecurityEvent(c, 'password_reset_requested', { email, mailed: mails.allowed });
        return c.json({ status: true, message: ACCOUNT_MESSAGES.resetRequested });
      })
      // Open with or without mail: an operator's link (npm run admin) lands here too.
      .on(API_ROUTES.resetPassword.method, API_ROUTES.resetPassword.path, async (c) => {
        await enforceRateLimit(c, db, rateLimits.resetTokenPerIp, c.get('ip'));
        const body = await readAuthBody(c, resetPasswordRequestSchema);
        await assertStrongPassword(body.newPassword);
        const response = await forwardToAuth(c, deps.auth, { body });
        if (!response.ok) throw await mapAuthFailure(response);
        // better-auth has ended every session of the account (revokeSessionsOnPasswordReset).
        logSecurityEvent(c, 'password_reset');
        return c.json({ status: true });
      })
  );
}
