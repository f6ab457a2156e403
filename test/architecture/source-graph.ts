import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CodeString, type ImportKind, parseSource } from './parse-source.ts';

/** The folders whose files the checks read, and the file types that count as source or as text. */
export const SCANNED_ROOTS = ['packages', 'apps', 'scripts', 'e2e', 'test'] as const;
export const SOURCE_FILE = /\.(ts|tsx|mjs)$/;
const TEXT_FILE = /\.(ts|tsx|mts|cts|mjs|cjs|js|json|md|css|html|sql|svg|ya?ml|txt)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'coverage']);
/** Build output a package may export; it is a file only once the package is built. */
export const BUILD_OUTPUT = /(^|\/)dist\//;
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

/** A workspace's package.json: what it exports and the workspaces it declares (the root's dir is ''). */
export interface Manifest extends WorkspacePackage {
  readonly name: string;
  readonly dependencies: readonly string[];
  readonly devDependencies: readonly string[];
}

/** Everything the checks read: the sources' import graph, every text file, every package.json. */
export interface Repository {
  readonly files: SourceGraph;
  readonly texts: ReadonlyMap<string, string>;
  readonly manifests: readonly Manifest[];
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

function listTexts(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : listTexts(root, path);
    return TEXT_FILE.test(entry.name) ? [path] : [];
  });
}

const names = (deps: unknown) => Object.keys((deps ?? {}) as Record<string, string>).sort();

function readManifest(root: string, dir: string): Manifest | null {
  const path = join(root, dir, 'package.json');
  if (!existsSync(path)) return null;
  const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  const exports = typeof json.exports === 'string' ? { '.': json.exports } : (json.exports ?? {});
  return {
    dir,
    name: typeof json.name === 'string' ? json.name : dir,
    exports: exports as Record<string, string>,
    dependencies: names(json.dependencies),
    devDependencies: names(json.devDependencies),
  };
}

/** The root's package.json, the browser suite's, and every workspace's under packages/ and apps/. */
function readManifests(root: string): Manifest[] {
  const dirs = ['', 'e2e'];
  for (const parent of ['packages', 'apps']) {
    if (!existsSync(join(root, parent))) continue;
    for (const entry of readdirSync(join(root, parent), { withFileTypes: true })) {
      if (entry.isDirectory()) dirs.push(`${parent}/${entry.name}`);
    }
  }
  return dirs.flatMap((dir) => readManifest(root, dir) ?? []);
}

/** Parses and resolves the source files among `texts`, the way the bundlers and TypeScript would. */
export function buildSourceGraph(texts: ReadonlyMap<string, string>, context: ResolveContext): SourceGraph {
  const graph = new Map<string, SourceNode>();
  for (const [path, text] of texts) {
    if (!SOURCE_FILE.test(path)) continue;
    const parsed = parseSource(path, text);
    const imports: ResolvedImport[] = [];
    for (const statement of parsed.imports) {
      const target = resolveImport(path, statement.specifier, context);
      if (target !== undefined) imports.push({ ...statement, target });
    }
    graph.set(path, { path, lines: parsed.lines, imports, strings: parsed.strings });
  }
  return graph;
}

/** Reads every text file under the scanned roots of the repository at `root`, and its package.json files. */
export function readRepository(root: string): Repository {
  const manifests = readManifests(root);
  const texts = new Map<string, string>();
  for (const path of SCANNED_ROOTS.flatMap((dir) => listTexts(root, dir)).sort()) {
    texts.set(path, readFileSync(join(root, path), 'utf8'));
  }
  const context: ResolveContext = {
    isFile: (path) => {
      const absolute = join(root, path);
      return existsSync(absolute) && statSync(absolute).isFile();
    },
    packages: new Map(manifests.filter((manifest) => manifest.dir !== '').map((m) => [m.name, m])),
  };
  return { files: buildSourceGraph(texts, context), texts, manifests };
}

/** The repository root (this file lives in test/architecture/). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
