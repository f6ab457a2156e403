import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/**
 * An address as people write it: IPv6 compressed (`2001:db8::1`, RFC 5952 as the URL standard writes
 * it), and an IPv4 client seen through an IPv6 socket (`::ffff:192.0.2.1`, stored expanded as
 * `0000:…:ffff:c000:0201`) as its IPv4 address. Anything else is answered as it came.
 */
export function readableAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const compressed = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const mapped = MAPPED_IPV4.exec(compressed);
  if (!mapped) return compressed;
  const [high, low] = [mapped[1], mapped[2]].map((part) => Number.parseInt(part ?? '0', 16));
  return [(high ?? 0) >> 8, (high ?? 0) & 255, (low ?? 0) >> 8, (low ?? 0) & 255].join('.');
}
