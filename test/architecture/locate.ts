import type { ResolvedImport, SourceGraph, SourceNode } from './source-graph.ts';

/** Where a file lives: a package or an app (by folder name), the browser suite, or the scripts. */
export interface Workspace {
  readonly kind: 'package' | 'app' | 'e2e' | 'scripts';
  readonly name: string;
}

export function workspaceOf(path: string): Workspace | null {
  const [top, name] = path.split('/');
  if (top === 'e2e' || top === 'scripts') return { kind: top, name: top };
  if (!name) return null;
  if (top === 'packages') return { kind: 'package', name };
  if (top === 'apps') return { kind: 'app', name };
  return null;
}

/** The feature a web file belongs to, if it lives under apps/web/src/features/<feature>/. */
export function webFeatureOf(path: string): string | null {
  return /^apps\/web\/src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/** A test file by name, or anything in a `test/` folder (support, fixtures): code no product build loads. */
export function isTestCode(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || /(^|\/)test\//.test(path);
}

export const at = (file: SourceNode, ref: { line: number }) => `${file.path}:${ref.line}`;
export const describeImport = (file: SourceNode, ref: ResolvedImport) =>
  `${at(file, ref)} imports '${ref.specifier}'${ref.kind === 'static' ? '' : ` (${ref.kind})`}`;

/** Runs `visit` on every import of every file and keeps what it reports. */
export function eachImport(
  graph: SourceGraph,
  visit: (file: SourceNode, ref: ResolvedImport) => string | null,
): string[] {
  const found: string[] = [];
  for (const file of graph.values()) {
    for (const ref of file.imports) {
      const problem = visit(file, ref);
      if (problem) found.push(problem);
    }
  }
  return found;
}
