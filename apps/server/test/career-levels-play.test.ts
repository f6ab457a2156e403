import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFTED_INVITE_LIMITS } from './support/campaigns.ts';
import { stepThroughApi } from './support/career.ts';
import { saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { applyThroughApi, readPlay } from './support/play.ts';

// The levels bought with IP count at the table (docs/rules/career.md#where-the-levels-show): a raise
// reaches the play state of a character already played, its undo takes it back, and a character first
// played after a raise starts at the raised level.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: LIFTED_INVITE_LIMITS });
});
afterAll(() => ctx.close());

/** An owner's saved character with 200 IP, self-awarded. */
async function withIp() {
  const user = await ctx.signUp();
  const id = (await saveThroughApi(ctx, user.cookie)).id;
  await stepThroughApi(ctx, user.cookie, id, { kind: 'award', ledger: 'ip', amount: 200, reason: 'A job' });
  return { cookie: user.cookie, id };
}

/** The skill part of a check's roll: the rank the roll added. */
async function rankRolled(cookie: string, id: string, skill: string): Promise<number | undefined> {
  const rolled = await applyThroughApi(ctx, cookie, id, {
    kind: 'roll',
    roll: { type: 'check', stat: 'DEX', skill },
  });
  const parts = (rolled.event.details as { parts: { label: string; value: number }[] }).parts;
  return parts.find((part) => part.label === skill)?.value;
}

describe('levels bought with IP at the table', () => {
  it('a raise after play began is rolled with, and its undo takes it back', async () => {
    const { cookie, id } = await withIp();
    const before = (await readPlay(ctx, cookie, id)).play.state;
    const [skill, level] = Object.entries(before.skills).find(([, ranks]) => ranks > 0 && ranks < 10)!;
    expect(await rankRolled(cookie, id, skill)).toBe(level);

    await stepThroughApi(ctx, cookie, id, { kind: 'raiseSkill', skill });
    const raised = await readPlay(ctx, cookie, id);
    expect(raised.play.state.skills[skill]).toBe(level + 1);
    expect(await rankRolled(cookie, id, skill)).toBe(level + 1);
    expect(raised.events.some((event) => event.explanation.includes('bought with IP'))).toBe(true);

    await stepThroughApi(ctx, cookie, id, { kind: 'undo' });
    expect((await readPlay(ctx, cookie, id)).play.state.skills[skill]).toBe(level);
  });

  it('a skill the build lacked, bought with IP, is in play at its level', async () => {
    const { cookie, id } = await withIp();
    const before = (await readPlay(ctx, cookie, id)).play.state;
    expect(before.skills['Paint/Draw/Sculpt']).toBeUndefined();
    await stepThroughApi(ctx, cookie, id, { kind: 'raiseSkill', skill: 'Paint/Draw/Sculpt' });
    expect((await readPlay(ctx, cookie, id)).play.state.skills['Paint/Draw/Sculpt']).toBe(1);
  });

  it('a character first played after a raise starts at the raised level', async () => {
    const { cookie, id } = await withIp();
    const career = await stepThroughApi(ctx, cookie, id, { kind: 'raiseSkill', skill: 'Athletics' });
    const level = career.career.skills.find((skill) => skill.name === 'Athletics')?.level;
    expect(level).toBeGreaterThan(0);
    expect((await readPlay(ctx, cookie, id)).play.state.skills.Athletics).toBe(level);
  });
});
