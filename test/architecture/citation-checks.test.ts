import { describe, expect, it } from 'vitest';
import { outsideCitations } from './citation-checks.ts';
import { repositoryOf } from './fixtures.ts';

// Written in pieces, so that this file does not cite what it tests.
const FACTS = 'facts';
const SPEC = 'spec';

describe('citations', () => {
  it('report each line of a file under apps, packages, scripts, e2e or test that cites a missing document', () => {
    const repository = repositoryOf(
      {
        'packages/rules/src/dice.ts': `// As in game-${FACTS}.md.\nexport const D10 = 10;\n// The ${SPEC}'s section 4.`,
        'apps/web/src/lib/paths.ts': `// ${SPEC} \u00a7 3.2\n// see section 12 of the ${SPEC}`,
        'scripts/art/notes.md': `Copied from ../${'shared'}/art.`,
        'e2e/a.spec.ts': `// catalog-${FACTS}`,
        'test/bench/a.test.ts': `// Play-${FACTS.toUpperCase()}`,
        'apps/server/src/ok.ts': '// docs/rules/skills.md; a spectator; the section on speed; ./shared.ts',
        'docs/notes.md': `game-${FACTS}`,
      },
      [],
    );
    expect(outsideCitations(repository)).toEqual([
      `packages/rules/src/dice.ts:1 cites 'game-${FACTS}', which the repository does not hold`,
      `packages/rules/src/dice.ts:3 cites '${SPEC}'s section', which the repository does not hold`,
      `apps/web/src/lib/paths.ts:1 cites '${SPEC} \u00a7', which the repository does not hold`,
      `apps/web/src/lib/paths.ts:2 cites 'section 12 of the ${SPEC}', which the repository does not hold`,
      `scripts/art/notes.md:1 cites '../${'shared'}', which the repository does not hold`,
      `e2e/a.spec.ts:1 cites 'catalog-${FACTS}', which the repository does not hold`,
      `test/bench/a.test.ts:1 cites 'Play-${FACTS.toUpperCase()}', which the repository does not hold`,
    ]);
  });
});
