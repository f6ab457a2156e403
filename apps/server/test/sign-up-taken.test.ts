import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { account, session, user, verification } from '../src/db/schema/auth.ts';
import { startFakeSmtp } from './support/fake-smtp.ts';
import {
  createTestContext,
  TEST_PASSWORD,
  TEST_REGISTRATION_CODE,
  type TestContext,
  uniqueEmail,
} from './support/harness.ts';

// Sign-in never tells whether an address has an account; sign-up must not either when it can help it.
// With REQUIRE_EMAIL_VERIFICATION a new sign-up gets no session until its link is opened, so a taken
// address is answered exactly like a new one and its owner is told by mail (docs/SECURITY.md).

const MAIL_FROM = 'Edgeforge <noreply@example.test>';
const TAKEN_SUBJECT = 'someone tried to sign up with your address';
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  ctx = await createTestContext({
    env: { SMTP_URL: smtp.url, MAIL_FROM, REQUIRE_EMAIL_VERIFICATION: 'true' },
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

let signUps = 0;
const signUp = (email: string, password = TEST_PASSWORD) => {
  signUps += 1;
  return ctx.request('/api/auth/sign-up/email', {
    method: 'POST',
    ip: `198.51.100.${signUps}`,
    json: { email, password, registrationCode: TEST_REGISTRATION_CODE },
  });
};

/** Every row of the tables an account lives in, counted. */
async function accountRows() {
  const { db } = ctx.deps;
  const counts = await Promise.all(
    [user, account, session, verification].map(
      async (table) => (await db.select({ n: count() }).from(table))[0]?.n,
    ),
  );
  return counts;
}

/** What a client can tell of an answer: its status, its header names, and the shape of its body. */
async function outside(response: Response) {
  const body = (await response.json()) as { token: unknown; user: Record<string, unknown> };
  return {
    status: response.status,
    headers: [...response.headers.keys()].sort(),
    setCookie: response.headers.get('set-cookie'),
    bodyKeys: Object.keys(body).sort(),
    userKeys: Object.keys(body.user ?? {}).sort(),
    token: body.token,
    emailVerified: body.user?.emailVerified,
  };
}

describe('a sign-up for a taken address, with REQUIRE_EMAIL_VERIFICATION and mail', () => {
  it('is answered like one for a new address, writes nothing, and mails the owner', async () => {
    const owner = uniqueEmail('owner');
    expect((await signUp(owner)).status).toBe(200);
    const before = await accountRows();

    const taken = await outside(await signUp(owner.toUpperCase(), 'another-long-passphrase-77'));
    expect(await accountRows()).toEqual(before);
    const fresh = await outside(await signUp(uniqueEmail('fresh')));
    expect(taken).toEqual(fresh);
    expect(taken).toMatchObject({ status: 200, setCookie: null, token: null, emailVerified: false });

    await vi.waitFor(() => expect(smtp.textsTo(owner, TAKEN_SUBJECT)).toHaveLength(1), { timeout: 5_000 });
    const [mail] = smtp.textsTo(owner, TAKEN_SUBJECT);
    expect(mail).not.toMatch(/https?:\/\//);
    // Only the first sign-up's verification mail: the taken one sends no link.
    expect(smtp.textsTo(owner, 'confirm your e-mail address')).toHaveLength(1);
  });
});

describe('a sign-up for a taken address, without REQUIRE_EMAIL_VERIFICATION', () => {
  it('is refused with 409 EMAIL_TAKEN and mails nobody: a new sign-up would be signed in at once', async () => {
    const plain = await createTestContext({ env: { SMTP_URL: smtp.url, MAIL_FROM } });
    try {
      const { user: owner } = await plain.signUp(uniqueEmail('plain-owner'));
      const response = await plain.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email: owner.email, password: TEST_PASSWORD, registrationCode: TEST_REGISTRATION_CODE },
      });
      expect(response.status).toBe(409);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('EMAIL_TAKEN');
      expect(smtp.textsTo(owner.email, TAKEN_SUBJECT)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
