import { RESET_PASSWORD_PATH } from '@edgeforge/contracts/account';
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import type { AuthHooks } from './auth.ts';
import { createPasswordResetMailer } from './mailer.ts';

/** The web page a reset token opens, on the origin `base`. */
export function resetLinkUrl(base: string, token: string): string {
  return `${base}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * better-auth's sendResetPassword for the running server: the link goes by mail, always on
 * PUBLIC_URL (the env refuses mail without it). The request's Host never makes the link: a forged
 * one would send the victim's token to whoever forged it. Undefined without SMTP.
 */
export function createResetLinkMailer(
  env: Pick<Env, 'PUBLIC_URL' | 'SMTP_URL' | 'MAIL_FROM'>,
  log: Logger,
): AuthHooks['sendResetPassword'] {
  const send = createPasswordResetMailer(env, log);
  if (!send) return undefined;
  const base = env.PUBLIC_URL;
  if (!base) throw new Error('mail is configured without PUBLIC_URL: loadEnv should have refused it');
  return async ({ email, token }) => {
    // Not awaited: the answer must take as long whether or not the address has an account.
    send({ to: email, url: resetLinkUrl(base, token) }).catch((error: unknown) => {
      log.error({ err: error, event: 'auth.password_reset_mail_failed', to: email }, 'reset mail failed');
    });
  };
}
