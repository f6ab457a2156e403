import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerificationMailer } from '../src/auth/mailer.ts';
import { startFakeSmtp } from './support/fake-smtp.ts';
import { captureLogs } from './support/log-capture.ts';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

const LINK = 'http://localhost:3000/api/auth/verify-email?token=abc.def&callbackURL=%2F';

describe('the verification mailer', () => {
  it('sends the link by SMTP when SMTP_URL and MAIL_FROM are set', async () => {
    const logs = captureLogs();
    const send = createVerificationMailer(
      { SMTP_URL: smtp.url, MAIL_FROM: 'Edgeforge <noreply@example.test>' },
      logs.log,
    );
    await send({ to: 'runner@example.test', url: LINK });
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail?.from).toContain('noreply@example.test');
    expect(mail?.to.join()).toContain('runner@example.test');
    // Quoted-printable may wrap long lines: compare with the soft breaks removed.
    expect(mail?.data.replace(/=\r\n/g, '').replace(/=3D/g, '=')).toContain(LINK);
    // The link is a credential: with SMTP it stays out of the log.
    expect(logs.text()).not.toContain('token=abc.def');
  });

  it('writes the link to the log when no SMTP is configured', async () => {
    const logs = captureLogs();
    const send = createVerificationMailer({ SMTP_URL: undefined, MAIL_FROM: undefined }, logs.log);
    await send({ to: 'runner@example.test', url: LINK });
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ event: 'auth.verification_link', to: 'runner@example.test', url: LINK }),
    );
  });
});
