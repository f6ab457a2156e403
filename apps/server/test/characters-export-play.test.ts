import { validateFoundryActor } from '@edgeforge/foundry/validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveThroughApi } from './support/characters.ts';
import { foundryExportOf, pdfTextOf } from './support/exports.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from './support/harness.ts';
import { applyThroughApi, readPlay } from './support/play.ts';

// The Foundry and PDF exports of a character in play (issue 26): both carry the play state.

let ctx: TestContext;
let owner: { cookie: string };
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signUp();
});
afterAll(() => ctx.close());

const foundryExport = (id: string) => foundryExportOf(ctx, owner.cookie, id);
const pdfText = (id: string) => pdfTextOf(ctx, owner.cookie, id);

describe('the exports of a character in play', () => {
  const PISTOL = 'weapon:very-heavy-pistol#1';

  /** A character hit through its body armour with a collapsed lung, 1 Luck spent and one shot fired. */
  async function played() {
    const character = await saveThroughApi(ctx, owner.cookie);
    const hit = {
      kind: 'takeDamage',
      damage: { amount: 15 },
      attack: 'ranged',
      location: 'body',
      critical: true,
      injury: 'body-collapsed-lung',
    } as const;
    await applyThroughApi(ctx, owner.cookie, character.id, hit);
    await applyThroughApi(ctx, owner.cookie, character.id, { kind: 'spendLuck', points: 1 });
    await applyThroughApi(ctx, owner.cookie, character.id, {
      kind: 'fire',
      weaponId: PISTOL,
      mode: 'single',
    });
    const { state } = (await readPlay(ctx, owner.cookie, character.id)).play;
    expect(state.hp).toBeLessThan(state.maxHp);
    expect(state.armor.body?.sp).toBeLessThan(state.armor.body?.maxSp ?? 0);
    return { character, state };
  }

  it('the Foundry actor carries HP, Luck, the wound state, ablation, rounds and the injury', async () => {
    const { character, state } = await played();
    const { actor } = await foundryExport(character.id);
    expect(validateFoundryActor(actor, { publicUrl: TEST_ORIGIN })).toEqual([]);
    const { derivedStats, stats } = actor.system;
    expect(derivedStats.hp).toMatchObject({ value: state.hp, max: state.maxHp });
    expect(derivedStats.currentWoundState).toBe(state.woundState);
    expect(stats.luck).toEqual({ value: state.luckMax - 1, max: state.luckMax });
    expect(derivedStats.deathSave).toEqual({ value: 0, penalty: 0, basePenalty: 1 });
    const body = state.armor.body;
    const armor = actor.items.find((item) => item.type === 'armor' && item.name === body?.name);
    expect(armor?.type === 'armor' && armor.system.bodyLocation).toEqual({
      sp: body?.maxSp,
      ablation: (body?.maxSp ?? 0) - (body?.sp ?? 0),
    });
    const pistol = actor.items.find((item) => item.type === 'weapon' && item.name === 'Very Heavy Pistol');
    expect(pistol?.type === 'weapon' && pistol.system.magazine.value).toBe(state.weapons[PISTOL]?.loaded);
    expect(actor.items.filter((item) => item.type === 'criticalInjury').map((item) => item.name)).toEqual([
      'Collapsed Lung',
    ]);
  });

  it('the PDF has an "At the table" block with HP, Luck, armour SP, ammunition and the injury', async () => {
    const { character, state } = await played();
    const { text } = await pdfText(character.id);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('AT THE TABLE');
    expect(state.woundState).toBe('lightlyWounded');
    expect(flat).toContain(`HP ${state.hp} / ${state.maxHp}, Lightly wounded`);
    expect(flat).toContain(`Luck left ${state.luck} / ${state.luckMax}`);
    expect(flat).toContain(`Humanity ${state.humanity} / ${state.humanityMax}`);
    expect(flat).toContain(`Body SP ${state.armor.body?.sp} / ${state.armor.body?.maxSp}`);
    expect(flat).toContain(`Very Heavy Pistol ${state.weapons[PISTOL]?.loaded} / 8 loaded`);
    expect(flat).toContain('Collapsed Lung Body Untreated');
  });

  it('a character never played exports as saved: no play block, HP full', async () => {
    const character = await saveThroughApi(ctx, owner.cookie);
    const { text } = await pdfText(character.id);
    expect(text).not.toContain('AT THE TABLE');
    const { actor } = await foundryExport(character.id);
    expect(actor.system.derivedStats.hp.value).toBe(actor.system.derivedStats.hp.max);
    expect(actor.items.some((item) => item.type === 'criticalInjury')).toBe(false);
  });
});
