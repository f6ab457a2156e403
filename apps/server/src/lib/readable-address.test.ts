import { describe, expect, it } from 'vitest';
import { readableAddress } from './readable-address.ts';

describe('readableAddress', () => {
  it.each([
    ['192.168.1.20', '192.168.1.20'],
    ['::ffff:192.168.1.20', '192.168.1.20'],
    ['0000:0000:0000:0000:0000:ffff:c0a8:0114', '192.168.1.20'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['0000:0000:0000:0000:0000:0000:0000:0001', '::1'],
    ['fe80:0000:0000:0000:0202:b3ff:fe1e:8329', 'fe80::202:b3ff:fe1e:8329'],
    ['unknown', 'unknown'],
  ])('writes %s as %s', (stored, shown) => {
    expect(readableAddress(stored)).toBe(shown);
  });

  it('answers null for no address', () => {
    expect(readableAddress(null)).toBeNull();
    expect(readableAddress('')).toBeNull();
  });
});
