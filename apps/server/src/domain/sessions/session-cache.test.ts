import { describe, expect, it } from 'vitest';
import { createSessionCache, SESSION_CACHE_TTL_MS } from './session-cache.ts';

const inAnHour = () => ({ session: { expiresAt: new Date(Date.now() + 3_600_000) } });

describe('the session cache', () => {
  it('reads a token once while its session is kept', async () => {
    const cache = createSessionCache(60_000);
    let reads = 0;
    const read = async () => {
      reads++;
      return inAnHour();
    };
    const first = await cache.find('token', read);
    expect(await cache.find('token', read)).toBe(first);
    expect(reads).toBe(1);
    cache.clear();
    await cache.find('token', read);
    expect(reads).toBe(2);
  });

  it('keeps no look-up that a clear overlapped (a sign-out committed while it read)', async () => {
    const cache = createSessionCache(60_000);
    let release: () => void = () => {};
    const slow = cache.find('token', () => new Promise((resolve) => (release = () => resolve(inAnHour()))));
    cache.clear();
    release();
    await slow;
    let reads = 0;
    await cache.find('token', async () => {
      reads++;
      return null;
    });
    expect(reads).toBe(1);
  });

  it('keeps no unknown token and never answers an expired session', async () => {
    const cache = createSessionCache(60_000);
    let reads = 0;
    const expired = { session: { expiresAt: new Date(Date.now() - 1) } };
    for (const answer of [null, null, expired, expired]) {
      await cache.find('token', async () => {
        reads++;
        return answer;
      });
    }
    expect(reads).toBe(4);
  });

  it('is off on PostgreSQL, where another process may end a session: every look-up reads', async () => {
    expect(SESSION_CACHE_TTL_MS.postgres).toBe(0);
    const cache = createSessionCache(SESSION_CACHE_TTL_MS.postgres);
    let reads = 0;
    for (let i = 0; i < 3; i++) {
      await cache.find('token', async () => {
        reads++;
        return inAnHour();
      });
    }
    expect(reads).toBe(3);
  });
});
