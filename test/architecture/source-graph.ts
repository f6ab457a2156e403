import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CodeString, type ImportKind, parseSource } from './parse-source.ts';

/** The folders whose sources the checks read, and the file types that count as source. */
export const SCANNED_ROOTS = ['packages', 'apps', 'scripts', 'e2e'] as const;
const SOURCE_FILE = /\.(ts|tsx|mjs)$/;
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'test-results',
  'playwright-report',
  'coverage',
  'data',
]);
/** Build output a package may export; it is a file only once the package is built. */
const BUILD_OUTPUT = /(^|\/)dist\//;
/** Candidates tried, in order, for a specifier written without its extension. */
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.d.ts'];

/** One import after resolution: `target` is a repo-relative path, or null when nothing on disk matches. */
export interface ResolvedImport {
  readonly specifier: string;
  readonly kind: ImportKind;
  readonly line: number;
  readonly target: string | null;
}

/** A scanned source file (paths are repo-relative with forward slashes). */
export interface SourceNode {
  readonly path: string;
  readonly lines: number;
  /** Relative and `@edgeforge/*` imports only; npm packages and Node built-ins are left out. */
  readonly imports: readonly ResolvedImport[];
  readonly strings: readonly CodeString[];
}

/** Every scanned source file by path. */
export type SourceGraph = ReadonlyMap<string, SourceNode>;

/** A workspace package the way `@edgeforge/<name>/...` imports reach it. */
export interface WorkspacePackage {
  readonly dir: string;
  readonly exports: Readonly<Record<string, string>>;
}

/** What resolution needs from the disk, so tests can hand in a fake one. */
export interface ResolveContext {
  readonly isFile: (path: string) => boolean;
  readonly packages: ReadonlyMap<string, WorkspacePackage>;
}

function withExtension(path: string, isFile: (path: string) => boolean): string | null {
  if (isFile(path)) return path;
  // TypeScript lets `./x.js` name `./x.ts`.
  const swapped = path.replace(/\.js$/, '.ts');
  if (swapped !== path && isFile(swapped)) return swapped;
  for (const extension of EXTENSIONS) {
    if (isFile(path + extension)) return path + extension;
  }
  for (const extension of EXTENSIONS) {
    const index = posix.join(path, `index${extension}`);
    if (isFile(index)) return index;
  }
  return null;
}

/** Applies a package's `exports` map (exact keys first, then the longest `*` pattern). */
function exportTarget(pkg: WorkspacePackage, subpath: string): string | null {
  const exact = pkg.exports[subpath];
  if (exact) return exact;
  const patterns = Object.entries(pkg.exports)
    .filter(([key]) => key.includes('*'))
    .sort(([a], [b]) => b.length - a.length);
  for (const [key, value] of patterns) {
    const [prefix = '', suffix = ''] = key.split('*');
    if (subpath.startsWith(prefix) && subpath.endsWith(suffix) && subpath.length >= key.length - 1) {
      return value.replace('*', subpath.slice(prefix.length, subpath.length - suffix.length));
    }
  }
  return null;
}

/**
 * Where a specifier points, as a repo-relative path: `undefined` for anything outside the repository
 * (npm packages, `node:` built-ins), null for a relative or workspace import that matches no file.
 */
export function resolveImport(
  from: string,
  specifier: string,
  context: ResolveContext,
): string | null | undefined {
  const bare = specifier.split('?')[0]!;
  if (bare.startsWith('./') || bare.startsWith('../')) {
    return withExtension(posix.normalize(posix.join(posix.dirname(from), bare)), context.isFile);
  }
  const workspace = /^(@edgeforge\/[^/]+)(\/.*)?$/.exec(bare);
  if (!workspace) return undefined;
  const pkg = context.packages.get(workspace[1]!);
  if (!pkg) return null;
  const target = exportTarget(pkg, `.${workspace[2] ?? ''}`);
  if (!target) return null;
  const path = posix.normalize(posix.join(pkg.dir, target));
  // A package may export its build output (a compiled server's dist/main.js), absent until it is built.
  return withExtension(path, context.isFile) ?? (BUILD_OUTPUT.test(path) ? path : null);
}

function listSources(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : listSources(root, path);
    return SOURCE_FILE.test(entry.name) ? [path] : [];
  });
}

/** Every workspace package under packages/ and apps/ by its npm name, with its exports map. */
function readPackages(root: string): Map<string, WorkspacePackage> {
  const packages = new Map<string, WorkspacePackage>();
  for (const parent of ['packages', 'apps']) {
    if (!existsSync(join(root, parent))) continue;
    for (const entry of readdirSync(join(root, parent), { withFileTypes: true })) {
      const manifest = join(root, parent, entry.name, 'package.json');
      if (!entry.isDirectory() || !existsSync(manifest)) continue;
      const json = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; exports?: unknown };
      const exports = typeof json.exports === 'string' ? { '.': json.exports } : (json.exports ?? {});
      if (json.name)
        packages.set(json.name, {
          dir: `${parent}/${entry.name}`,
          exports: exports as Record<string, string>,
        });
    }
  }
  return packages;
}

/** Reads and resolves every source file under the scanned roots of the repository at `root`. */
export function readSourceGraph(root: string): SourceGraph {
  const context: ResolveContext = {
    isFile: (path) => {
      const absolute = join(root, path);
      return existsSync(absolute) && statSync(absolute).isFile();
    },
    packages: readPackages(root),
  };
  const graph = new Map<string, SourceNode>();
  for (const path of SCANNED_ROOTS.flatMap((dir) => listSources(root, dir)).sort()) {
    const parsed = parseSource(path, readFileSync(join(root, path), 'utf8'));
    const imports: ResolvedImport[] = [];
    for (const statement of parsed.imports) {
      const target = resolveImport(path, statement.specifier, context);
      if (target !== undefined) imports.push({ ...statement, target });
    }
    graph.set(path, { path, lines: parsed.lines, imports, strings: parsed.strings });
  }
  return graph;
}

/** The repository root (this file lives in test/architecture/). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
