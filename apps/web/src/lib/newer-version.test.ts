import { describe, expect, it } from 'vitest';
import { keepNewerVersion } from './newer-version.ts';

type Versioned = { version: number; hp: number; log: { id: string }[] };
const share = keepNewerVersion<Versioned>((data) => data.version);

describe('keepNewerVersion', () => {
  it('keeps the cached data when the incoming is of an older version', () => {
    const cached: Versioned = { version: 6, hp: 20, log: [] };
    expect(share(cached, { version: 5, hp: 40, log: [] })).toBe(cached);
  });

  it('takes the same or a newer version, keeping the instances of what did not change', () => {
    const log = [{ id: 'a' }];
    const cached: Versioned = { version: 5, hp: 40, log };
    const same = share(cached, { version: 5, hp: 30, log: [{ id: 'a' }] }) as Versioned;
    expect(same).toEqual({ version: 5, hp: 30, log: [{ id: 'a' }] });
    expect(same.log).toBe(log);
    expect(share(cached, { version: 7, hp: 10, log: [] })).toEqual({ version: 7, hp: 10, log: [] });
  });

  it('takes the first answer when nothing is cached yet', () => {
    const first: Versioned = { version: 0, hp: 40, log: [] };
    expect(share(undefined, first)).toBe(first);
  });
});
