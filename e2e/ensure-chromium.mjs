// The browser suite drives Debian's Chromium (Playwright's own download host is not reachable
// from every machine we run on). Make sure it is there before Playwright starts.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      [
        `Chromium is missing: the end-to-end tests need ${CHROMIUM}.`,
        'Install it as root, then run the tests again:',
        '  sudo apt-get update && sudo apt-get install -y chromium',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(`Chromium is missing; installing it with apt-get (about 30 s)...`);
  try {
    execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' });
  } catch {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' });
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing; install Chromium by hand.`);
    process.exit(1);
  }
}
