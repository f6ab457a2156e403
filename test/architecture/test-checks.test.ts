import { describe, expect, it } from 'vitest';
import { graphOf } from './fixtures.ts';
import { serverTestPlacement, srcImportsOfTests } from './test-checks.ts';

describe('test placement', () => {
  it('report src/ code importing a test folder, not a test beside it', () => {
    const graph = graphOf({
      'packages/rules/src/check/cases.ts': "import { LEGAL } from '../../test/support/legal-builds.ts';",
      'packages/rules/src/check/check.test.ts': "import { LEGAL } from '../../test/support/legal-builds.ts';",
      'packages/rules/test/support/legal-builds.ts': '',
      'apps/server/src/app.ts': "import { fake } from '@edgeforge/generation/testing/fake-ai';",
      'packages/generation/test/support/fake-ai.ts': '',
    });
    expect(srcImportsOfTests(graph)).toEqual([
      "packages/rules/src/check/cases.ts:1 imports '../../test/support/legal-builds.ts': src/ code uses test code",
      "apps/server/src/app.ts:1 imports '@edgeforge/generation/testing/fake-ai': src/ code uses test code",
    ]);
  });

  it('report a server test in src/ that reaches the app, and one in test/ that reaches none', () => {
    const graph = graphOf({
      'apps/server/test/support/harness.ts': "import { createApp } from '../../src/app.ts';",
      'apps/server/test/support/spawned-server.ts': '',
      'apps/server/test/support/characters.ts': "import type { Ctx } from './harness.ts';",
      'apps/server/test/support/fake-smtp.ts': '',
      'apps/server/src/app.ts': '',
      'apps/server/src/routes/draft.test.ts': "import { save } from '../../test/support/characters.ts';",
      'apps/server/src/auth/mailer.test.ts': "import { smtp } from '../../test/support/fake-smtp.ts';",
      'apps/server/test/draft.test.ts': "import { createTestContext } from './support/harness.ts';",
      'apps/server/test/load.test.ts': "import { spawnServer } from './support/spawned-server.ts';",
      'apps/server/test/env.test.ts': "import { loadEnv } from '../src/env.ts';",
      'apps/server/src/env.ts': '',
    });
    expect(serverTestPlacement(graph)).toEqual([
      'apps/server/src/routes/draft.test.ts goes through the app (harness.ts): its place is apps/server/test/',
      'apps/server/test/env.test.ts starts no app: its place is beside the code it tests, in apps/server/src/',
    ]);
  });
});
