import { describe, expect, it } from 'vitest';
import {
  crossFeatureImports,
  domainLiveImports,
  importCircles,
  layeringBreaks,
  longFiles,
  packageToAppImports,
  rulesRoomBreaks,
  serverInsideReferences,
  unresolvedImports,
  webLayerBreaks,
} from './checks.ts';
import { graphOf, PACKAGES } from './fixtures.ts';
import { countLines, parseSource } from './parse-source.ts';
import { type ResolveContext, resolveImport } from './source-graph.ts';

describe('parseSource', () => {
  it('finds static, type-only, re-exported and lazy imports, with their lines', () => {
    const parsed = parseSource(
      'a.tsx',
      [
        "import { a } from './a.ts';",
        "import type { B } from './b.ts';",
        "import { type C, type D } from './c.ts';",
        "export { e } from './e.ts';",
        "const f = () => import('./f.tsx');",
        "type G = import('./g.ts').G;",
        "import 'side-effect';",
      ].join('\n'),
    );
    expect(parsed.imports).toEqual([
      { specifier: './a.ts', kind: 'static', line: 1 },
      { specifier: './b.ts', kind: 'type', line: 2 },
      { specifier: './c.ts', kind: 'type', line: 3 },
      { specifier: './e.ts', kind: 'static', line: 4 },
      { specifier: './f.tsx', kind: 'dynamic', line: 5 },
      { specifier: './g.ts', kind: 'type', line: 6 },
      { specifier: 'side-effect', kind: 'static', line: 7 },
    ]);
  });

  it('keeps string literals and template parts but not comments or specifiers', () => {
    const parsed = parseSource(
      'run.mjs',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test holds a template literal
      "// apps/server/src/in-a-comment.ts\nimport x from './x.mjs';\nspawn('node', [`${dir}/apps/server/src/main.ts`]);\n",
    );
    expect(parsed.strings.map((s) => s.text)).toEqual(['node', '', '/apps/server/src/main.ts']);
  });

  it('counts lines as wc -l does', () => {
    expect([
      countLines(''),
      countLines('a'),
      countLines('a\n'),
      countLines('a\nb\n'),
      countLines('a\n\n'),
    ]).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('resolveImport', () => {
  const context: ResolveContext = {
    isFile: (path) =>
      ['apps/web/src/x.ts', 'apps/web/src/y/index.tsx', 'packages/generation/test/support/fake.ts'].includes(
        path,
      ),
    packages: PACKAGES,
  };

  it('resolves relative paths with or without an extension, and folder indexes', () => {
    expect(resolveImport('apps/web/src/a/b.ts', '../x.ts', context)).toBe('apps/web/src/x.ts');
    expect(resolveImport('apps/web/src/a.ts', './x', context)).toBe('apps/web/src/x.ts');
    expect(resolveImport('apps/web/src/a.ts', './x.js', context)).toBe('apps/web/src/x.ts');
    expect(resolveImport('apps/web/src/a.ts', './y', context)).toBe('apps/web/src/y/index.tsx');
    expect(resolveImport('apps/web/src/a.ts', './missing.ts', context)).toBeNull();
  });

  it('follows a workspace package exports map, the longest pattern first', () => {
    expect(resolveImport('apps/server/src/a.ts', '@edgeforge/generation/testing/fake', context)).toBe(
      'packages/generation/test/support/fake.ts',
    );
    expect(resolveImport('apps/server/src/a.ts', '@edgeforge/nothing/x', context)).toBeNull();
  });

  it("takes a package's exported build output as it is, built or not", () => {
    expect(resolveImport('e2e/start-server.mjs', '@edgeforge/server/main', context)).toBe(
      'apps/server/dist/main.js',
    );
    expect(resolveImport('e2e/start-server.mjs', '@edgeforge/server/src/app', context)).toBeNull();
  });

  it('leaves npm packages and Node built-ins out', () => {
    expect(resolveImport('a.ts', 'react', context)).toBeUndefined();
    expect(resolveImport('a.ts', 'node:fs', context)).toBeUndefined();
  });
});

describe('the checks', () => {
  it('report a web feature importing another, not one importing lib or components', () => {
    const graph = graphOf({
      'apps/web/src/features/home/menu.tsx':
        "import { s } from '../auth/session.ts';\nimport { cn } from '../../lib/cn.ts';",
      'apps/web/src/features/auth/session.ts': "import { Button } from '../../components/button.tsx';",
      'apps/web/src/lib/cn.ts': '',
      'apps/web/src/components/button.tsx': '',
    });
    expect(crossFeatureImports(graph)).toEqual([
      "apps/web/src/features/home/menu.tsx:1 imports '../auth/session.ts': feature home uses feature auth",
    ]);
  });

  it('report components/ or lib/ importing a feature, and a feature importing app/ or routes/', () => {
    const graph = graphOf({
      'apps/web/src/components/card.tsx': "import { s } from '../features/auth/session.ts';",
      'apps/web/src/lib/paths.ts': "import { steps } from '../app/wizard-steps.ts';",
      'apps/web/src/features/auth/session.ts':
        "import { paths } from '../../lib/paths.ts';\nconst home = () => import('../../routes/home.tsx');",
      'apps/web/src/app/wizard-steps.ts': "import { s } from '../features/auth/session.ts';",
      'apps/web/src/routes/home.tsx':
        "import { Card } from '../components/card.tsx';\nimport { s } from '../features/auth/session.ts';",
    });
    expect(webLayerBreaks(graph)).toEqual([
      "apps/web/src/components/card.tsx:1 imports '../features/auth/session.ts': web components/ uses features/",
      "apps/web/src/lib/paths.ts:1 imports '../app/wizard-steps.ts': web lib/ uses app/",
      "apps/web/src/features/auth/session.ts:2 imports '../../routes/home.tsx' (dynamic): web features/ uses routes/",
    ]);
  });

  it('report rules creation importing play, and the rooms after creation out of their order', () => {
    const graph = graphOf({
      'packages/rules/src/check/rules/deck.ts': "import { settle } from '../../play/state.ts';",
      'packages/rules/src/dice.ts': "import type { Run } from './net/run.ts';",
      'packages/rules/src/play/state.ts':
        "import { roll } from '../dice.ts';\nimport { month } from '../career/month.ts';",
      'packages/rules/src/career/month.ts': "import { settle } from '../play/state.ts';",
      'packages/rules/src/net/run.ts':
        "import { settle } from '../play/state.ts';\nimport { npc } from '../gm/npc.ts';",
      'packages/rules/src/gm/npc.ts': "import { month } from '../career/month.ts';",
    });
    expect(rulesRoomBreaks(graph)).toEqual([
      "packages/rules/src/check/rules/deck.ts:1 imports '../../play/state.ts': rules creation uses play/",
      "packages/rules/src/dice.ts:1 imports './net/run.ts' (type): rules creation uses net/",
      "packages/rules/src/play/state.ts:2 imports '../career/month.ts': rules play uses career/",
      "packages/rules/src/net/run.ts:2 imports '../gm/npc.ts': rules net uses gm/",
    ]);
  });

  it("report the server's domain importing live/, and nothing else that does", () => {
    const graph = graphOf({
      'apps/server/src/domain/play/apply-command.ts': "import { hub } from '../../live/live-hub.ts';",
      'apps/server/src/routes/play.ts': "import { hub } from '../live/live-hub.ts';",
      'apps/server/src/live/live-hub.ts': "import type { Actor } from '../domain/actor.ts';",
      'apps/server/src/domain/actor.ts': '',
    });
    expect(domainLiveImports(graph)).toEqual([
      "apps/server/src/domain/play/apply-command.ts:1 imports '../../live/live-hub.ts': server domain/ uses live/",
    ]);
  });

  it('report a package importing an app, a package without a layer too', () => {
    const graph = graphOf({
      'packages/rules/src/dice.ts': "import type { Db } from '../../../apps/server/src/db.ts';",
      'packages/test-support/src/db.ts':
        "import { LIMITS } from '../../contracts/src/limits.ts';\nimport { app } from '../../../apps/web/src/app.ts';",
      'packages/contracts/src/limits.ts': '',
      'apps/server/src/db.ts': '',
      'apps/web/src/app.ts': '',
    });
    expect(packageToAppImports(graph)).toEqual([
      "packages/rules/src/dice.ts:1 imports '../../../apps/server/src/db.ts' (type): package rules uses app server",
      "packages/test-support/src/db.ts:2 imports '../../../apps/web/src/app.ts': package test-support uses app web",
    ]);
    expect(layeringBreaks(graph)).toEqual([]);
  });

  it('report scripts, e2e and packages reaching into the server by import or by a path string', () => {
    const graph = graphOf({
      'scripts/dev.mjs': "spawn('node', ['apps/server/src/main.ts']);",
      'e2e/a.spec.ts': "import { makePng } from '../apps/server/test/png.ts';",
      'apps/server/test/png.ts': '',
      'apps/web/src/x.ts': "const doc = 'apps/server/src/app.ts';",
      'e2e/b.spec.ts': "const served = 'apps/server/storage';",
      'e2e/start-server.mjs': "await import('@edgeforge/server/main');",
    });
    expect(serverInsideReferences(graph)).toEqual([
      "scripts/dev.mjs:1 names 'apps/server/src/main.ts'",
      "e2e/a.spec.ts:1 imports '../apps/server/test/png.ts'",
    ]);
  });

  it('hold each package to the layers below it and keep the apps apart', () => {
    const graph = graphOf({
      'packages/rules/src/a.ts': "import { x } from '@edgeforge/contracts/api';",
      'packages/contracts/src/api.ts': "import { r } from '@edgeforge/rules/roles';",
      'packages/rules/src/roles.ts': '',
      'packages/generation/src/g.ts':
        "import { x } from '@edgeforge/contracts/api';\nimport { r } from '@edgeforge/rules/roles';",
      'apps/web/src/a.ts': "import type { AppType } from '../../server/src/app.ts';",
      'apps/server/src/app.ts': "import { g } from '@edgeforge/generation/g';",
    });
    expect(layeringBreaks(graph)).toEqual([
      "packages/rules/src/a.ts:1 imports '@edgeforge/contracts/api': rules may import only itself",
      "apps/web/src/a.ts:1 imports '../../server/src/app.ts' (type): app web uses app server",
    ]);
  });

  it('list every circle with its files and one way round, lazy imports included', () => {
    const graph = graphOf({
      'apps/web/src/a.ts': "import { b } from './b.ts';",
      'apps/web/src/b.ts': "import { c } from './c.ts';",
      'apps/web/src/c.ts': "export const load = () => import('./a.ts');",
      'apps/web/src/d.ts': "import { d } from './d.ts';",
      'apps/web/src/e.ts': "import { a } from './a.ts';",
    });
    expect(importCircles(graph)).toEqual([
      'circle of 3 file(s): apps/web/src/a.ts -> apps/web/src/b.ts -> apps/web/src/c.ts -> apps/web/src/a.ts\n' +
        '    files: apps/web/src/a.ts, apps/web/src/b.ts, apps/web/src/c.ts',
      'circle of 1 file(s): apps/web/src/d.ts -> apps/web/src/d.ts\n    files: apps/web/src/d.ts',
    ]);
  });

  it('report long files except the listed data tables', () => {
    const long = 'x\n'.repeat(301);
    const graph = graphOf({
      'apps/web/src/big.tsx': long,
      'apps/web/src/fits.tsx': 'x\n'.repeat(300),
      'packages/rules/src/data/skills.ts': long,
      'apps/server/src/auth/common-passwords.ts': long,
    });
    expect(longFiles(graph)).toEqual(['apps/web/src/big.tsx: 301 lines (limit 300)']);
  });

  it('report an import that matches no file', () => {
    const graph = graphOf({ 'e2e/a.spec.ts': "import { x } from './support/gone.ts';" });
    expect(unresolvedImports(graph)).toEqual(["e2e/a.spec.ts:1 imports './support/gone.ts': no such file"]);
  });
});
