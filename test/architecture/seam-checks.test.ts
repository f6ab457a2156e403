import { describe, expect, it } from 'vitest';
import { manifest, repositoryOf } from './fixtures.ts';
import { exportsMapBreaks, undeclaredWorkspaceImports, unusedExports } from './seam-checks.ts';

const RULES = manifest('packages/rules', {
  exports: { './dice': './src/dice.ts', './testing/legal-builds': './test/support/legal-builds.ts' },
});
const SERVER = manifest('apps/server', { exports: { './main': './dist/main.js' } });

describe('the declared seams', () => {
  it('report an import of a workspace its package.json does not declare, and a test using a dev one', () => {
    const repository = repositoryOf(
      {
        'packages/rules/src/dice.ts': '',
        'packages/rules/test/support/legal-builds.ts': "import { roll } from '@edgeforge/rules/dice';",
        'apps/web/src/roll.ts': "import { roll } from '@edgeforge/rules/dice';",
        'apps/web/src/roll.test.ts': "import { LEGAL } from '@edgeforge/rules/testing/legal-builds';",
        'apps/web/test/support/render.ts': "import { roll } from '@edgeforge/rules/dice';",
        'e2e/start.mjs': "await import('@edgeforge/server/main');",
        'scripts/bench/run.ts': "import { roll } from '@edgeforge/rules/dice';",
        'test/bench/run.test.ts': "import { LEGAL } from '@edgeforge/rules/testing/legal-builds';",
      },
      [
        manifest('', { devDependencies: ['@edgeforge/rules'] }),
        RULES,
        SERVER,
        manifest('apps/web', { devDependencies: ['@edgeforge/rules'] }),
        manifest('e2e', { dependencies: ['@edgeforge/server'] }),
      ],
    );
    expect(undeclaredWorkspaceImports(repository)).toEqual([
      "apps/web/src/roll.ts:1 imports '@edgeforge/rules/dice': apps/web/package.json does not list @edgeforge/rules in its dependencies",
      "scripts/bench/run.ts:1 imports '@edgeforge/rules/dice': package.json does not list @edgeforge/rules in its dependencies",
    ]);
  });

  it('report an exports pattern and an exported file that does not exist, but not unbuilt output', () => {
    const repository = repositoryOf({ 'packages/rules/src/dice.ts': '' }, [
      manifest('packages/rules', {
        exports: { './dice': './src/dice.ts', './roles': './src/roles.ts', './*': './src/*.ts' },
      }),
      SERVER,
    ]);
    expect(exportsMapBreaks(repository)).toEqual([
      "packages/rules/package.json exports './roles' as './src/roles.ts': no such file",
      "packages/rules/package.json exports './*': a pattern; list each module another workspace imports",
    ]);
  });

  it('report an exported module that no other workspace imports', () => {
    const repository = repositoryOf(
      {
        'packages/rules/src/dice.ts': '',
        'packages/rules/src/roles.ts': "import { roll } from '@edgeforge/rules/dice';",
        'packages/rules/test/support/legal-builds.ts': '',
        'apps/web/src/roll.ts': "import { LEGAL } from '@edgeforge/rules/testing/legal-builds';",
        'e2e/start.mjs': "await import('@edgeforge/server/main');",
      },
      [RULES, SERVER, manifest('apps/web'), manifest('e2e')],
    );
    expect(unusedExports(repository)).toEqual([
      "packages/rules/package.json exports './dice', which no other workspace imports",
    ]);
  });
});
