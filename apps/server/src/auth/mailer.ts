import nodemailer from 'nodemailer';
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import { linkOn, linkOrigins } from './link-origins.ts';

export interface LinkMail {
  to: string;
  url: string;
}

/** Sends the e-mail verification link: by SMTP when configured, else into the server log. */
export type SendVerificationMail = (mail: LinkMail) => Promise<void>;

type MailEnv = Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>;

/** Whether mail can go out: only then do password-reset mails and the verify-first e-mail change exist. */
export function canSendMail(env: MailEnv): boolean {
  return Boolean(env.SMTP_URL && env.MAIL_FROM);
}

function smtpSender(env: MailEnv) {
  const transport = nodemailer.createTransport(env.SMTP_URL as string);
  const from = env.MAIL_FROM as string;
  return (to: string, subject: string, text: string) => transport.sendMail({ from, to, subject, text });
}

/**
 * better-auth builds the link on the origin it was given, which without PUBLIC_URL is the request's:
 * the link is put back on PUBLIC_URL (always set with mail) or, in the log, on the origins the server
 * recorded (link-origins.ts), so a forged Host never chooses where a token goes.
 */
export function createVerificationMailer(
  env: MailEnv & Pick<Env, 'PUBLIC_URL' | 'DATA_DIR' | 'HOST' | 'PORT'>,
  log: Logger,
): SendVerificationMail {
  if (!canSendMail(env)) {
    return async ({ to, url: given }) => {
      // No SMTP: the operator reads the link here and passes it on.
      const { origins, source } = linkOrigins(env);
      const urls = origins.map((origin) => linkOn(origin, given));
      const url = urls[0] ?? given;
      log.info(
        { event: 'auth.verification_link', to, url, urls, origins: source },
        `E-mail verification link for ${to}: ${url}`,
      );
    };
  }
  const base = env.PUBLIC_URL;
  if (!base) throw new Error('mail is configured without PUBLIC_URL: loadEnv should have refused it');
  const send = smtpSender(env);
  return async ({ to, url: given }) => {
    const url = linkOn(base, given);
    await send(
      to,
      'Edgeforge: confirm your e-mail address',
      `Confirm your e-mail address for Edgeforge by opening this link:\n\n${url}\n\nIf you did not ask for this, ignore this message.`,
    );
    log.info({ event: 'auth.verification_mail_sent', to }, 'verification mail sent');
  };
}

/** A fixed plain mail to an address's owner, and the event logged once it is sent. */
interface OwnerNotice {
  subject: string;
  text: string;
  event: string;
}

/** Sends one fixed notice by SMTP (mail must be configured). */
function noticeSender(env: MailEnv, log: Logger, { subject, text, event }: OwnerNotice) {
  const send = smtpSender(env);
  return async (to: string) => {
    await send(to, subject, text);
    log.info({ event, to }, `${event}: mail sent`);
  };
}

/**
 * Tells the owner of an address that another account asked to move to it (the change is answered like
 * any other, so the asker learns nothing). Null without SMTP: the change is refused with EMAIL_TAKEN.
 */
export function createAddressTakenMailer(env: MailEnv, log: Logger): ((to: string) => Promise<void>) | null {
  if (!canSendMail(env)) return null;
  return noticeSender(env, log, {
    subject: 'Edgeforge: your address was given for another account',
    text: 'Someone signed in to another Edgeforge account asked to change its e-mail address to this one. It stays yours: nothing changed, and you need do nothing.\n\nIf you know who it was, they may have mistyped their own address.',
    event: 'auth.address_taken_mail_sent',
  });
}

/**
 * Tells the owner of an address that someone tried to sign up with it. better-auth answers that sign-up
 * like a new one when REQUIRE_EMAIL_VERIFICATION is on (auth.ts), so only the owner learns of it: by
 * mail, or without SMTP in the server log for the operator, as the verification links are.
 */
export function createSignUpTakenNotice(env: MailEnv, log: Logger): (to: string) => Promise<void> {
  if (!canSendMail(env)) {
    return async (to) => {
      log.info({ event: 'auth.sign_up_address_taken', to }, `Someone tried to sign up again with ${to}`);
    };
  }
  return noticeSender(env, log, {
    subject: 'Edgeforge: someone tried to sign up with your address',
    text: 'Someone tried to open a new Edgeforge account with this e-mail address. It already has your account, so nothing was created and nothing changed.\n\nIf it was you, sign in instead, or ask for a new access code on the sign-in page if you lost yours. If it was not you, you need do nothing.',
    event: 'auth.sign_up_taken_mail_sent',
  });
}

/** Sends a password-reset link by SMTP. Without SMTP there is none: `npm run admin` prints links instead. */
export function createPasswordResetMailer(
  env: MailEnv,
  log: Logger,
): ((mail: LinkMail) => Promise<void>) | null {
  if (!canSendMail(env)) return null;
  const send = smtpSender(env);
  return async ({ to, url }) => {
    await send(
      to,
      'Edgeforge: reset your access code',
      `Someone asked to reset the access code of your Edgeforge account. To choose a new one, open this link within 30 minutes (it works once):\n\n${url}\n\nIf it was not you, ignore this message: your access code stays as it is.`,
    );
    log.info({ event: 'auth.password_reset_mail_sent', to }, 'password reset mail sent');
  };
}
