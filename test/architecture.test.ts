import { describe, expect, it } from 'vitest';
import { CHECKS } from './architecture/checks.ts';
import { REPO_ROOT, readRepository } from './architecture/source-graph.ts';

const repository = readRepository(REPO_ROOT);

describe('architecture of the repository', () => {
  it('reads the sources of every workspace', () => {
    const paths = [...repository.files.keys()];
    for (const sample of [
      'packages/rules/src/dice.ts',
      'packages/contracts/src/api.ts',
      'apps/server/src/app.ts',
      'apps/web/src/app/router.tsx',
      'e2e/playwright.config.ts',
      'scripts/dev.mjs',
    ]) {
      expect(paths).toContain(sample);
    }
    expect(paths.some((path) => path.includes('node_modules'))).toBe(false);
  });

  // One line per finding, so the failure names every file to fix.
  it.each(CHECKS)('%s', (_name, check) => {
    const findings = check(repository);
    expect(findings, `\n${findings.join('\n')}\n`).toEqual([]);
  });
});
