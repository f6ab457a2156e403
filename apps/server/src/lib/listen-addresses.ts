import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';

/** The addresses a listening server can be opened on, as Vite prints them. */
export interface ReachableUrls {
  /** This machine only: localhost and the loopback addresses. */
  local: string[];
  /** Other machines on the network: each interface's own address. */
  network: string[];
}

const urlOf = (address: string, port: number) =>
  `http://${address.includes(':') ? `[${address}]` : address}:${port}`;

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');

/**
 * Every http:// URL on which a server bound to `host` (unset: every interface, IPv4 and IPv6) and
 * `port` answers. IPv6 link-local addresses are left out: they need a zone id no browser bar takes.
 */
export function reachableUrls(
  host: string | undefined,
  port: number,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): ReachableUrls {
  const wildcard = !host || host === '0.0.0.0' || host === '::';
  if (!wildcard) {
    const url = urlOf(host, port);
    return isLoopback(host) ? { local: [url], network: [] } : { local: [], network: [url] };
  }
  const ipv6 = host !== '0.0.0.0';
  const local = [urlOf('localhost', port), urlOf('127.0.0.1', port), ...(ipv6 ? [urlOf('::1', port)] : [])];
  const network = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter(
      (info) => !info.internal && (info.family === 'IPv4' || (ipv6 && !info.address.startsWith('fe80:'))),
    )
    .map((info) => urlOf(info.address, port));
  return { local, network: [...new Set(network)] };
}

/** The start-up lines that list them, one address per line. */
export function formatReachableUrls(urls: ReachableUrls, publicUrl: string | undefined): string {
  const lines = [
    ...(publicUrl
      ? [`  Public:  ${publicUrl}  (PUBLIC_URL: the only origin that may sign in and save)`]
      : []),
    ...urls.local.map((url) => `  Local:   ${url}`),
    ...urls.network.map((url) => `  Network: ${url}`),
  ];
  return `${lines.join('\n')}\n`;
}
