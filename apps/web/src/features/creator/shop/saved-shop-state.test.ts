import { installFixed } from '@edgeforge/rules/cyberware/install';
import { installPieces } from '@edgeforge/rules/shop/basket';
import { describe, expect, it } from 'vitest';
import { buildCareerShop } from '../../../../test/support/career.ts';
import { savedShopState } from './saved-shop-state.ts';

const SHOP = buildCareerShop();

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
