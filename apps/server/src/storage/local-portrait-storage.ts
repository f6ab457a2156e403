import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  isPortraitKey,
  newPortraitKey,
  PORTRAIT_BUCKET,
  PORTRAIT_ROUTE_PREFIX,
  type PortraitStorage,
  PUT_ATTEMPTS,
} from './portrait-keys.ts';

function hasCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

/** Local disk storage under `${dataDir}/storage/character-portraits/`, served by the storage route. */
export function createLocalPortraitStorage(dataDir: string): PortraitStorage {
  const root = join(dataDir, 'storage', PORTRAIT_BUCKET);
  return {
    async put(png) {
      await mkdir(join(root, 'portraits'), { recursive: true });
      for (let attempt = 1; ; attempt++) {
        const key = newPortraitKey();
        try {
          // 'wx' fails if the file exists: a stored portrait is never replaced.
          await writeFile(join(root, key), png, { flag: 'wx' });
          return { key, url: `${PORTRAIT_ROUTE_PREFIX}${key}` };
        } catch (error) {
          if (!hasCode(error, 'EEXIST') || attempt >= PUT_ATTEMPTS) throw error;
        }
      }
    },
    async delete(key) {
      if (!isPortraitKey(key)) return;
      try {
        await unlink(join(root, key));
      } catch (error) {
        if (!hasCode(error, 'ENOENT')) throw error;
      }
    },
    async get(key) {
      if (!isPortraitKey(key)) return null;
      try {
        return await readFile(join(root, key));
      } catch (error) {
        if (hasCode(error, 'ENOENT')) return null;
        throw error;
      }
    },
  };
}
