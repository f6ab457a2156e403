import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  isPortraitKey,
  newPortraitKey,
  PORTRAIT_BUCKET,
  PORTRAIT_ROUTE_PREFIX,
  type PortraitStorage,
  PUT_ATTEMPTS,
  type StoredObject,
} from './portrait-keys.ts';

/** How many files one page of the listing holds. */
const LIST_PAGE = 500;

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
    async *list() {
      let names: string[];
      try {
        names = await readdir(join(root, 'portraits'));
      } catch (error) {
        if (hasCode(error, 'ENOENT')) return;
        throw error;
      }
      const keys = names.map((name) => `portraits/${name}`).filter(isPortraitKey);
      for (let start = 0; start < keys.length; start += LIST_PAGE) {
        const page: StoredObject[] = [];
        for (const key of keys.slice(start, start + LIST_PAGE)) {
          // A file removed since the directory was read is simply not listed.
          const info = await stat(join(root, key)).catch(() => null);
          if (info) page.push({ key, modifiedAt: info.mtime });
        }
        yield page;
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
