// The shared frame of the hostile-input suites: one app, an owner whose data is the witness, a
// fuzzer who sends the signed-in requests, and the checks that run after every test.
import type { CharacterSummary } from '@edgeforge/contracts/character-list';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { saveThroughApi } from './characters.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { NO_RATE_LIMITS } from './hostile-checks.ts';
import { captureLogs } from './log-capture.ts';

export interface HostileSuite {
  ctx: TestContext;
  owner: { cookie: string; user: { id: string; email: string } };
  /** A second user whose session sends the signed-in requests, so the owner's data stays a witness. */
  fuzzer: { cookie: string };
  /** The owner's character, which the fuzzer aims at (and must never reach). */
  ownerCharacterId: string;
}

/**
 * Registers the suite's hooks and answers its frame, filled in once beforeAll has run. Rate limits
 * are lifted (they have tests of their own). After every test: nothing was logged as an error (a 500
 * the client never saw, a crashed generator), the server still answers, the owner's character and
 * draft are intact, no prototype was polluted.
 */
export function hostileSuite(): HostileSuite {
  const logs = captureLogs();
  const suite = {} as HostileSuite;
  let logLinesSeen = 0;

  beforeAll(async () => {
    suite.ctx = await createTestContext({ rateLimits: NO_RATE_LIMITS, log: logs.log });
    suite.owner = await suite.ctx.signUp();
    suite.fuzzer = await suite.ctx.signUp();
    suite.ownerCharacterId = (await saveThroughApi(suite.ctx, suite.owner.cookie)).id;
    const draft = await suite.ctx.request('/api/draft', {
      method: 'PUT',
      cookie: suite.owner.cookie,
      json: { draft: buildDraft({ firstName: 'Draft' }) },
    });
    expect(draft.status).toBe(200);
  });
  afterAll(() => suite.ctx.close());

  afterEach(async () => {
    const { ctx, owner } = suite;
    const lines = logs.lines();
    const errors = lines.slice(logLinesSeen).filter((line) => Number(line.level) >= 50);
    logLinesSeen = lines.length;
    expect(
      errors.map((line) => `${line.msg} ${JSON.stringify(line.err ?? line.args)}`.slice(0, 500)),
    ).toEqual([]);
    const list = await ctx.request('/api/characters', { cookie: owner.cookie });
    expect(list.status).toBe(200);
    const { characters } = (await list.json()) as { characters: CharacterSummary[] };
    expect(characters.map((c) => c.id)).toContain(suite.ownerCharacterId);
    const draft = (await (await ctx.request('/api/draft', { cookie: owner.cookie })).json()) as {
      draft: { firstName: string };
    };
    expect(draft.draft.firstName).toBe('Draft');
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  return suite;
}
