import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';

const appFor = (trustProxy: boolean) => new Hono().get('/', (c) => c.text(clientIp(c, trustProxy)));
const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('clientIp', () => {
  it('uses the socket address and ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const response = await appFor(false).request(
      '/',
      { headers: { 'x-forwarded-for': '1.2.3.4' } },
      socket('198.51.100.7'),
    );
    expect(await response.text()).toBe('198.51.100.7');
  });

  it('behind a trusted proxy, takes the last X-Forwarded-For entry (the one the proxy wrote)', async () => {
    const response = await appFor(true).request(
      '/',
      { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.20' } },
      socket('127.0.0.1'),
    );
    expect(await response.text()).toBe('203.0.113.20');
  });

  it('falls back to the socket when a trusted proxy sent no header', async () => {
    const response = await appFor(true).request('/', {}, socket('127.0.0.1'));
    expect(await response.text()).toBe('127.0.0.1');
  });
});
