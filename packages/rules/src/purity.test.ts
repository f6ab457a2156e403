/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const FILES = sourceFiles(SRC).map((path) => [relative(SRC, path), readFileSync(path, 'utf8')] as const);

/** Anything that would tie the pure rules to a UI, a server, a database or the machine. */
const FORBIDDEN =
  /^(react|react-dom|hono|@hono\/|drizzle-orm|drizzle-kit|@electric-sql\/|pg|better-auth|zod|node:|fs|path|os|child_process|crypto|http|https|net)(\/|$)/;

describe('packages/rules purity', () => {
  it('scans the rules sources', () => {
    expect(FILES.map(([name]) => name)).toContain('dice.ts');
    expect(FILES.map(([name]) => name)).toContain(join('data', 'roles.ts'));
  });

  it.each(FILES)('%s imports only local files', (_name, text) => {
    const specifiers = [
      ...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g),
    ].map((m) => m[1] ?? m[2] ?? '');
    for (const specifier of specifiers) {
      expect(FORBIDDEN.test(specifier), specifier).toBe(false);
      expect(specifier.startsWith('./') || specifier.startsWith('../'), specifier).toBe(true);
    }
    // Randomness comes in as an Rng argument; comments may still name Math.random.
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    expect(code).not.toMatch(/Math\.random|process\.env|globalThis|\bwindow\.|\bdocument\./);
  });

  it.each(FILES)('%s documents every export', (_name, text) => {
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      if (!/^export (const|function|type|interface|class|enum)\b/.test(line)) return;
      const previous = lines[index - 1]?.trim() ?? '';
      expect(previous.endsWith('*/'), line).toBe(true);
    });
  });
});
