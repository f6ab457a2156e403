import { describe, expect, it } from 'vitest';
import { buyItem } from './buy.ts';
import { emptyCareer, isCareerRefusal } from './state.ts';

const pistol = { itemId: 'weapon:heavy-pistol', name: 'Heavy Pistol', price: 100, from: 'The Pit' };

describe('buyItem', () => {
  it('takes the price from the eurobuck ledger and adds the item', () => {
    const result = buyItem({ ...emptyCareer(), eb: 150 }, pistol);
    if (isCareerRefusal(result)) throw new Error(result.message);
    expect(result.state.eb).toBe(50);
    expect(result.state.marketBought).toEqual([pistol]);
    expect(result.entries).toEqual([{ ledger: 'eb', amount: -100, reason: 'Heavy Pistol, at The Pit' }]);
  });

  it('refuses what the character cannot pay', () => {
    expect(buyItem({ ...emptyCareer(), eb: 99 }, pistol)).toMatchObject({ refused: 'NOT_ENOUGH_MONEY' });
  });
});
