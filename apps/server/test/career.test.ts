import type { FullCharacter } from '@edgeforge/contracts/api';
import { validateFoundryActor } from '@edgeforge/foundry/validate';
import { getRole } from '@edgeforge/rules/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  plainSkill,
  readCareer,
  sendStep,
  stepThroughApi,
  storedCareer,
  storedSum,
} from './support/career.ts';
import { buildUpdateRequest, openForEdit, saveThroughApi } from './support/characters.ts';
import { foundryExportOf, pdfTextOf } from './support/exports.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from './support/harness.ts';
import { refusalOf } from './support/play.ts';

// A career outside a campaign (decision 056): the owner awards (self-awarded) and spends, one level at
// a time at the IP cost, undoes the last spend, chooses a Lifestyle and Housing and lets a month pass.
// Every step is an event of the career stream; refusals write nothing; a stale version is a 409; twenty
// spends at once leave the balance exact and never negative.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function owner() {
  const user = await ctx.signUp();
  const id = (await saveThroughApi(ctx, user.cookie)).id;
  return { cookie: user.cookie, id };
}

describe('a career outside a campaign', () => {
  it('reads as it would open, writing nothing: the cash creation left, no IP, Kibble and a Cargo Container', async () => {
    const { cookie, id } = await owner();
    const { career, timeline } = await readCareer(ctx, cookie, id);
    expect(career).toMatchObject({ viewer: 'owner', inCampaign: false, version: 1 });
    expect(career.state).toMatchObject({
      ip: 0,
      reputation: 0,
      lifestyle: 'kibble',
      housing: 'cargo-container',
    });
    expect(career.state.eb).toBeGreaterThanOrEqual(0);
    expect(timeline.map((entry) => entry.kind)).toEqual(['open']);
    expect((await storedCareer(ctx, id)).row).toBeNull();
  });

  it('lets the owner award (self-awarded) and spend one level at the cost of the level reached', async () => {
    const { cookie, id } = await owner();
    const awarded = await stepThroughApi(ctx, cookie, id, {
      kind: 'award',
      ledger: 'ip',
      amount: 300,
      reason: 'Session 1',
    });
    expect(awarded.entry).toMatchObject({ kind: 'award', selfAwarded: true, actor: { role: 'owner' } });
    const skill = plainSkill(awarded.career, 2, 8);
    const raised = await stepThroughApi(ctx, cookie, id, { kind: 'raiseSkill', skill: skill.name });
    const cost = 20 * (skill.level + 1);
    expect(raised.career.state.ip).toBe(300 - cost);
    expect(raised.career.skills.find((entry) => entry.name === skill.name)?.level).toBe(skill.level + 1);
    expect(raised.career.canUndo).toBe(true);
    const undone = await stepThroughApi(ctx, cookie, id, { kind: 'undo' });
    expect(undone.career.state).toEqual(awarded.career.state);
    const { row, log } = await storedCareer(ctx, id);
    expect(log.map((event) => event.kind)).toEqual(['open', 'award', 'raiseSkill', 'undo']);
    expect(storedSum(log, 'ip')).toBe(300);
    expect(row?.version).toBe(4);
  });

  it('charges a month, refuses short money unless confirmed, and keeps the balance the sum', async () => {
    const { cookie, id } = await owner();
    await stepThroughApi(ctx, cookie, id, { kind: 'award', ledger: 'eb', amount: 2000, reason: 'A job' });
    const chosen = await stepThroughApi(ctx, cookie, id, {
      kind: 'chooseLiving',
      lifestyle: 'fresh-food',
      housing: 'studio-apartment',
    });
    expect(chosen.career.monthlyCost).toBe(3000);
    const before = await storedCareer(ctx, id);
    const short = await sendStep(ctx, cookie, id, { kind: 'monthPasses' });
    expect(await refusalOf(short)).toEqual({
      status: 409,
      code: 'CAREER_REFUSED',
      refused: 'NOT_ENOUGH_MONEY',
    });
    expect(await storedCareer(ctx, id)).toEqual(before);
    const debt = await stepThroughApi(ctx, cookie, id, { kind: 'monthPasses', confirm: true });
    expect(debt.career.state.eb).toBe(chosen.career.state.eb - 3000);
    const { log } = await storedCareer(ctx, id);
    expect(storedSum(log, 'eb')).toBe(debt.career.state.eb);
  });
});

describe('refusals write nothing', () => {
  it('answers a stale version with 409 and bad input with 400', async () => {
    const { cookie, id } = await owner();
    const first = await stepThroughApi(ctx, cookie, id, {
      kind: 'award',
      ledger: 'ip',
      amount: 10,
      reason: 'x',
    });
    const before = await storedCareer(ctx, id);
    const stale = await sendStep(
      ctx,
      cookie,
      id,
      { kind: 'award', ledger: 'ip', amount: 10, reason: 'x' },
      { version: first.career.version - 1 },
    );
    expect(await refusalOf(stale)).toEqual({ status: 409, code: 'STALE_CAREER' });
    const bad = [
      { kind: 'award', ledger: 'ip', amount: 0, reason: 'x' },
      { kind: 'award', ledger: 'gold', amount: 5, reason: 'x' },
      { kind: 'award', ledger: 'ip', amount: 5, reason: 'bell\u0007' },
      { kind: 'raiseSkill' },
      { kind: 'chooseLiving', lifestyle: 'caviar', housing: 'cube-hotel' },
    ];
    for (const command of bad) {
      const response = await sendStep(ctx, cookie, id, command as never);
      expect((await refusalOf(response)).status, JSON.stringify(command)).toBe(400);
    }
    const short = await sendStep(ctx, cookie, id, { kind: 'raiseRoleRank' });
    expect(await refusalOf(short)).toMatchObject({ status: 409, code: 'CAREER_REFUSED' });
    const unknown = await sendStep(ctx, cookie, id, {
      kind: 'raiseSkill',
      skill: 'Underwater Basket Weaving',
    });
    expect(await refusalOf(unknown)).toMatchObject({ refused: 'UNKNOWN_SKILL' });
    expect(await storedCareer(ctx, id)).toEqual(before);
  });

  it("answers another user's career with 404", async () => {
    const { id } = await owner();
    const stranger = await ctx.signUp();
    expect((await ctx.request(`/api/characters/${id}/career`, { cookie: stranger.cookie })).status).toBe(404);
    const award = await sendStep(ctx, stranger.cookie, id, {
      kind: 'award',
      ledger: 'ip',
      amount: 5,
      reason: 'x',
    });
    expect(await refusalOf(award)).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect((await storedCareer(ctx, id)).log).toEqual([]);
  });
});

describe('twenty spends at once', () => {
  it('leave the IP balance exact and never negative', async () => {
    const { cookie, id } = await owner();
    const { career } = await stepThroughApi(ctx, cookie, id, {
      kind: 'award',
      ledger: 'ip',
      amount: 500,
      reason: 'x',
    });
    const skill = plainSkill(career, 0, 4);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => sendStep(ctx, cookie, id, { kind: 'raiseSkill', skill: skill.name })),
    );
    const statuses = responses.map((response) => response.status);
    let ip = 500;
    let level = skill.level;
    while (level < 10 && ip >= 20 * (level + 1)) {
      level += 1;
      ip -= 20 * level;
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(level - skill.level);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const { row, log } = await storedCareer(ctx, id);
    expect(row?.state).toMatchObject({ ip });
    expect(storedSum(log, 'ip')).toBe(ip);
    expect(ip).toBeGreaterThanOrEqual(0);
  }, 60_000);
});

describe('the exports of a career', () => {
  it('fills the ledgers, Reputation, Lifestyle and Housing from ours, and validates; the PDF shows them', async () => {
    const { cookie, id } = await owner();
    await stepThroughApi(ctx, cookie, id, { kind: 'award', ledger: 'ip', amount: 100, reason: 'Session 1' });
    await stepThroughApi(ctx, cookie, id, { kind: 'award', ledger: 'eb', amount: 2000, reason: 'A job' });
    await stepThroughApi(ctx, cookie, id, {
      kind: 'award',
      ledger: 'reputation',
      amount: 2,
      reason: 'Word gets out',
    });
    await stepThroughApi(ctx, cookie, id, {
      kind: 'chooseLiving',
      lifestyle: 'good-prepak',
      housing: 'cube-hotel',
    });
    const { career } = await stepThroughApi(ctx, cookie, id, { kind: 'monthPasses' });
    const { actor } = await foundryExportOf(ctx, cookie, id);
    expect(validateFoundryActor(actor, { publicUrl: TEST_ORIGIN })).toEqual([]);
    const { system } = actor;
    expect(system.improvementPoints).toEqual({
      value: 100,
      transactions: [['Improvement Points increased by 100 to 100', 'Session 1']],
    });
    expect(system.reputation?.value).toBe(2);
    expect(system.wealth.value).toBe(career.state.eb);
    expect(system.wealth.transactions?.at(-1)).toEqual([
      `Eurobucks decreased by 500 to ${career.state.eb}`,
      'Housing: Cube Hotel',
    ]);
    const pdf = (await pdfTextOf(ctx, cookie, id)).text.replace(/\s+/g, ' ');
    expect(pdf).toContain('CAREER');
    expect(pdf).toContain('Improvement Points 100');
    expect(pdf).toContain(`Eurobucks ${career.state.eb}eb`);
    expect(pdf).toContain('Lifestyle Good Prepak, 600eb a month');
    expect(system.lifestyle).toEqual({
      lifeStyle: { cost: 600, description: 'Good Prepak' },
      housing: { cost: 500, description: 'Cube Hotel' },
    });
  });
});

describe('the levels in the exports', () => {
  it('write a raised skill and the raised rank in the PDF and the Foundry actor, the build left as it was', async () => {
    const { cookie, id } = await owner();
    const { career } = await stepThroughApi(ctx, cookie, id, {
      kind: 'award',
      ledger: 'ip',
      amount: 1000,
      reason: 'Jobs',
    });
    const skill = plainSkill(career, 2, 8);
    const rank = career.roleRank ?? 0;
    await stepThroughApi(ctx, cookie, id, { kind: 'raiseSkill', skill: skill.name });
    await stepThroughApi(ctx, cookie, id, { kind: 'raiseRoleRank' });
    const ability = getRole('netrunner')?.roleAbility;
    const pdf = (await pdfTextOf(ctx, cookie, id)).text.replace(/\s+/g, ' ');
    expect(pdf).toContain(`${ability?.name} (Rank ${rank + 1})`);
    expect(pdf).toContain(`At this rank: ${ability?.rankDescriptions[rank]}`);
    const name = skill.name.replace(/[()]/g, '\\$&');
    expect(pdf).toMatch(new RegExp(`${name} [A-Z]+ ${skill.level + 1} \\d+`));
    const { actor } = await foundryExportOf(ctx, cookie, id);
    expect(validateFoundryActor(actor, { publicUrl: TEST_ORIGIN })).toEqual([]);
    const item = (type: string, named?: string) =>
      actor.items.find((entry) => entry.type === type && (named === undefined || entry.name === named));
    expect(item('skill', skill.name)?.system).toMatchObject({ level: skill.level + 1 });
    expect(item('role')?.system).toMatchObject({ rank: rank + 1 });
    const saved = await ctx.request(`/api/characters/${id}`, { cookie });
    const stats = ((await saved.json()) as { character: FullCharacter }).character.character_stats;
    expect(stats.skills.find((entry) => entry.name === skill.name)?.ranks).toBe(skill.level);
    expect(stats.role_ability?.rank).toBe(rank);
  });
});

describe('an edit of the build under an advancement', () => {
  it('cannot take an advanced skill below where its advancement started, and writes nothing', async () => {
    const user = await ctx.signUp();
    const character = await saveThroughApi(ctx, user.cookie);
    const { cookie } = user;
    const id = character.id;
    await stepThroughApi(ctx, cookie, id, { kind: 'award', ledger: 'ip', amount: 500, reason: 'x' });
    const skill = plainSkill((await readCareer(ctx, cookie, id)).career, 2, 8);
    await stepThroughApi(ctx, cookie, id, { kind: 'raiseSkill', skill: skill.name });
    const draft = await openForEdit(ctx, cookie, id);
    const lowered = draft.skills.map((entry) =>
      entry.name === skill.name ? { ...entry, ranks: entry.ranks - 1 } : entry,
    );
    const houseRules = { enabled: true, statRerolls: false };
    const put = (json: unknown) => ctx.request(`/api/characters/${id}`, { method: 'PUT', cookie, json });
    const refused = await put(buildUpdateRequest(draft, character, { skills: lowered, houseRules }));
    expect(await refusalOf(refused)).toEqual({
      status: 409,
      code: 'CAREER_REFUSED',
      refused: 'ADVANCEMENT_CONFLICT',
    });
    // The same version again: the refused edit did not move it.
    const kept = await put(buildUpdateRequest(draft, character, { lastName: 'Ishikawa' }));
    expect(kept.status).toBe(200);
  });
});
