import type { FullCharacter } from '@edgeforge/contracts/api';
import type { ErrorBody } from '@edgeforge/contracts/errors';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterInventory } from '../src/db/schema/characters.ts';
import {
  buildSaveRequest,
  buildUpdateRequest,
  countCharacterRows,
  openForEdit,
  saveThroughApi,
} from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectTypedRefusal } from './support/hostile-checks.ts';

// The deck's slots (docs/rules/net.md) are a rule of the one check: the server refuses a save or an
// update over them unless "House rules" is ticked, and reads a character saved over them before.

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ cookie } = await ctx.signUp());
});
afterAll(() => ctx.close());

const HOUSE_RULES = { enabled: true, statRerolls: false };

/** A Complete Package Netrunner who bought these lines. */
const netrunner = (purchases: { id: string; quantity: number }[], houseRules = false) =>
  buildDraft({
    characterType: 'complete',
    selectedRole: 'netrunner',
    purchases,
    ...(houseRules ? { houseRules: HOUSE_RULES } : {}),
  });

const TWELVE_WITHOUT_DECK = [{ id: 'program:sword', quantity: 12 }];
const NINE_IN_A_POOR_DECK = [
  { id: 'cyberdeck:poor', quantity: 1 },
  { id: 'program:sword', quantity: 9 },
];

async function save(body: unknown) {
  const response = await ctx.request('/api/characters', { method: 'POST', cookie, json: body });
  return { response, body: (await response.clone().json()) as ErrorBody & { character: FullCharacter } };
}

const read = async (id: string) =>
  ((await (await ctx.request(`/api/characters/${id}`, { cookie })).json()) as { character: FullCharacter })
    .character;

const put = (id: string, json: unknown) =>
  ctx.request(`/api/characters/${id}`, { method: 'PUT', cookie, json });

describe('the deck slots on save', () => {
  it.each([
    ['twelve programs with no deck', TWELVE_WITHOUT_DECK, 'DECK_MISSING', '12 programs and no cyberdeck'],
    ['nine programs in a Poor deck', NINE_IN_A_POOR_DECK, 'DECK_SLOTS_OVER', 'take 9 slots, the deck has 5'],
  ])('refuses %s: 422 RULES_VIOLATION saying why, nothing written', async (_, purchases, code, says) => {
    const rows = await countCharacterRows(ctx);
    const { response, body } = await save(buildSaveRequest({ draft: netrunner(purchases) }));
    expect(await expectTypedRefusal(response)).toBe('RULES_VIOLATION');
    expect(response.status).toBe(422);
    const found = body.error.findings?.find((finding) => finding.code === code);
    expect(found).toMatchObject({ path: 'purchases', step: 'shop' });
    expect(found?.message).toContain(says);
    expect(await countCharacterRows(ctx)).toEqual(rows);
  });

  it('saves the same character under house rules, marked with the finding', async () => {
    const { response, body } = await save(buildSaveRequest({ draft: netrunner(NINE_IN_A_POOR_DECK, true) }));
    expect(response.status).toBe(201);
    const { character_stats: stats, character_inventory: inventory } = body.character;
    expect(stats.house_rules).toEqual(HOUSE_RULES);
    expect(stats.deviations?.map((finding) => finding.code)).toEqual(['DECK_SLOTS_OVER']);
    expect(inventory.items).toContainEqual({ id: 'program:sword', quantity: 9 });
    expect((await read(body.character.id)).character_stats.deviations).toEqual(stats.deviations);
  });
});

describe('a character saved over its deck before the rule', () => {
  it('still loads; its next save needs a fix or house rules', async () => {
    // A Streetrat Netrunner: the package's deck holds 5 programs of 7. Three more, written as an older
    // version of Edgeforge would have saved them (no finding kept), take it to 8.
    const legal = await saveThroughApi(ctx, cookie, buildSaveRequest({ draft: buildDraft() }));
    expect(legal.role_id).toBe('netrunner');
    const extra = { id: 'program:hellbolt', quantity: 3 };
    await ctx.deps.db
      .update(characterInventory)
      .set({ purchases: [extra], items: [...(legal.character_inventory.items ?? []), extra] })
      .where(eq(characterInventory.characterId, legal.id));

    const old = await read(legal.id);
    expect(old.character_inventory.items).toContainEqual(extra);
    expect(old.character_stats.deviations).toEqual([]);

    const opened = await openForEdit(ctx, cookie, legal.id);
    const refused = await put(legal.id, buildUpdateRequest(opened, old));
    expect(await expectTypedRefusal(refused)).toBe('RULES_VIOLATION');
    expect((await read(legal.id)).version).toBe(1);

    const marked = await put(legal.id, buildUpdateRequest(opened, old, { houseRules: HOUSE_RULES }));
    expect(marked.status).toBe(200);
    const kept = ((await marked.json()) as { character: FullCharacter }).character;
    expect(kept.character_stats.deviations?.map((finding) => finding.code)).toEqual(['DECK_SLOTS_OVER']);

    const fix = { purchases: [{ id: 'program:hellbolt', quantity: 2 }], houseRules: opened.houseRules };
    const fixed = await put(legal.id, { ...buildUpdateRequest(opened, kept, fix), version: kept.version });
    expect(fixed.status).toBe(200);
    const legalAgain = ((await fixed.json()) as { character: FullCharacter }).character;
    expect(legalAgain.character_stats.deviations).toEqual([]);
  });
});
