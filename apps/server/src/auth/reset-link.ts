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
 * better-auth's sendResetPassword for the running server: the link goes by mail, on PUBLIC_URL or
 * else on the origin the request came to (the address the player uses). Undefined without SMTP.
 */
export function createResetLinkMailer(
  env: Pick<Env, 'PUBLIC_URL' | 'SMTP_URL' | 'MAIL_FROM'>,
  log: Logger,
): AuthHooks['sendResetPassword'] {
  const send = createPasswordResetMailer(env, log);
  if (!send) return undefined;
  return async ({ email, token }, request) => {
    const base = env.PUBLIC_URL ?? (request ? new URL(request.url).origin : undefined);
    if (!base) throw new Error('a reset link needs PUBLIC_URL or the request it answers');
    // Not awaited: the answer must take as long whether or not the address has an account.
    send({ to: email, url: resetLinkUrl(base, token) }).catch((error: unknown) => {
      log.error({ err: error, event: 'auth.password_reset_mail_failed', to: email }, 'reset mail failed');
    });
  };
}
