import Bowser from 'bowser';

/** A short name for the device a session signed in from ("Firefox 128 on Linux"), from its user agent. */
export function deviceLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os, platform } = Bowser.parse(userAgent);
  const name = browser.name ? [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ') : null;
  const osVersion = os.versionName ?? os.version?.split('.').slice(0, 2).join('.');
  const system = os.name ? [os.name, osVersion].filter(Boolean).join(' ') : null;
  const kind = platform.type && platform.type !== 'desktop' ? ` (${platform.type})` : '';
  if (!name && !system) return 'Unknown device';
  return `${name ?? 'A browser'}${system ? ` on ${system}` : ''}${kind}`;
}
