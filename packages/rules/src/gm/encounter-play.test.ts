import { describe, expect, it } from 'vitest';
import { createRng } from '../dice.ts';
import { takeDamage } from '../play/damage.ts';
import { rngDice } from '../play/dice.ts';
import { isRefusal } from '../play/result.ts';
import { firstTurn, nextTurn, npcPlayState } from './encounter-play.ts';
import { npcArmorSp, npcHp } from './npc.ts';
import { rollNpc } from './roll-npc.ts';

describe('npcPlayState', () => {
  it("starts a rolled Mook at its card's HP and armour SP, unhurt", () => {
    const mook = rollNpc(createRng(7), 'mook');
    const state = npcPlayState(mook);
    expect(state.hp).toBe(npcHp(mook));
    expect(state.maxHp).toBe(npcHp(mook));
    expect(state.seriouslyWoundedAt).toBe(Math.ceil(npcHp(mook) / 2));
    expect(state.armor.body?.sp).toBe(npcArmorSp(mook).body);
    expect(state.armor.head?.sp).toBe(npcArmorSp(mook).head);
    expect(state.woundState).toBe('notWounded');
  });

  it("takes the play engine's head shot: through the head armour, doubled, one SP ablated", () => {
    const state = npcPlayState(rollNpc(createRng(11), 'mook'));
    const sp = state.armor.head!.sp;
    const hit = takeDamage(
      state,
      { damage: { amount: sp + 4 }, attack: 'ranged', location: 'head' },
      rngDice(createRng(1)),
    );
    if (isRefusal(hit)) throw new Error(hit.message);
    expect(hit.state.hp).toBe(state.hp - 8);
    expect(hit.state.armor.head!.sp).toBe(sp - 1);
  });

  it('holds for every tier over 200 seeded NPCs: HP by the formula, never hurt at the start', () => {
    for (const tier of ['mook', 'lieutenant', 'miniBoss', 'boss'] as const) {
      const rng = createRng(tier.length);
      for (let i = 0; i < 50; i++) {
        const npc = rollNpc(rng, tier);
        const state = npcPlayState(npc);
        expect(state.hp).toBe(npcHp(npc));
        expect(state.humanity).toBeGreaterThan(0);
      }
    }
  });
});

describe('nextTurn and firstTurn', () => {
  const order = ['a', 'b', 'c'];
  const all = () => true;

  it('goes down the order, then a new round from the top', () => {
    expect(firstTurn(order, all)).toEqual({ round: 1, turn: 0 });
    expect(nextTurn(order, { round: 1, turn: 0 }, all)).toEqual({ round: 1, turn: 1 });
    expect(nextTurn(order, { round: 1, turn: 2 }, all)).toEqual({ round: 2, turn: 0 });
  });

  it('skips those down or fled, across the round too', () => {
    const acts = (id: string) => id !== 'a';
    expect(firstTurn(order, acts)).toEqual({ round: 1, turn: 1 });
    expect(nextTurn(order, { round: 1, turn: 2 }, acts)).toEqual({ round: 2, turn: 1 });
    expect(nextTurn(order, { round: 3, turn: 1 }, (id) => id === 'b')).toEqual({ round: 4, turn: 1 });
  });

  it('is null when nobody acts', () => {
    expect(firstTurn(order, () => false)).toBeNull();
    expect(nextTurn(order, { round: 1, turn: 0 }, () => false)).toBeNull();
    expect(nextTurn([], { round: 1, turn: 0 }, all)).toBeNull();
  });
});
