import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeSmtp } from './support/fake-smtp.ts';
import {
  createTestContext,
  TEST_ORIGIN,
  TEST_PASSWORD,
  TEST_REGISTRATION_CODE,
  type TestContext,
  uniqueEmail,
} from './support/harness.ts';
import { serveOverHttp } from './support/raw-http.ts';

// An attacker asks for a reset of someone else's account with a forged Host header (and an Origin to
// match). Whatever the request names, the mailed link must point at the server's own public origin:
// a link to the attacker's host would hand them the token, and with it the account.

const MAIL_FROM = 'Edgeforge <noreply@example.test>';
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let ctx: TestContext;
let http: Awaited<ReturnType<typeof serveOverHttp>>;
let forgedHost: string;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url, MAIL_FROM } });
  http = await serveOverHttp(ctx);
  forgedHost = `attacker.example:${http.port}`;
});
afterAll(async () => {
  await http.close();
  await ctx.close();
  await smtp.close();
});

/** A POST over a real socket with the Host and Origin headers the caller chooses. */
function post(
  path: string,
  json: unknown,
  headers: { host: string; origin: string; cookie?: string },
): Promise<{ status: number; body: string }> {
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: http.port,
        path,
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const mailsTo = (email: string, subject: string) => smtp.textsTo(email, subject);
const linksIn = (text: string) => text.match(/https?:\/\/[^\s]+/g) ?? [];

describe('mailed links and a forged Host', () => {
  it('a server with mail and no PUBLIC_URL refuses to start, naming both settings', async () => {
    await expect(
      createTestContext({ env: { SMTP_URL: smtp.url, MAIL_FROM, PUBLIC_URL: '' } }),
    ).rejects.toThrow(/PUBLIC_URL: is required when SMTP_URL is set/);
  });

  it('a reset requested with a forged Host never mails a link to that host', async () => {
    const email = uniqueEmail('victim');
    await ctx.signUp(email);
    const asAttacker = await post(
      '/api/auth/request-password-reset',
      { email },
      { host: forgedHost, origin: `http://${forgedHost}` },
    );
    // With PUBLIC_URL set, only it may write: the forged origin is refused before anything is sent.
    expect(asAttacker.status).toBe(403);
    const withRealOrigin = await post(
      '/api/auth/request-password-reset',
      { email },
      { host: forgedHost, origin: TEST_ORIGIN },
    );
    expect(withRealOrigin.status).toBe(200);
    await vi.waitFor(() => expect(mailsTo(email, 'reset your access code')).toHaveLength(1), {
      timeout: 5_000,
    });
    const links = linksIn(mailsTo(email, 'reset your access code')[0] ?? '');
    expect(links).toEqual([expect.stringMatching(new RegExp(`^${TEST_ORIGIN}/reset-password\\?token=`))]);
    expect(smtp.mails.map((mail) => mail.data).join('\n')).not.toContain('attacker.example');
  });

  it('a sign-up and an e-mail change with a forged Host are mailed their links on PUBLIC_URL', async () => {
    const email = uniqueEmail('signup');
    const signUp = await post(
      '/api/auth/sign-up/email',
      { email, password: TEST_PASSWORD, registrationCode: TEST_REGISTRATION_CODE },
      { host: forgedHost, origin: TEST_ORIGIN },
    );
    expect(signUp.status).toBe(200);
    const { cookie } = await ctx.signUp();
    const next = uniqueEmail('moved');
    const change = await post(
      '/api/auth/change-email',
      { newEmail: next, password: TEST_PASSWORD },
      { host: forgedHost, origin: TEST_ORIGIN, cookie },
    );
    expect(change.status).toBe(200);
    for (const to of [email, next]) {
      await vi.waitFor(() => expect(mailsTo(to, 'confirm your e-mail address')).toHaveLength(1), {
        timeout: 5_000,
      });
      const links = linksIn(mailsTo(to, 'confirm your e-mail address')[0] ?? '');
      expect(links).toEqual([expect.stringMatching(new RegExp(`^${TEST_ORIGIN}/api/auth/verify-email\\?`))]);
    }
    expect(smtp.mails.map((mail) => mail.data).join('\n')).not.toContain('attacker.example');
  });

  it('a verification link can lead on only to a path of this site', async () => {
    for (const callbackURL of [
      'http://attacker.example/welcome',
      '//attacker.example/welcome',
      '/\\attacker.example',
    ]) {
      const email = uniqueEmail('onward');
      const refused = await ctx.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email, password: TEST_PASSWORD, registrationCode: TEST_REGISTRATION_CODE, callbackURL },
      });
      expect(refused.status, callbackURL).toBe(400);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
    const email = uniqueEmail('onward');
    const accepted = await ctx.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        email,
        password: TEST_PASSWORD,
        registrationCode: TEST_REGISTRATION_CODE,
        callbackURL: '/characters',
      },
    });
    expect(accepted.status).toBe(200);
    await vi.waitFor(() => expect(mailsTo(email, 'confirm your e-mail address')).toHaveLength(1), {
      timeout: 5_000,
    });
    const [link] = linksIn(mailsTo(email, 'confirm your e-mail address')[0] ?? '');
    expect(new URL(link ?? 'http://x').searchParams.get('callbackURL')).toBe('/characters');
  });
});
