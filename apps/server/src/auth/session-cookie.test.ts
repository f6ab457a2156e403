import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionCookieName, signedSessionToken } from './session-cookie.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';
const NAME = 'better-auth.session_token';
const sign = (token: string, secret = SECRET) =>
  `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;
const cookie = (value: string, name = NAME) => `theme=dark; ${name}=${encodeURIComponent(value)}; other=1`;

describe('signedSessionToken', () => {
  it('returns the token of a cookie better-auth signed with our secret', () => {
    expect(signedSessionToken(cookie(sign('tok123')), NAME, SECRET)).toBe('tok123');
  });

  it('refuses a missing cookie, another name, a wrong secret, a tampered token or signature', () => {
    const good = sign('tok123');
    expect(signedSessionToken(undefined, NAME, SECRET)).toBeNull();
    expect(signedSessionToken('theme=dark', NAME, SECRET)).toBeNull();
    expect(signedSessionToken(cookie(good, 'session_token'), NAME, SECRET)).toBeNull();
    expect(signedSessionToken(cookie(sign('tok123', 'another-secret')), NAME, SECRET)).toBeNull();
    expect(signedSessionToken(cookie(good.replace('tok123', 'tok124')), NAME, SECRET)).toBeNull();
    expect(signedSessionToken(cookie(`${good.slice(0, -2)}A=`), NAME, SECRET)).toBeNull();
    expect(signedSessionToken(cookie('tok123'), NAME, SECRET)).toBeNull();
    expect(signedSessionToken(`${NAME}=%E0%A4%A`, NAME, SECRET)).toBeNull();
  });
});

describe('sessionCookieName', () => {
  it('uses the __Host- prefix only behind HTTPS', () => {
    expect(sessionCookieName({ PUBLIC_URL: 'http://localhost:3000' })).toBe(NAME);
    expect(sessionCookieName({ PUBLIC_URL: undefined })).toBe(NAME);
    expect(sessionCookieName({ PUBLIC_URL: 'https://edgeforge.example' })).toBe(`__Host-${NAME}`);
  });
});
