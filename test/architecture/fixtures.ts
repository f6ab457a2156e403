import {
  buildSourceGraph,
  type Manifest,
  type Repository,
  type ResolveContext,
  type SourceGraph,
  type WorkspacePackage,
} from './source-graph.ts';

/** The workspace packages the fixtures resolve against, a `*` pattern among them as the old maps had. */
export const PACKAGES: ResolveContext['packages'] = new Map<string, WorkspacePackage>([
  ['@edgeforge/rules', { dir: 'packages/rules', exports: { './*': './src/*.ts' } }],
  ['@edgeforge/contracts', { dir: 'packages/contracts', exports: { './*': './src/*.ts' } }],
  ['@edgeforge/server', { dir: 'apps/server', exports: { './main': './dist/main.js' } }],
  [
    '@edgeforge/generation',
    { dir: 'packages/generation', exports: { './testing/*': './test/support/*.ts', './*': './src/*.ts' } },
  ],
]);

/** A graph of in-memory files, resolved the way the real one is. */
export function graphOf(files: Record<string, string>): SourceGraph {
  return buildSourceGraph(new Map(Object.entries(files)), {
    isFile: (path) => path in files,
    packages: PACKAGES,
  });
}

/** A package.json of the fixtures: `dir` '' is the root's. */
export function manifest(dir: string, fields: Partial<Omit<Manifest, 'dir'>> = {}): Manifest {
  return {
    dir,
    name: dir === '' ? 'edgeforge' : `@edgeforge/${dir.split('/').at(-1)}`,
    exports: {},
    dependencies: [],
    devDependencies: [],
    ...fields,
  };
}

/** A repository of in-memory files and the given package.json files, resolved through their exports maps. */
export function repositoryOf(files: Record<string, string>, manifests: readonly Manifest[]): Repository {
  const texts = new Map(Object.entries(files));
  const packages = new Map(manifests.filter((m) => m.dir !== '').map((m) => [m.name, m]));
  return {
    files: buildSourceGraph(texts, { isFile: (path) => path in files, packages }),
    texts,
    manifests,
  };
}
