// The browser suite drives Debian's Chromium (Playwright's own download host is not reachable
// from every machine we run on): its headless shell for the specs, the full browser for Lighthouse
// (decision 080). Make sure both are there before Playwright starts.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Each binary the suite starts, and the Debian package that installs it. */
const BROWSERS = [
  { path: '/usr/bin/chromium', pkg: 'chromium' },
  { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
];

const missing = BROWSERS.filter(({ path }) => !existsSync(path));
if (missing.length > 0) {
  const packages = missing.map(({ pkg }) => pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      [
        `Chromium is missing: the end-to-end tests need ${missing.map(({ path }) => path).join(' and ')}.`,
        'Install it as root, then run the tests again:',
        `  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(`Chromium is missing; installing ${packages.join(' and ')} with apt-get (about 30 s)...`);
  try {
    execFileSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit' });
  } catch {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit' });
  }
  const still = BROWSERS.filter(({ path }) => !existsSync(path));
  if (still.length > 0) {
    console.error(
      `apt-get finished but ${still.map(({ path }) => path).join(' and ')} is still missing; install it by hand.`,
    );
    process.exit(1);
  }
}
