import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Lock files this process holds: our own pid in a lock we do not hold is a previous life's. */
const heldByUs = new Set<string>();

/** Whether a process of this pid exists (the spawned servers' test support asks it too). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes an exclusive lock on a PGlite data directory: two processes writing one directory
 * corrupt it. The lock file holds our pid; a lock left by a dead process is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'edgeforge.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' fails when the file exists, so creating it is the atomic test-and-set.
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldByUs.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldByUs.delete(file);
        if (readPid(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(file);
    // In a container every start may get the same pid (often 1): a lock naming our pid that
    // this process did not take was left by a crashed earlier run.
    const ours = holder === process.pid && !heldByUs.has(file);
    if (holder !== null && !ours && isAlive(holder)) {
      throw new DataDirLockedError(
        `The data directory ${dir} is in use by another Edgeforge process (pid ${holder}, lock file ${file}). ` +
          'Stop that process, or point DATA_DIR elsewhere. PGlite serves one process only; use DATABASE_URL for several.',
      );
    }
    // A stale lock from a dead process (or an empty file from a crash mid-write): take it over.
    rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir} (lock file ${file}).`);
}
