import { posix } from 'node:path';
import { describeImport, eachImport, isTestCode } from './locate.ts';
import { BUILD_OUTPUT, type Manifest, type Repository } from './source-graph.ts';

/** `@edgeforge/<name>` and the subpath after it, a query (Vite's `?url`) left off. */
const WORKSPACE_SPECIFIER = /^(@edgeforge\/[^/?]+)(\/[^?]*)?/;

/** The package.json a file belongs to: the one in the deepest folder above it (the root's for scripts/, test/). */
export function manifestOf(manifests: readonly Manifest[], path: string): Manifest | undefined {
  return manifests
    .filter((manifest) => manifest.dir === '' || path.startsWith(`${manifest.dir}/`))
    .sort((a, b) => b.dir.length - a.dir.length)[0];
}

const manifestFile = (manifest: Manifest) => posix.join(manifest.dir, 'package.json');

/**
 * Rule 8: a file imports only the workspaces its package.json declares, so resolution never leans on
 * hoisting. Tests (and their support) may use `devDependencies` too; everything else needs `dependencies`.
 */
export function undeclaredWorkspaceImports({ files, manifests }: Repository): string[] {
  return eachImport(files, (file, ref) => {
    const name = WORKSPACE_SPECIFIER.exec(ref.specifier)?.[1];
    const manifest = manifestOf(manifests, file.path);
    if (!name || !manifest || name === manifest.name || manifest.dependencies.includes(name)) return null;
    const test = isTestCode(file.path);
    if (test && manifest.devDependencies.includes(name)) return null;
    const fields = test ? 'dependencies or devDependencies' : 'dependencies';
    return `${describeImport(file, ref)}: ${manifestFile(manifest)} does not list ${name} in its ${fields}`;
  });
}

/** Rule 9: each package exports an explicit list of modules (no `*` pattern), each a file that exists. */
export function exportsMapBreaks({ texts, manifests }: Repository): string[] {
  const found: string[] = [];
  for (const manifest of manifests) {
    for (const [key, target] of Object.entries(manifest.exports)) {
      const where = `${manifestFile(manifest)} exports '${key}'`;
      if (typeof target !== 'string') {
        found.push(`${where}: not a plain path`);
        continue;
      }
      const path = posix.normalize(posix.join(manifest.dir, target));
      if (key.includes('*') || target.includes('*')) {
        found.push(`${where}: a pattern; list each module another workspace imports`);
      } else if (!texts.has(path) && !BUILD_OUTPUT.test(path)) {
        // Build output exists only once the package is built; its entry point is checked by the build.
        found.push(`${where} as '${target}': no such file`);
      }
    }
  }
  return found;
}

/** Rule 10: a package exports only what another workspace imports, so its public face stays what is used. */
export function unusedExports({ files, manifests }: Repository): string[] {
  const used = new Set<string>();
  for (const file of files.values()) {
    for (const ref of file.imports) {
      const match = WORKSPACE_SPECIFIER.exec(ref.specifier);
      if (!match || manifestOf(manifests, file.path)?.name === match[1]) continue;
      used.add(`${match[1]} .${match[2] ?? ''}`);
    }
  }
  return manifests.flatMap((manifest) =>
    Object.keys(manifest.exports)
      .filter((key) => !key.includes('*') && !used.has(`${manifest.name} ${key}`))
      .map((key) => `${manifestFile(manifest)} exports '${key}', which no other workspace imports`),
  );
}
