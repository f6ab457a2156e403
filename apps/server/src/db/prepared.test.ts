import { describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { perDatabase } from './prepared.ts';

describe('queries prepared once per database', () => {
  it('builds once for each database and keeps the result', () => {
    let builds = 0;
    const query = perDatabase(() => ({ build: ++builds }));
    const one = {} as Database;
    const other = {} as Database;
    expect(query(one)).toBe(query(one));
    expect(query(other)).not.toBe(query(one));
    expect(builds).toBe(2);
  });
});
