import type { FullCharacter, SaveCharacterRequest } from '@edgeforge/contracts/api';
import type { CharacterSummary } from '@edgeforge/contracts/character-list';
import type { ErrorBody } from '@edgeforge/contracts/errors';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSaveRequest,
  countCharacterRows,
  countStoredPortraits,
  insertPreRulesCharacter,
} from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';

let ctx: TestContext;
let cookie: string;
let userId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({
    cookie,
    user: { id: userId },
  } = await ctx.signUp());
});
afterAll(() => ctx.close());

const EIGHTS = { INT: 8, REF: 8, DEX: 8, TECH: 8, COOL: 8, WILL: 8, LUCK: 8, MOVE: 8, BODY: 8, EMP: 8 };

/** The issue's own example: ten STATs at 8 (80 points) on template row 1, and a made-up skill. */
function gibsonDraft(houseRules = false) {
  const draft = buildDraft({ selectedRole: 'solo' });
  return {
    ...draft,
    attributes: EIGHTS,
    templateRow: 1,
    skills: [...draft.skills, { name: 'Hacking the Gibson', ranks: 6 }],
    houseRules: { enabled: houseRules, statRerolls: false },
  };
}

/** A Complete Package Solo who bought these lines and installed these pieces. */
function shopper(purchases: { id: string; quantity: number }[], cyberware: unknown[] = []) {
  return buildDraft({
    characterType: 'complete',
    selectedRole: 'solo',
    purchases,
    cyberware: cyberware as SaveCharacterRequest['draft']['cyberware'],
  });
}

/** Five Rocket Launchers (500eb each) and a Disposable Cell Phone (50eb): 2,550eb, all the money. */
const ALL_THE_MONEY = [
  { id: 'weapon:rocket-launcher', quantity: 5 },
  { id: 'gear:disposable-cell-phone', quantity: 1 },
];

async function save(body: unknown) {
  const response = await ctx.request('/api/characters', { method: 'POST', cookie, json: body });
  return {
    status: response.status,
    body: (await response.json()) as ErrorBody & { character: FullCharacter },
  };
}

/** Saves and expects a refusal that writes nothing: no row, no stored portrait. Answers the findings. */
async function expectRefused(body: unknown) {
  const rows = await countCharacterRows(ctx);
  const portraits = countStoredPortraits(ctx);
  const answer = await save(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.error.code).toBe('RULES_VIOLATION');
  expect(await countCharacterRows(ctx)).toEqual(rows);
  expect(countStoredPortraits(ctx)).toBe(portraits);
  return answer.body.error.findings ?? [];
}

describe('POST /api/characters runs the rules check', () => {
  it("refuses the issue's example with 422 RULES_VIOLATION and its findings, writing nothing", async () => {
    const findings = await expectRefused(buildSaveRequest({ draft: gibsonDraft() }));
    expect(findings).toContainEqual({
      code: 'SKILL_UNKNOWN',
      path: `skills.${gibsonDraft().skills.length - 1}.name`,
      step: 'skills',
      message: "Streetrat: 'Hacking the Gibson' is not a skill of the game",
    });
    expect(findings.map((f) => f.code)).toContain('TEMPLATE_ROW_MISMATCH');
  });

  it('saves the same character under house rules, and returns and lists its deviations', async () => {
    const refused = await expectRefused(buildSaveRequest({ draft: gibsonDraft() }));
    const { status, body } = await save(buildSaveRequest({ draft: gibsonDraft(true) }));
    expect(status).toBe(201);
    const saved = body.character;
    expect(saved.character_stats.house_rules).toEqual({ enabled: true, statRerolls: false });
    expect(saved.character_stats.deviations).toEqual(refused);
    expect(saved.character_stats.attributes).toEqual(EIGHTS);
    // Still computed by the server: EMP 8 less the Solo package's 14 Humanity Loss.
    expect(saved.character_stats.humanity).toMatchObject({ current: 66, baseEmp: 8 });
    expect(saved.portrait_url).not.toBeNull();
    const read = await ctx.request(`/api/characters/${saved.id}`, { cookie });
    expect(
      ((await read.json()) as { character: FullCharacter }).character.character_stats.deviations,
    ).toEqual(refused);
    const list = await ctx.request('/api/characters', { cookie });
    const listed = ((await list.json()) as { characters: CharacterSummary[] }).characters;
    // The list's "House rules" badge reads the same deviations.
    expect(listed.find((character) => character.id === saved.id)?.character_stats).toEqual({
      role_ability_rank: 4,
      house_rules: { enabled: true, statRerolls: false },
      deviations: refused,
    });
  });

  it('saves an Edgerunner with its rolls', async () => {
    const draft = buildDraft({ characterType: 'edgerunner', selectedRole: 'nomad' });
    const { status, body } = await save(buildSaveRequest({ draft }));
    expect(status).toBe(201);
    expect(body.character).toMatchObject({ character_type: 'edgerunner', role_id: 'nomad' });
    expect(body.character.character_stats).toMatchObject({ stat_rolls: draft.statRolls, deviations: [] });
    expect(body.character.character_inventory.money).toBe(500);
  });

  it('saves a Complete Package character that spends all 2,550eb, with no cash left', async () => {
    const { status, body } = await save(buildSaveRequest({ draft: shopper(ALL_THE_MONEY) }));
    expect(status).toBe(201);
    const inventory = body.character.character_inventory;
    expect(inventory).toMatchObject({ money: 0, purchases: ALL_THE_MONEY, items: ALL_THE_MONEY });
    expect(inventory.gear.map((item) => item.item)).toEqual(['Rocket Launcher x5', 'Disposable Cell Phone']);
    expect(body.character.character_stats.deviations).toEqual([]);
    const unspent = await save(buildSaveRequest({ draft: shopper([]) }));
    expect(unspent.body.character.character_inventory.money).toBe(2550);
  });

  it('refuses a basket over the 2,550eb (2,560eb: the catalogue has no cheaper step than 10eb)', async () => {
    // The 800eb of fashion money would cover it, but it buys only fashion and fashionware.
    const over = [...ALL_THE_MONEY, { id: 'gear:food-stick', quantity: 1 }];
    const findings = await expectRefused(buildSaveRequest({ draft: shopper(over) }));
    expect(findings).toEqual([
      expect.objectContaining({ code: 'FASHION_BUDGET_MISUSE', path: 'purchases', step: 'shop' }),
    ]);
    expect(findings[0]?.message).toContain('10eb over the 2,550eb');
  });

  it("refuses a Streetrat's basket over the package's 500eb", async () => {
    const draft = buildDraft({
      purchases: [
        { id: 'weapon:rocket-launcher', quantity: 1 },
        { id: 'gear:food-stick', quantity: 1 },
      ],
    });
    const findings = await expectRefused(buildSaveRequest({ draft }));
    expect(findings.map((f) => `${f.code} ${f.path}`)).toEqual(['OVER_BUDGET purchases']);
  });

  it('refuses Interface Plugs without a Neural Link', async () => {
    const plugs = { instanceId: 'plugs', itemId: 'cyberware:interface-plugs', foundationId: null };
    const draft = shopper(
      [{ id: 'cyberware:interface-plugs', quantity: 1 }],
      [{ ...plugs, humanityLoss: 7, rolled: false }],
    );
    const findings = await expectRefused(buildSaveRequest({ draft }));
    expect(findings.map((f) => `${f.code} ${f.path}`)).toEqual([
      'FOUNDATION_MISSING cyberware.0.foundationId',
    ]);
  });

  it("stores a Streetrat Tech's Humanity from the package: EMP x 10 - 12, maximum EMP x 10 - 6", async () => {
    const draft = buildDraft({ selectedRole: 'tech' });
    const { status, body } = await save(buildSaveRequest({ draft }));
    expect(status).toBe(201);
    const emp = draft.attributes.EMP;
    expect(body.character.character_stats.humanity).toEqual({
      current: emp * 10 - 12,
      max: emp * 10 - 6,
      emp: Math.floor((emp * 10 - 12) / 10),
      baseEmp: emp,
    });
    expect(body.character.character_stats.derived_stats.humanity).toBe(emp * 10 - 12);
  });

  it('reads a character saved before the rules check: legal-unknown, nothing of the check filled in', async () => {
    const id = await insertPreRulesCharacter(ctx, userId);
    const read = await ctx.request(`/api/characters/${id}`, { cookie });
    expect(read.status).toBe(200);
    const old = ((await read.json()) as { character: FullCharacter }).character;
    expect(old.character_stats).toMatchObject({
      role_ability_rank: 4,
      role_ability: null,
      humanity: null,
      house_rules: null,
      deviations: null,
    });
    expect(old.character_stats.derived_stats.humanity).toBe(40);
    expect(old.character_inventory).toMatchObject({ money: 500, installed_cyberware: null, items: null });
    expect(old.character_background.personal_history.familyCrisis).toBe('Betrayed by a partner');
    const list = await ctx.request('/api/characters', { cookie });
    const listed = ((await list.json()) as { characters: CharacterSummary[] }).characters;
    expect(listed.find((c) => c.id === id)?.character_stats).toEqual({
      role_ability_rank: 4,
      house_rules: null,
      deviations: null,
    });
  });
});
