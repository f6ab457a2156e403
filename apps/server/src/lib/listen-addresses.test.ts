import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { formatReachableUrls, reachableUrls } from './listen-addresses.ts';

const info = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as unknown as NetworkInterfaceInfo;
const INTERFACES = {
  lo: [info('127.0.0.1', 'IPv4', true), info('::1', 'IPv6', true)],
  wlan0: [info('192.168.1.20', 'IPv4'), info('fe80::1', 'IPv6'), info('2001:db8::20', 'IPv6')],
  eth0: [info('10.0.0.5', 'IPv4')],
};

describe('reachableUrls', () => {
  it('lists loopback and every interface when listening everywhere, link-local left out', () => {
    expect(reachableUrls(undefined, 3000, INTERFACES)).toEqual({
      local: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'],
      network: ['http://192.168.1.20:3000', 'http://[2001:db8::20]:3000', 'http://10.0.0.5:3000'],
    });
  });

  it('keeps to IPv4 on 0.0.0.0 and to the one address of a specific host', () => {
    expect(reachableUrls('0.0.0.0', 80, INTERFACES).network).toEqual([
      'http://192.168.1.20:80',
      'http://10.0.0.5:80',
    ]);
    expect(reachableUrls('127.0.0.1', 3000, INTERFACES)).toEqual({
      local: ['http://127.0.0.1:3000'],
      network: [],
    });
    expect(reachableUrls('192.168.1.20', 3000, INTERFACES)).toEqual({
      local: [],
      network: ['http://192.168.1.20:3000'],
    });
  });

  it('prints one line per address, the public URL first when there is one', () => {
    const text = formatReachableUrls(reachableUrls(undefined, 3000, INTERFACES), undefined);
    expect(text.split('\n').filter(Boolean)).toEqual([
      '  Local:   http://localhost:3000',
      '  Local:   http://127.0.0.1:3000',
      '  Local:   http://[::1]:3000',
      '  Network: http://192.168.1.20:3000',
      '  Network: http://[2001:db8::20]:3000',
      '  Network: http://10.0.0.5:3000',
    ]);
    expect(
      formatReachableUrls({ local: [], network: [] }, 'https://edge.example').startsWith(
        '  Public:  https://edge.example',
      ),
    ).toBe(true);
  });
});
