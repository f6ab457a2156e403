import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Permission bits for group and others: none of them is ever set on a file of the data directory. */
export const GROUP_AND_OTHER = 0o077;

/**
 * Makes the data directory private: created 0700, and every file or folder already in it stripped
 * of group and other permissions (a data directory from an older version had 0666 database files,
 * the WAL with password hashes and session tokens among them). Files made later are created
 * private: process umask 077, and PrivateNodeFS (private-node-fs.ts) for PGlite.
 */
export function makeDataDirPrivate(dir: string): void {
  process.umask(GROUP_AND_OTHER);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const tighten = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & GROUP_AND_OTHER) !== 0) chmodSync(path, stat.mode & 0o700);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) tighten(join(path, entry));
  };
  tighten(dir);
}
