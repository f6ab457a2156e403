// Starts the real server for the browser suite on a fresh, empty data directory, so every run
// begins with no users, no characters and no rate-limit counters. The server is the compiled one
// `npm start` runs, through the entry point its package exports (`npm run build` makes it).
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir?.includes('edgeforge-e2e')) {
  throw new Error(`refusing to wipe DATA_DIR=${dataDir}: the e2e server only deletes its own temp directory`);
}
rmSync(dataDir, { recursive: true, force: true });
await import('@edgeforge/server/main');
