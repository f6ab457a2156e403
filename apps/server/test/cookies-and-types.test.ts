import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSaveRequest, errorCodeOf } from './support/characters.ts';
import {
  createTestContext,
  TEST_PASSWORD,
  TEST_REGISTRATION_CODE,
  type TestContext,
  uniqueEmail,
} from './support/harness.ts';

const HTTPS_ORIGIN = 'https://edgeforge.example';
let https: TestContext;
let plain: TestContext;
beforeAll(async () => {
  https = await createTestContext({ env: { PUBLIC_URL: HTTPS_ORIGIN } });
  plain = await createTestContext();
});
afterAll(async () => {
  await https.close();
  await plain.close();
});

describe('under https', () => {
  it('the session cookie is __Host-: Secure, Path=/, no Domain, HttpOnly, and it works', async () => {
    const response = await https.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin: HTTPS_ORIGIN },
      json: { email: uniqueEmail('tls'), password: TEST_PASSWORD, registrationCode: TEST_REGISTRATION_CODE },
    });
    expect(response.status).toBe(200);
    const header = response.headers.getSetCookie().find((c) => c.includes('session_token=')) ?? '';
    expect(header.startsWith('__Host-better-auth.session_token=')).toBe(true);
    expect(header).toMatch(/;\s*Secure/i);
    expect(header).toMatch(/;\s*Path=\//i);
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).not.toMatch(/Domain=/i);
    const cookie = header.split(';')[0] ?? '';
    const list = await https.request('/api/characters', { cookie });
    expect(list.status).toBe(200);
    expect(list.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('writes', () => {
  it.each([
    ['text/plain', '/api/characters'],
    ['application/x-www-form-urlencoded', '/api/auth/sign-in/email'],
    ['multipart/form-data; boundary=x', '/api/draft'],
  ])('declared as %s are refused with 415 UNSUPPORTED_MEDIA_TYPE before any parsing', async (type, path) => {
    const { cookie } = await plain.signUp();
    const response = await plain.request(path, {
      method: path === '/api/draft' ? 'PUT' : 'POST',
      cookie,
      headers: { 'content-type': type },
      body: JSON.stringify(buildSaveRequest()),
    });
    expect(response.status).toBe(415);
    expect(await errorCodeOf(response)).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('without a body need no type', async () => {
    const { cookie } = await plain.signUp();
    const response = await plain.request('/api/draft', { method: 'DELETE', cookie });
    expect(response.status).toBe(204);
  });
});
