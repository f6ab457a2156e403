import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAP = readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
const SEARCHED = ['apps', 'packages', 'scripts', 'e2e', 'test'];
/** Folders that hold no source of ours: installed, built or generated output. */
const NOT_SOURCE = new Set(['node_modules', 'dist', 'test-results', 'public', '.vite']);
const SOURCE_FILE = /\.(ts|tsx|mjs)$/;

/** Every folder under `dir` that holds a source file of its own, repository-relative, ending in `/`. */
function sourceFolders(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const own = entries.some((e) => e.isFile() && SOURCE_FILE.test(e.name)) ? [`${relative(ROOT, dir)}/`] : [];
  const nested = entries
    .filter((e) => e.isDirectory() && !NOT_SOURCE.has(e.name) && !e.name.startsWith('.'))
    .flatMap((e) => sourceFolders(join(dir, e.name)));
  return [...own, ...nested];
}

/** The paths the map names in backticks. */
function namedPaths(map: string): Set<string> {
  return new Set([...map.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!));
}

/** The folders the map does not name. */
function missingFromMap(folders: readonly string[], map: string): string[] {
  const named = namedPaths(map);
  return folders.filter((folder) => !named.has(folder));
}

describe('docs/ARCHITECTURE.md', () => {
  it('names every folder that holds source, by its path from the repository root', () => {
    const folders = SEARCHED.flatMap((top) => sourceFolders(join(ROOT, top)));
    expect(folders.length).toBeGreaterThan(50);
    expect(missingFromMap(folders, MAP)).toEqual([]);
  });

  it('counts a folder as named only by its full path in backticks', () => {
    const map = 'The `apps/web/src/lib/` helpers; apps/server/src/lib/ unquoted; `lib/` alone.';
    expect(missingFromMap(['apps/web/src/lib/', 'apps/server/src/lib/', 'apps/web/src/app/'], map)).toEqual([
      'apps/server/src/lib/',
      'apps/web/src/app/',
    ]);
  });
});
