import nodemailer from 'nodemailer';
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';

export interface VerificationMail {
  to: string;
  url: string;
}

/** Sends the e-mail verification link: by SMTP when configured, else into the server log. */
export type SendVerificationMail = (mail: VerificationMail) => Promise<void>;

export function createVerificationMailer(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>,
  log: Logger,
): SendVerificationMail {
  if (!env.SMTP_URL || !env.MAIL_FROM) {
    return async ({ to, url }) => {
      // No SMTP: the operator reads the link here and passes it on.
      log.info({ event: 'auth.verification_link', to, url }, `E-mail verification link for ${to}: ${url}`);
    };
  }
  const transport = nodemailer.createTransport(env.SMTP_URL);
  const from = env.MAIL_FROM;
  return async ({ to, url }) => {
    await transport.sendMail({
      from,
      to,
      subject: 'Edgeforge: confirm your e-mail address',
      text: `Confirm your e-mail address for Edgeforge by opening this link:\n\n${url}\n\nIf you did not sign up, ignore this message.`,
    });
    log.info({ event: 'auth.verification_mail_sent', to }, 'verification mail sent');
  };
}
