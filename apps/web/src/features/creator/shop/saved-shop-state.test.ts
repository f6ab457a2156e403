import type { CareerShop } from '@edgeforge/contracts/career-shop';
import { installFixed } from '@edgeforge/rules/cyberware/install';
import { installPieces } from '@edgeforge/rules/shop/basket';
import { describe, expect, it } from 'vitest';
import { savedShopState } from './saved-shop-state.ts';

const SHOP: CareerShop = {
  characterId: 'c',
  name: 'Vex',
  viewer: 'owner',
  inCampaign: false,
  version: 3,
  eb: 600,
  method: 'streetrat',
  emp: 6,
  body: 6,
  build: [installFixed('cyberware:neural-link', 'package-1')],
  chrome: [],
  bought: [],
  humanity: { current: 45, max: 58 },
  mayEnterLoss: false,
};

describe('savedShopState', () => {
  it('counts money from the ledger and Humanity from play', () => {
    const state = savedShopState(SHOP);
    const after = installPieces(state.basket, [installFixed('cyberware:cyberarm', 'cyberarm-1')]);
    expect(state.moneyOf(after).cashLeft).toBe(100);
    expect(state.humanityOf(after)).toMatchObject({ current: 38, max: 56, emp: 3 });
    expect(state.judge(state.basket, after)).toEqual([]);
    expect(state.afterCreation).toBe(true);
  });

  it('refuses what the ledger cannot pay, by the rules message', () => {
    const state = savedShopState({ ...SHOP, eb: 100 });
    const after = installPieces(state.basket, [installFixed('cyberware:cyberarm', 'cyberarm-1')]);
    expect(state.judge(state.basket, after)).toEqual(['It costs 500eb; the character has 100eb.']);
  });
});
