import { describe, expect, it } from 'vitest';
import { legalComplete } from '../../test/support/legal-builds.ts';
import { resolvePackage } from '../catalog/role-packages.ts';
import { characterNumbers } from '../check/character-numbers.ts';
import { checkCharacter } from '../check/check-character.ts';
import { ATTRIBUTE_KEYS, type Attributes, ROLE_IDS } from '../ids.ts';
import { removePiece } from './basket.ts';
import { COMPLETE_PACKAGE_CASH_EB } from './budget.ts';
import { packageBasket } from './package-basket.ts';

const LOWEST_EMP: Attributes = { ...legalComplete().attributes!, EMP: 2, INT: 8, REF: 8, DEX: 7, TECH: 6 };

describe('packageBasket', () => {
  it.each(ROLE_IDS)('buys a %s package a Complete Package character may save, even at EMP 2', (role) => {
    const basket = packageBasket(role);
    for (const attributes of [legalComplete(role).attributes!, LOWEST_EMP]) {
      const build = { ...legalComplete(role), attributes, ...basket };
      expect(checkCharacter(build)).toEqual([]);
      expect(characterNumbers(build)?.cash).toBe(basket.cashLeft);
    }
    expect(ATTRIBUTE_KEYS.reduce((sum, key) => sum + LOWEST_EMP[key], 0)).toBe(62);
  });

  it('buys the whole Solo package, keeps the change as cash, and installs pieces the shop can sell back', () => {
    const basket = packageBasket('solo');
    expect(basket.purchases).toEqual(resolvePackage('solo'));
    expect(basket.leftOut).toEqual([]);
    expect(basket.cashLeft).toBeGreaterThan(0);
    expect(basket.cashLeft).toBeLessThan(COMPLETE_PACKAGE_CASH_EB);
    expect(basket.cyberware.map((piece) => [piece.itemId, piece.instanceId])).toEqual([
      ['cyberware:biomonitor', 'biomonitor-1'],
      ['cyberware:neural-link', 'neural-link-1'],
      ['cyberware:sandevistan', 'sandevistan-1'],
    ]);
  });

  it("buys an Exec's weapons, gear and cyberware first and leaves out the Businesswear the money cannot pay", () => {
    const basket = packageBasket('exec');
    const bought = basket.purchases.map((line) => line.id);
    for (const piece of [
      'cyberware:cyberaudio-suite',
      'cyberware:internal-agent',
      'gear:scrambler-descrambler',
    ])
      expect(bought).toContain(piece);
    expect(basket.leftOut.map((line) => line.id)).toContain('fashion:businesswear-jewelry');
    expect(basket.leftOut.every((line) => line.id.startsWith('fashion:'))).toBe(true);
    expect(basket.cashLeft).toBeGreaterThanOrEqual(0);
  });
});

describe('a Complete Package basket in the shop', () => {
  it('lets the player sell back what the package bought', () => {
    const basket = packageBasket('netrunner');
    const link = basket.cyberware.find((piece) => piece.itemId === 'cyberware:neural-link')!;
    const sold = removePiece(basket, link.instanceId);
    expect(sold.ok).toBe(true);
    // The Interface Plugs sit in the Neural Link and go with it.
    if (sold.ok) expect(sold.removed.map((piece) => piece.itemId)).toContain('cyberware:interface-plugs');
  });
});
