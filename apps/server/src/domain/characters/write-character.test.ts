import { makePng } from '@edgeforge/generation/testing/png';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../../test/support/log-capture.ts';
import type { PortraitStorage } from '../../storage/portrait-storage.ts';
import { validatePortrait } from '../portraits/validate-portrait.ts';
import { writeWithUpload } from './write-character.ts';

const upload = validatePortrait(makePng(8, 8).toString('base64'));
const KEY = 'portraits/00000000-0000-4000-8000-000000000000.png';

/** A storage that keeps keys in a set, and the warnings logged. */
function world({ putFails = false, deleteFails = false } = {}) {
  const keys = new Set<string>();
  const storage: PortraitStorage = {
    put: async () => {
      if (putFails) throw new Error('disk full');
      keys.add(KEY);
      return { key: KEY, url: `/storage/character-portraits/${KEY}` };
    },
    get: async () => null,
    delete: async (key) => {
      if (deleteFails) throw new Error('storage away');
      keys.delete(key);
    },
    list: async function* () {},
  };
  const logs = captureLogs();
  const warnings = () => logs.lines().flatMap((line) => (line.level === 40 ? [line.msg] : []));
  return { keys, warnings, deps: { storage, log: logs.log } };
}

const failedWrite = () => Promise.reject(new Error('insert failed'));

describe('writeWithUpload', () => {
  it('hands the write where the upload was stored, and keeps it when the write succeeds', async () => {
    const { keys, deps } = world();
    const url = await writeWithUpload(deps, upload, 'upload failed', async (stored) => stored?.url);
    expect(url).toBe(`/storage/character-portraits/${KEY}`);
    expect([...keys]).toEqual([KEY]);
  });

  it('removes the stored upload when the write fails, and passes the failure on', async () => {
    const { keys, warnings, deps } = world();
    await expect(writeWithUpload(deps, upload, 'upload failed', failedWrite)).rejects.toThrow(
      'insert failed',
    );
    expect([...keys]).toEqual([]);
    expect(warnings()).toEqual([]);
  });

  it("logs a warning when the failed write's portrait cannot be removed, and rethrows", async () => {
    const { keys, warnings, deps } = world({ deleteFails: true });
    await expect(writeWithUpload(deps, upload, 'upload failed', failedWrite)).rejects.toThrow(
      'insert failed',
    );
    expect([...keys]).toEqual([KEY]);
    expect(warnings()).toEqual(['Could not remove the portrait of a failed save']);
  });

  it("goes on without the portrait when storing it fails, with the caller's warning", async () => {
    const { warnings, deps } = world({ putFails: true });
    const stored = await writeWithUpload(deps, upload, 'upload failed', async (s) => s);
    expect(stored).toBeNull();
    expect(warnings()).toEqual(['upload failed']);
  });

  it('stores nothing and removes nothing without an upload', async () => {
    const { keys, deps } = world();
    await expect(writeWithUpload(deps, null, 'upload failed', failedWrite)).rejects.toThrow('insert failed');
    expect(await writeWithUpload(deps, null, 'upload failed', async (stored) => stored)).toBeNull();
    expect([...keys]).toEqual([]);
  });
});
