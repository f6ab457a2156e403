import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableText, startFakeSmtp } from '../../test/support/fake-smtp.ts';
import { captureLogs } from '../../test/support/log-capture.ts';
import { recordServerOrigins } from './link-origins.ts';
import { createVerificationMailer } from './mailer.ts';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let dataDir: string;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  dataDir = mkdtempSync(join(tmpdir(), 'edgeforge-mailer-'));
});
afterAll(async () => {
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// What better-auth hands the mailer: its link, built on whatever origin the request named.
const PATH_AND_QUERY = '/api/auth/verify-email?token=abc.def&callbackURL=%2F';
const FORGED = `http://attacker.example:3000${PATH_AND_QUERY}`;
const MAIL = { SMTP_URL: '', MAIL_FROM: 'Edgeforge <noreply@example.test>' };
const where = (overrides: { PUBLIC_URL?: string; DATA_DIR?: string; PORT?: number } = {}) => ({
  PUBLIC_URL: undefined,
  DATA_DIR: dataDir,
  HOST: undefined,
  PORT: 3000,
  ...overrides,
});

describe('the verification mailer', () => {
  it('sends the link by SMTP, on PUBLIC_URL whatever origin it came with', async () => {
    const logs = captureLogs();
    const send = createVerificationMailer(
      { ...MAIL, SMTP_URL: smtp.url, ...where({ PUBLIC_URL: 'https://edge.example.com' }) },
      logs.log,
    );
    await send({ to: 'runner@example.test', url: FORGED });
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail?.from).toContain('noreply@example.test');
    expect(mail?.to.join()).toContain('runner@example.test');
    const text = mail ? readableText(mail) : '';
    expect(text).toContain(`https://edge.example.com${PATH_AND_QUERY}`);
    expect(text).not.toContain('attacker.example');
    // The link is a credential: with SMTP it stays out of the log.
    expect(logs.text()).not.toContain('token=abc.def');
  });

  it('will not be made for SMTP without PUBLIC_URL', () => {
    expect(() =>
      createVerificationMailer({ ...MAIL, SMTP_URL: smtp.url, ...where() }, captureLogs().log),
    ).toThrow(/PUBLIC_URL/);
  });

  it('writes the link to the log when no SMTP is configured, on the origins the server recorded', async () => {
    const logs = captureLogs();
    const send = createVerificationMailer(
      { SMTP_URL: undefined, MAIL_FROM: undefined, ...where() },
      logs.log,
    );
    recordServerOrigins(dataDir, ['http://localhost:4321', 'http://192.168.1.20:4321']);
    await send({ to: 'runner@example.test', url: FORGED });
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({
        event: 'auth.verification_link',
        to: 'runner@example.test',
        url: `http://localhost:4321${PATH_AND_QUERY}`,
        urls: [`http://localhost:4321${PATH_AND_QUERY}`, `http://192.168.1.20:4321${PATH_AND_QUERY}`],
        origins: 'recorded',
      }),
    );
    expect(logs.text()).not.toContain('attacker.example');
  });

  it('logs the link on PUBLIC_URL when it is set, and says when it guessed', async () => {
    const logs = captureLogs();
    const empty = mkdtempSync(join(tmpdir(), 'edgeforge-mailer-'));
    try {
      const onPublic = createVerificationMailer(
        { SMTP_URL: undefined, MAIL_FROM: undefined, ...where({ PUBLIC_URL: 'https://edge.example.com' }) },
        logs.log,
      );
      const guessing = createVerificationMailer(
        { SMTP_URL: undefined, MAIL_FROM: undefined, ...where({ DATA_DIR: empty, PORT: 3999 }) },
        logs.log,
      );
      await onPublic({ to: 'a@example.test', url: FORGED });
      await guessing({ to: 'b@example.test', url: FORGED });
      const [first, second] = logs.lines().filter((line) => line.event === 'auth.verification_link');
      expect(first).toMatchObject({
        url: `https://edge.example.com${PATH_AND_QUERY}`,
        origins: 'PUBLIC_URL',
      });
      expect(second).toMatchObject({ url: `http://localhost:3999${PATH_AND_QUERY}`, origins: 'guessed' });
      expect(logs.text()).not.toContain('attacker.example');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
