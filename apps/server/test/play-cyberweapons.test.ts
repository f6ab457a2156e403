import { randomUUID } from 'node:crypto';
import type { ShopCommand } from '@edgeforge/contracts/career-shop';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { defaultGearChoices } from '@edgeforge/rules/catalog/role-packages';
import { packageCyberware } from '@edgeforge/rules/cyberware/package-installs';
import type { PlayState } from '@edgeforge/rules/play/state';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playStates } from '../src/db/schema/play.ts';
import { stepThroughApi } from './support/career.ts';
import { buildSaveRequest, saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { applyThroughApi, readPlay, refusalOf, sendCommand, storedPlay } from './support/play.ts';

// Installed chrome that is a weapon is a weapon in play (decision 073): the build's, the chrome
// installed after play began, and the chrome of a play state made before cyberweapons joined play.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const WOLVERS = 'cyberware:wolvers#1';
const POPUP = 'cyberware:popup-ranged-weapon#1';

/** An owner's saved Streetrat Solo whose package chrome is Wolvers. */
async function soloWithWolvers() {
  const user = await ctx.signUp();
  const gearChoices = { ...defaultGearChoices('solo'), 'solo-cyberware': 'wolvers' };
  const draft = buildDraft({
    selectedRole: 'solo',
    gearChoices,
    cyberware: packageCyberware('solo', gearChoices),
  });
  const id = (await saveThroughApi(ctx, user.cookie, buildSaveRequest({ draft }))).id;
  return { cookie: user.cookie, id };
}

async function shop(cookie: string, id: string, command: ShopCommand) {
  const response = await ctx.request(`/api/characters/${id}/career/shop`, {
    method: 'POST',
    cookie,
    json: { commandId: randomUUID(), command },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('cyberweapons in play', () => {
  it('a Solo with Wolvers attacks with them on DEX and Melee Weapon, and cannot fire them', async () => {
    const { cookie, id } = await soloWithWolvers();
    const { state } = (await readPlay(ctx, cookie, id)).play;
    expect(state.weapons[WOLVERS]).toMatchObject({ name: 'Wolvers', magazine: 0, loaded: 0 });
    const attack = await applyThroughApi(ctx, cookie, id, {
      kind: 'roll',
      roll: { type: 'attack', weaponId: WOLVERS, skill: 'Melee Weapon' },
    });
    const parts = (attack.event.details as { parts: { label: string; value: number }[] }).parts;
    expect(parts.slice(0, 2)).toEqual([
      expect.objectContaining({ label: 'DEX', value: state.stats.DEX }),
      expect.objectContaining({ label: 'Melee Weapon', value: state.skills['Melee Weapon'] }),
    ]);
    const fired = await sendCommand(ctx, cookie, id, { kind: 'fire', weaponId: WOLVERS, mode: 'single' });
    expect(await refusalOf(fired)).toMatchObject({ status: 409, refused: 'UNKNOWN_WEAPON' });
  });

  it('a popup ranged weapon installed in a cyberarm after play began is loaded and fired', async () => {
    const user = await ctx.signUp();
    const id = (await saveThroughApi(ctx, user.cookie)).id;
    await stepThroughApi(ctx, user.cookie, id, {
      kind: 'award',
      ledger: 'eb',
      amount: 3000,
      reason: 'A job',
    });
    await readPlay(ctx, user.cookie, id);
    await shop(user.cookie, id, { kind: 'buy', itemId: 'ammo:medium-pistol-basic', quantity: 2 });
    await shop(user.cookie, id, { kind: 'install', itemId: 'cyberware:cyberarm', placement: [null] });
    await shop(user.cookie, id, {
      kind: 'install',
      itemId: 'cyberware:popup-ranged-weapon',
      placement: ['cyberarm-1'],
    });
    const { state } = (await readPlay(ctx, user.cookie, id)).play;
    expect(state.weapons[POPUP]).toMatchObject({
      loaded: 12,
      magazine: 12,
      ammoId: 'ammo:medium-pistol-basic',
    });
    expect(state.spareAmmo['ammo:medium-pistol-basic']).toBe(8);
    const fired = await applyThroughApi(ctx, user.cookie, id, {
      kind: 'fire',
      weaponId: POPUP,
      mode: 'single',
    });
    expect(fired.play.state.weapons[POPUP]?.loaded).toBe(11);
    const attack = await applyThroughApi(ctx, user.cookie, id, {
      kind: 'roll',
      roll: { type: 'attack', weaponId: POPUP, skill: 'Handgun' },
    });
    expect((attack.event.details as { parts: { label: string }[] }).parts[0]?.label).toBe('REF');
  });

  it('a carried melee weapon attacks on DEX; an attack naming another skill is refused', async () => {
    const { cookie, id } = await soloWithWolvers();
    const { state } = (await readPlay(ctx, cookie, id)).play;
    const [meleeId] = Object.entries(state.weapons).find(
      ([weaponId, weapon]) => weaponId.startsWith('weapon:') && weapon.magazine === 0,
    )!;
    const attack = await applyThroughApi(ctx, cookie, id, {
      kind: 'roll',
      roll: { type: 'attack', weaponId: meleeId },
    });
    const parts = (attack.event.details as { parts: { label: string }[] }).parts;
    expect(parts.slice(0, 2).map((part) => part.label)).toEqual(['DEX', 'Melee Weapon']);
    const wrong = await sendCommand(ctx, cookie, id, {
      kind: 'roll',
      roll: { type: 'attack', weaponId: meleeId, skill: 'Handgun' },
    });
    expect(await refusalOf(wrong)).toMatchObject({ status: 409, refused: 'WRONG_SKILL' });
  });

  it('arms a play state made before melee weapons and cyberweapons joined play, without an event', async () => {
    const { cookie, id } = await soloWithWolvers();
    await readPlay(ctx, cookie, id);
    const { row } = await storedPlay(ctx, id);
    const stored = row?.state as PlayState;
    const { weaponsArmed: _, ...older } = stored;
    // Before: neither the chrome's weapons nor the melee weapons carried (a magazine of 0).
    const melee = Object.keys(stored.weapons).filter(
      (weaponId) => weaponId.startsWith('weapon:') && stored.weapons[weaponId]?.magazine === 0,
    );
    expect(melee.length).toBeGreaterThan(0);
    const weapons = Object.fromEntries(
      Object.entries(stored.weapons).filter(
        ([weaponId]) => !weaponId.startsWith('cyberware:') && !melee.includes(weaponId),
      ),
    );
    await ctx.deps.db
      .update(playStates)
      .set({ state: { ...older, weapons } })
      .where(eq(playStates.characterId, id));
    const { play } = await readPlay(ctx, cookie, id);
    expect(play.state.weapons[WOLVERS]).toMatchObject({ name: 'Wolvers' });
    for (const weaponId of melee) expect(play.state.weapons[weaponId]).toEqual(stored.weapons[weaponId]);
    expect(play.version).toBe(row?.version);
    const after = await storedPlay(ctx, id);
    expect(after.row?.state).toMatchObject({ weaponsArmed: true });
    expect(after.log).toHaveLength(0);
  });
});
