import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults to an empty environment', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    // Every interface, and no fixed origin: the same-origin rule (decision 016).
    expect(env.HOST).toBeUndefined();
    expect(env.PUBLIC_URL).toBeUndefined();
    expect(env.WRITES_PER_MINUTE_PER_USER).toBe(120);
    expect(env.SIGN_UPS_PER_HOUR_PER_IP).toBe(30);
    expect(env.MAX_CHARACTERS_PER_USER).toBe(200);
    expect(env.MAX_PORTRAIT_MB_PER_USER).toBe(100);
    expect(env.DATA_DIR).toBe(resolve('./data'));
    expect(env.WEB_DIST_DIR.endsWith('apps/web/dist')).toBe(true);
    expect(env.SESSION_MAX_AGE_DAYS).toBe(7);
    expect(env.AI_TIMEOUT_MS).toBe(20_000);
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.REQUIRE_EMAIL_VERIFICATION).toBe(false);
    expect(env.TRUSTED_ORIGINS).toEqual([]);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('keeps only the origin of a given public URL', () => {
    expect(loadEnv({ PORT: '8080' }).PUBLIC_URL).toBeUndefined();
    expect(loadEnv({ PUBLIC_URL: 'https://edge.example.com/' }).PUBLIC_URL).toBe('https://edge.example.com');
    expect(loadEnv({ PUBLIC_URL: 'http://gm-laptop.lan:3000/x' }).PUBLIC_URL).toBe(
      'http://gm-laptop.lan:3000',
    );
  });

  it('parses flags, lists and numbers', () => {
    const env = loadEnv({
      TRUST_PROXY: 'true',
      REQUIRE_EMAIL_VERIFICATION: '1',
      TRUSTED_ORIGINS: 'https://a.example.com, https://b.example.com',
      SESSION_MAX_AGE_DAYS: '30',
      DATABASE_URL: 'postgres://u@db:5432/edge',
    });
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.REQUIRE_EMAIL_VERIFICATION).toBe(true);
    expect(env.TRUSTED_ORIGINS).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(env.SESSION_MAX_AGE_DAYS).toBe(30);
    expect(env.DATABASE_URL).toBe('postgres://u@db:5432/edge');
  });

  it('treats empty strings as unset', () => {
    const env = loadEnv({ PORT: '', DATABASE_URL: '', REGISTRATION_CODE: '' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REGISTRATION_CODE).toBeUndefined();
  });

  it('names every bad variable in one readable error', () => {
    const attempt = () =>
      loadEnv({ PORT: 'abc', TRUST_PROXY: 'maybe', DATABASE_URL: 'mysql://x', BETTER_AUTH_SECRET: 'short' });
    expect(attempt).toThrow(EnvError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid environment configuration:/);
      for (const name of ['PORT', 'TRUST_PROXY', 'DATABASE_URL', 'BETTER_AUTH_SECRET']) {
        expect(message).toContain(`  ${name}:`);
      }
    }
  });

  it('refuses SMTP without a sender and a port out of range', () => {
    expect(() => loadEnv({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(/MAIL_FROM: is required/);
    // Mailed links are built on PUBLIC_URL: without it, mail does not start at all.
    const withoutPublicUrl = () =>
      loadEnv({ SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: 'Edgeforge <noreply@example.com>' });
    expect(withoutPublicUrl).toThrow(/PUBLIC_URL: is required when SMTP_URL is set/);
    expect(
      loadEnv({
        SMTP_URL: 'smtp://mail.example.com:587',
        MAIL_FROM: 'Edgeforge <noreply@example.com>',
        PUBLIC_URL: 'https://edge.example.com',
      }).PUBLIC_URL,
    ).toBe('https://edge.example.com');
    expect(() => loadEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadEnv({ TRUSTED_ORIGINS: 'not a url' })).toThrow(/TRUSTED_ORIGINS/);
  });

  it('keeps portraits by the documented settings, and allows the save hold in tests only', () => {
    const env = loadEnv({});
    expect([
      env.PENDING_PORTRAIT_HOURS,
      env.PORTRAIT_SWEEP_MINUTES,
      env.PORTRAIT_ORPHAN_GRACE_MINUTES,
    ]).toEqual([24, 60, 15]);
    expect(env.TEST_HOLD_SAVE_AFTER_PORTRAIT_STORE).toBe(false);
    expect(loadEnv({ PORTRAIT_ORPHAN_GRACE_MINUTES: '0' }).PORTRAIT_ORPHAN_GRACE_MINUTES).toBe(0);
    expect(() => loadEnv({ PORTRAIT_SWEEP_MINUTES: '0' })).toThrow(/PORTRAIT_SWEEP_MINUTES/);
    expect(() => loadEnv({ TEST_HOLD_SAVE_AFTER_PORTRAIT_STORE: 'true' })).toThrow(
      /only allowed with NODE_ENV=test/,
    );
    const held = loadEnv({ NODE_ENV: 'test', TEST_HOLD_SAVE_AFTER_PORTRAIT_STORE: 'true' });
    expect(held.TEST_HOLD_SAVE_AFTER_PORTRAIT_STORE).toBe(true);
  });

  it('takes TEST_DICE_SEED only with NODE_ENV=test, saying why', () => {
    expect(loadEnv({}).TEST_DICE_SEED).toBeUndefined();
    expect(loadEnv({ NODE_ENV: 'test', TEST_DICE_SEED: '42' }).TEST_DICE_SEED).toBe(42);
    for (const NODE_ENV of ['production', 'development', undefined]) {
      expect(() => loadEnv({ NODE_ENV, TEST_DICE_SEED: '42' })).toThrow(
        /TEST_DICE_SEED: is only allowed with NODE_ENV=test: seeded dice would make every roll predictable/,
      );
    }
    expect(() => loadEnv({ NODE_ENV: 'test', TEST_DICE_SEED: 'seven' })).toThrow(/TEST_DICE_SEED/);
  });
});
