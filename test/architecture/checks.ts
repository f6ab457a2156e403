import { type Edges, findCircles, loopThrough } from './circles.ts';
import { outsideCitations } from './citation-checks.ts';
import { at, describeImport, eachImport, webFeatureOf, workspaceOf } from './locate.ts';
import { exportsMapBreaks, undeclaredWorkspaceImports, unusedExports } from './seam-checks.ts';
import type { Repository, SourceGraph } from './source-graph.ts';
import { serverTestPlacement, srcImportsOfTests } from './test-checks.ts';

/**
 * The only packages each package may import (docs/ARCHITECTURE.md: dependencies run one way). A package
 * not listed here is held only to rule 2; give it a line when it joins the layers.
 */
const PACKAGE_DEPENDENCIES: Readonly<Record<string, readonly string[]>> = {
  rules: [],
  contracts: ['rules'],
  generation: ['rules', 'contracts'],
};

/** The server's insides: its code and its test harness. */
const SERVER_INSIDES = /(^|[^a-z])apps\/server\/(src|test)(\/|$)/;

/**
 * Source files that may pass 300 lines because they are data, not logic. Keep this short: a logic file
 * that grows past the limit is split at a real seam instead of being listed here.
 */
export const LONG_FILE_ALLOWED: readonly string[] = [
  'packages/rules/src/data/',
  'packages/rules/src/catalog/data/',
  'packages/rules/src/play/data/',
  'packages/generation/src/names/lists/',
  // The biography's phrase book: wordings for every table row, keyed by table and roll.
  'packages/generation/src/biography/phrases/',
  'apps/server/src/db/migrations/',
  'apps/server/src/auth/common-passwords.ts',
];
export const MAX_LINES = 300;

/** Relative and workspace imports that match no file (a typo, or a file moved without its importers). */
export function unresolvedImports(graph: SourceGraph): string[] {
  return eachImport(graph, (file, ref) =>
    ref.target === null ? `${describeImport(file, ref)}: no such file` : null,
  );
}

/** Rule 1: a web feature never imports another feature; routes compose them. */
export function crossFeatureImports(graph: SourceGraph): string[] {
  return eachImport(graph, (file, ref) => {
    const from = webFeatureOf(file.path);
    const to = ref.target ? webFeatureOf(ref.target) : null;
    return from && to && from !== to
      ? `${describeImport(file, ref)}: feature ${from} uses feature ${to}`
      : null;
  });
}

/** The web app's layers under apps/web/src/, each with the layers it may never import. */
const WEB_LAYERS_BELOW: Readonly<Record<string, readonly string[]>> = {
  components: ['features', 'app', 'routes'],
  lib: ['features', 'app', 'routes'],
  features: ['app', 'routes'],
};
const webLayerOf = (path: string) => /^apps\/web\/src\/([^/]+)\//.exec(path)?.[1] ?? null;

/** Rule 7: shared pieces (components/, lib/) never import a feature; features never import app/ or routes/. */
export function webLayerBreaks(graph: SourceGraph): string[] {
  return eachImport(graph, (file, ref) => {
    const from = webLayerOf(file.path);
    const to = ref.target ? webLayerOf(ref.target) : null;
    const forbidden = from ? WEB_LAYERS_BELOW[from] : undefined;
    return to && forbidden?.includes(to) ? `${describeImport(file, ref)}: web ${from}/ uses ${to}/` : null;
  });
}

/**
 * The rooms of the rules package after creation (decision 034), each with the rooms it may never
 * import. Every other file of `packages/rules/src/` is creation, which imports none of them.
 */
const RULES_ROOMS_BELOW: Readonly<Record<string, readonly string[]>> = {
  creation: ['play', 'career', 'gm', 'net'],
  play: ['career', 'gm', 'net'],
  career: ['gm', 'net'],
  gm: ['net'],
  net: ['career', 'gm'],
};
function rulesRoomOf(path: string): string | null {
  if (!path.startsWith('packages/rules/src/')) return null;
  return /^packages\/rules\/src\/(play|career|gm|net)\//.exec(path)?.[1] ?? 'creation';
}

/** Rule 14: creation never depends on play, career, the GM's side or the NET; those keep their order. */
export function rulesRoomBreaks(graph: SourceGraph): string[] {
  return eachImport(graph, (file, ref) => {
    const from = rulesRoomOf(file.path);
    const to = ref.target ? rulesRoomOf(ref.target) : null;
    const forbidden = from ? RULES_ROOMS_BELOW[from] : undefined;
    return to && forbidden?.includes(to) ? `${describeImport(file, ref)}: rules ${from} uses ${to}/` : null;
  });
}

/**
 * Rule 15: the server's domain/ never imports live/ (decision 034): operations change data, routes tell
 * the live streams after the change committed (decision 042).
 */
export function domainLiveImports(graph: SourceGraph): string[] {
  return eachImport(graph, (file, ref) =>
    file.path.startsWith('apps/server/src/domain/') && ref.target?.startsWith('apps/server/src/live/')
      ? `${describeImport(file, ref)}: server domain/ uses live/`
      : null,
  );
}

/** Rule 2: packages never import an app. */
export function packageToAppImports(graph: SourceGraph): string[] {
  return eachImport(graph, (file, ref) => {
    const from = workspaceOf(file.path);
    const to = ref.target ? workspaceOf(ref.target) : null;
    if (from?.kind !== 'package' || to?.kind !== 'app') return null;
    return `${describeImport(file, ref)}: package ${from.name} uses app ${to.name}`;
  });
}

/**
 * Rule 3: scripts, e2e and packages never reach into apps/server/src or apps/server/test, by import or by
 * a path written in a string (a spawned file, a joined path).
 */
export function serverInsideReferences(graph: SourceGraph): string[] {
  const found: string[] = [];
  for (const file of graph.values()) {
    const from = workspaceOf(file.path);
    if (from === null || from.kind === 'app') continue;
    for (const ref of file.imports) {
      if (ref.target && SERVER_INSIDES.test(ref.target)) found.push(describeImport(file, ref));
    }
    for (const text of file.strings) {
      if (SERVER_INSIDES.test(text.text)) found.push(`${at(file, text)} names '${text.text}'`);
    }
  }
  return found;
}

/** Rule 4: each package imports only the packages below it, and the two apps never import each other. */
export function layeringBreaks(graph: SourceGraph): string[] {
  return eachImport(graph, (file, ref) => {
    const from = workspaceOf(file.path);
    const to = ref.target ? workspaceOf(ref.target) : null;
    if (!from || !to || (from.kind === to.kind && from.name === to.name)) return null;
    const allowed = from.kind === 'package' ? PACKAGE_DEPENDENCIES[from.name] : undefined;
    // A package reaching an app is rule 2's finding; reported once, there.
    if (allowed && to.kind !== 'app' && !allowed.includes(to.name)) {
      return `${describeImport(file, ref)}: ${from.name} may import only ${allowed.join(', ') || 'itself'}`;
    }
    if (from.kind === 'app' && to.kind === 'app') {
      return `${describeImport(file, ref)}: app ${from.name} uses app ${to.name}`;
    }
    return null;
  });
}

/** The import graph between scanned files; type-only and lazy imports count, they tie modules too. */
export function importEdges(graph: SourceGraph): Edges {
  const edges = new Map<string, string[]>();
  for (const file of graph.values()) {
    const targets = file.imports.flatMap((ref) => (ref.target && graph.has(ref.target) ? [ref.target] : []));
    edges.set(file.path, [...new Set(targets)]);
  }
  return edges;
}

/** Rule 5: no import circles. Each circle lists its files and one way round it. */
export function importCircles(graph: SourceGraph): string[] {
  const edges = importEdges(graph);
  return findCircles(edges).map(
    (files) =>
      `circle of ${files.length} file(s): ${loopThrough(edges, files).join(' -> ')}\n    files: ${files.join(', ')}`,
  );
}

/** Rule 6: no source file past 300 lines, data tables aside. */
export function longFiles(graph: SourceGraph): string[] {
  const found: string[] = [];
  for (const file of graph.values()) {
    if (file.lines <= MAX_LINES || LONG_FILE_ALLOWED.some((allowed) => file.path.startsWith(allowed)))
      continue;
    found.push(`${file.path}: ${file.lines} lines (limit ${MAX_LINES})`);
  }
  return found;
}

type Check = (repository: Repository) => string[];
const onGraph =
  (check: (graph: SourceGraph) => string[]): Check =>
  (repository) =>
    check(repository.files);

/** Every check, by what it keeps true; the repository test runs each one. */
export const CHECKS: readonly (readonly [string, Check])[] = [
  ['resolves every relative and workspace import to a file', onGraph(unresolvedImports)],
  ['keeps each web feature to itself (rule 1)', onGraph(crossFeatureImports)],
  ['never lets a package import an app (rule 2)', onGraph(packageToAppImports)],
  [
    'keeps scripts, e2e and packages out of apps/server/src and apps/server/test (rule 3)',
    onGraph(serverInsideReferences),
  ],
  ['keeps the workspaces in their layers (rule 4)', onGraph(layeringBreaks)],
  ['has no import circle (rule 5)', onGraph(importCircles)],
  ['keeps every source file within 300 lines, data tables aside (rule 6)', onGraph(longFiles)],
  [
    'keeps web components/ and lib/ off features, and features off app/ and routes/ (rule 7)',
    onGraph(webLayerBreaks),
  ],
  ["imports only the workspaces a file's package.json declares (rule 8)", undeclaredWorkspaceImports],
  ['exports an explicit list of modules that exist (rule 9)', exportsMapBreaks],
  ['exports only modules another workspace imports (rule 10)', unusedExports],
  ['cites no document outside the repository (rule 11)', outsideCitations],
  ['keeps src/ code off test/ folders (rule 12)', onGraph(srcImportsOfTests)],
  ['places each server test by whether it goes through the app (rule 13)', onGraph(serverTestPlacement)],
  [
    'keeps rules creation off play, career, gm and net, and those rooms in order (rule 14)',
    onGraph(rulesRoomBreaks),
  ],
  ["keeps the server's domain/ off live/ (rule 15)", onGraph(domainLiveImports)],
];
