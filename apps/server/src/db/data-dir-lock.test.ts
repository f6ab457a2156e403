import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'edgeforge-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second lock while the first is held, naming the lock file, and frees it on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    const lockFile = join(dir, 'edgeforge.lock');
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(lockFile);
    release();
    expect(existsSync(lockFile)).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses a directory locked by another live process', async () => {
    const dir = freshDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dir, 'edgeforge.lock'), String(child.pid));
      expect(() => lockDataDir(dir)).toThrow(`in use by another Edgeforge process (pid ${child.pid}`);
    } finally {
      child.kill();
    }
  });

  it('takes over a lock left by a process that died', () => {
    const dir = freshDir();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(join(dir, 'edgeforge.lock'), String(dead));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'edgeforge.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock with our own pid that this process never took (a container restart)', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'edgeforge.lock'), String(process.pid));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
  });
});
