import { randomUUID } from 'node:crypto';
import type { CampaignCareerResponse } from '@edgeforge/contracts/career';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJson, LIFTED_INVITE_LIMITS, readCampaign, tableOfTwo } from './support/campaigns.ts';
import { plainSkill, readCareer, sendStep, stepThroughApi, storedCareer } from './support/career.ts';
import { saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { refusalOf } from './support/play.ts';

// A career in a campaign (decision 056): the GM awards IP and pay to several attached characters in
// one step, all or none, and lets a month pass for the party; the player spends and may not award
// themselves; the GM's house rule changes the IP multipliers; a character outside the party is a 404.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: LIFTED_INVITE_LIMITS });
});
afterAll(() => ctx.close());

const table = () => tableOfTwo(ctx);

const awardBody = (
  characterIds: string[],
  awards = [
    { ledger: 'ip', amount: 100 },
    { ledger: 'eb', amount: 2000 },
  ],
) => ({
  commandId: randomUUID(),
  characterIds,
  awards,
  reason: 'The Arasaka job',
});

describe("the GM's award", () => {
  it('gives IP and eurobucks to several characters in one step, once per command id', async () => {
    const t = await table();
    const before = await readCareer(ctx, t.players[0]!.cookie, t.characters[0]);
    const body = awardBody(t.characters);
    const url = `/api/campaigns/${t.campaignId}/career/awards`;
    const answer = await expectJson<CampaignCareerResponse>(
      await ctx.request(url, { method: 'POST', cookie: t.gm.cookie, json: body }),
      200,
    );
    expect(answer.characters).toHaveLength(2);
    for (const character of answer.characters) expect(character.state).toMatchObject({ ip: 100 });
    const again = await ctx.request(url, { method: 'POST', cookie: t.gm.cookie, json: body });
    expect(again.status).toBe(200);
    const after = await readCareer(ctx, t.players[0]!.cookie, t.characters[0]);
    expect(after.career.state.ip).toBe(100);
    expect(after.career.state.eb).toBe(before.career.state.eb + 2000);
    expect(after.timeline[0]).toMatchObject({ kind: 'award', actor: { role: 'gm' }, selfAwarded: false });
  });

  it('writes nothing for anyone when one award is refused, or a character is not of the party', async () => {
    const t = await table();
    const url = `/api/campaigns/${t.campaignId}/career/awards`;
    const takeBack = awardBody(t.characters, [{ ledger: 'ip', amount: -5 }]);
    const refused = await ctx.request(url, { method: 'POST', cookie: t.gm.cookie, json: takeBack });
    expect(await refusalOf(refused)).toMatchObject({
      status: 409,
      code: 'CAREER_REFUSED',
      refused: 'NOT_ENOUGH_IP',
    });
    const stranger = await ctx.signUp();
    const outsider = (await saveThroughApi(ctx, stranger.cookie)).id;
    const foreign = await ctx.request(url, {
      method: 'POST',
      cookie: t.gm.cookie,
      json: awardBody([t.characters[0], outsider]),
    });
    expect(await refusalOf(foreign)).toEqual({ status: 404, code: 'NOT_FOUND' });
    const byPlayer = await ctx.request(url, {
      method: 'POST',
      cookie: t.players[0]!.cookie,
      json: awardBody(t.characters),
    });
    expect(await refusalOf(byPlayer)).toEqual({ status: 404, code: 'NOT_FOUND' });
    for (const id of t.characters) expect((await storedCareer(ctx, id)).log).toEqual([]);
  });

  it('refuses its command id sent again with another award or a month, writing nothing', async () => {
    const t = await table();
    const body = awardBody(t.characters);
    const send = (path: string, json: unknown) =>
      ctx.request(`/api/campaigns/${t.campaignId}/career/${path}`, {
        method: 'POST',
        cookie: t.gm.cookie,
        json,
      });
    await expectJson(await send('awards', body), 200);
    const before = await Promise.all(t.characters.map((id) => storedCareer(ctx, id)));
    const otherAward = await send('awards', { ...body, awards: [{ ledger: 'ip', amount: 50 }] });
    expect(await refusalOf(otherAward)).toEqual({ status: 409, code: 'COMMAND_ID_REUSED' });
    const month = await send('month', { commandId: body.commandId });
    expect(await refusalOf(month)).toEqual({ status: 409, code: 'COMMAND_ID_REUSED' });
    expect(await Promise.all(t.characters.map((id) => storedCareer(ctx, id)))).toEqual(before);
  });

  it('refuses its command id sent again for another party, writing nothing for anyone', async () => {
    const t = await table();
    const [first, second] = t.characters as [string, string];
    const url = `/api/campaigns/${t.campaignId}/career/awards`;
    const send = (json: unknown) => ctx.request(url, { method: 'POST', cookie: t.gm.cookie, json });
    const body = awardBody([first]);
    await expectJson(await send(body), 200);
    const before = await Promise.all(t.characters.map((id) => storedCareer(ctx, id)));
    const wider = await send({ ...body, characterIds: [second, first] });
    expect(await refusalOf(wider)).toEqual({ status: 409, code: 'COMMAND_ID_REUSED' });
    const elsewhere = await send({ ...body, characterIds: [second] });
    expect(await refusalOf(elsewhere)).toEqual({ status: 409, code: 'COMMAND_ID_REUSED' });
    expect(await Promise.all(t.characters.map((id) => storedCareer(ctx, id)))).toEqual(before);
    // The same party named in another order is the same command: a retry, answered, nothing written.
    const both = awardBody([first, second]);
    await expectJson(await send(both), 200);
    const afterBoth = await Promise.all(t.characters.map((id) => storedCareer(ctx, id)));
    await expectJson(await send({ ...both, characterIds: [second, first] }), 200);
    expect(await Promise.all(t.characters.map((id) => storedCareer(ctx, id)))).toEqual(afterBoth);
  });
});

describe('the player in a campaign', () => {
  it('spends what the GM awarded, never awards themselves, and the GM never spends for them', async () => {
    const t = await table();
    const [id] = t.characters;
    const player = t.players[0]!;
    const self = await sendStep(ctx, player.cookie, id, {
      kind: 'award',
      ledger: 'ip',
      amount: 100,
      reason: 'x',
    });
    expect(await refusalOf(self)).toEqual({ status: 403, code: 'CAREER_NOT_ALLOWED' });
    await stepThroughApi(ctx, t.gm.cookie, id, {
      kind: 'award',
      ledger: 'ip',
      amount: 100,
      reason: 'Session',
    });
    const gmSpend = await sendStep(ctx, t.gm.cookie, id, { kind: 'raiseRoleRank' });
    expect(await refusalOf(gmSpend)).toEqual({ status: 403, code: 'CAREER_NOT_ALLOWED' });
    const gmDebt = await sendStep(ctx, t.gm.cookie, id, { kind: 'monthPasses', confirm: true });
    expect(await refusalOf(gmDebt)).toEqual({ status: 403, code: 'CAREER_NOT_ALLOWED' });
    const { career } = await readCareer(ctx, player.cookie, id);
    const skill = plainSkill(career, 0, 3);
    const raised = await stepThroughApi(ctx, player.cookie, id, { kind: 'raiseSkill', skill: skill.name });
    expect(raised.career.state.ip).toBe(100 - 20 * (skill.level + 1));
  });

  it("spends at the GM's multipliers once the house rule is set", async () => {
    const t = await table();
    const [id] = t.characters;
    const url = `/api/campaigns/${t.campaignId}/career/multipliers`;
    const byPlayer = await ctx.request(url, {
      method: 'PUT',
      cookie: t.players[0]!.cookie,
      json: { multipliers: { skill: 10, roleRank: 30 } },
    });
    expect(byPlayer.status).toBe(404);
    const set = await ctx.request(url, {
      method: 'PUT',
      cookie: t.gm.cookie,
      json: { multipliers: { skill: 10, roleRank: 30 } },
    });
    expect(set.status).toBe(200);
    await stepThroughApi(ctx, t.gm.cookie, id, {
      kind: 'award',
      ledger: 'ip',
      amount: 100,
      reason: 'Session',
    });
    const { career } = await readCareer(ctx, t.players[0]!.cookie, id);
    expect(career.multipliers).toEqual({ skill: 10, roleRank: 30 });
    const skill = plainSkill(career, 0, 8);
    const raised = await stepThroughApi(ctx, t.players[0]!.cookie, id, {
      kind: 'raiseSkill',
      skill: skill.name,
    });
    expect(raised.career.state.ip).toBe(100 - 10 * (skill.level + 1));
  });
});

describe("the campaign page's career facts", () => {
  it("shows each character's eurobuck balance once its career is open, and the GM's multipliers", async () => {
    const t = await table();
    const [paid, unpaid] = t.characters;
    const before = await readCampaign(ctx, t.gm.cookie, t.campaignId);
    expect(before.party.map((member) => member.character?.career_eb)).toEqual([null, null]);
    expect(before.ipMultipliers).toBeNull();
    await stepThroughApi(ctx, t.gm.cookie, paid, {
      kind: 'award',
      ledger: 'eb',
      amount: 2000,
      reason: 'Pay',
    });
    const balance = (await readCareer(ctx, t.players[0]!.cookie, paid)).career.state.eb;
    const url = `/api/campaigns/${t.campaignId}/career/multipliers`;
    const json = { multipliers: { skill: 15, roleRank: 45 } };
    expect((await ctx.request(url, { method: 'PUT', cookie: t.gm.cookie, json })).status).toBe(200);
    for (const viewer of [t.gm, t.players[0]!]) {
      const page = await readCampaign(ctx, viewer.cookie, t.campaignId);
      const byId = new Map(page.party.map((member) => [member.character?.id, member.character]));
      expect(byId.get(paid)?.career_eb).toBe(balance);
      expect(byId.get(unpaid)?.career_eb).toBeNull();
      expect(page.ipMultipliers).toEqual({ skill: 15, roleRank: 45 });
    }
    // The role rank on the party card is the one in play.
    await stepThroughApi(ctx, t.gm.cookie, paid, { kind: 'award', ledger: 'ip', amount: 500, reason: 'Job' });
    await stepThroughApi(ctx, t.players[0]!.cookie, paid, { kind: 'raiseRoleRank' });
    const party = (await readCampaign(ctx, t.gm.cookie, t.campaignId)).party;
    const cardOf = (id: string | undefined) => party.find((member) => member.character?.id === id)?.character;
    expect(cardOf(paid)?.role_ability_rank).toBe(5);
    expect(cardOf(unpaid)?.role_ability_rank).toBe(4);
    const reset = { multipliers: null };
    expect((await ctx.request(url, { method: 'PUT', cookie: t.gm.cookie, json: reset })).status).toBe(200);
    expect((await readCampaign(ctx, t.gm.cookie, t.campaignId)).ipMultipliers).toBeNull();
  });
});

describe('a month for the party', () => {
  it('charges each character its living and reports the one whose money runs short', async () => {
    const t = await table();
    const [rich, poor] = t.characters;
    await stepThroughApi(ctx, t.gm.cookie, rich, {
      kind: 'award',
      ledger: 'eb',
      amount: 5000,
      reason: 'Pay',
    });
    await stepThroughApi(ctx, t.players[1]!.cookie, poor, {
      kind: 'chooseLiving',
      lifestyle: 'fresh-food',
      housing: 'luxury-penthouse',
    });
    const richBefore = (await readCareer(ctx, t.players[0]!.cookie, rich)).career.state.eb;
    const poorBefore = await storedCareer(ctx, poor);
    const url = `/api/campaigns/${t.campaignId}/career/month`;
    const answer = await expectJson<CampaignCareerResponse>(
      await ctx.request(url, { method: 'POST', cookie: t.gm.cookie, json: { commandId: randomUUID() } }),
      200,
    );
    const byId = new Map(answer.characters.map((entry) => [entry.characterId, entry]));
    expect(byId.get(rich)?.state?.eb).toBe(richBefore - 1100);
    expect(byId.get(poor)?.refused?.code).toBe('NOT_ENOUGH_MONEY');
    expect(await storedCareer(ctx, poor)).toEqual(poorBefore);
  });
});
