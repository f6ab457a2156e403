import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const FILES = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'test'))].map(
  (path) => [relative(ROOT, path), readFileSync(path, 'utf8')] as const,
);
const MODULES = FILES.filter(([name]) => !name.endsWith('.test.ts'));
// This file names what it forbids, so it is left out of the environment check.
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));

/**
 * What the package may import besides its own files: the packages below it, the renderer and Node.
 * Apps, HTTP frameworks, databases, auth and UI stay out, so the server and scripts can share it.
 */
const ALLOWED = /^(@edgeforge\/rules\/|@edgeforge\/contracts\/|@resvg\/resvg-js$|node:)/;

function importsOf(text: string): string[] {
  return [
    ...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g),
  ].map((m) => m[1] ?? m[2] ?? '');
}

describe('packages/generation purity', () => {
  it('scans the package sources, tests and test doubles', () => {
    const names = FILES.map(([name]) => name);
    expect(names).toContain(join('src', 'service.ts'));
    expect(names).toContain(join('src', 'portrait', 'render-portrait.ts'));
    expect(names).toContain(join('test', 'support', 'fake-ai-server.ts'));
  });

  it.each(FILES)('%s imports only its own files, rules, contracts, the renderer and Node', (name, text) => {
    for (const specifier of importsOf(text)) {
      if (specifier.startsWith('.')) {
        const target = relative(ROOT, resolve(ROOT, name, '..', specifier));
        expect(target.startsWith('..'), `${specifier} leaves the package`).toBe(false);
        continue;
      }
      const allowed = ALLOWED.test(specifier) || (name.endsWith('.test.ts') && specifier === 'vitest');
      expect(allowed, specifier).toBe(true);
    }
  });

  it.each(FILES.filter(([name]) => name !== THIS_FILE))(
    '%s reads no environment: the server passes the settings in',
    (_name, text) => {
      const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
      expect(code).not.toMatch(/process\.env|globalThis|\bwindow\.|\bdocument\./);
    },
  );

  it.each(MODULES)('%s documents every export', (_name, text) => {
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      if (!/^export (const|function|type|interface|class|enum)\b/.test(line)) return;
      const previous = lines[index - 1]?.trim() ?? '';
      expect(previous.endsWith('*/'), line).toBe(true);
    });
  });
});
