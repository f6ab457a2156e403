import { describe, expect, it } from 'vitest';
import { characterNumbers } from './check/character-numbers.ts';
import { checkCharacter } from './check/check-character.ts';
import { createRng } from './dice.ts';
import { ROLE_IDS } from './ids.ts';
import { rollCharacter } from './roll-character.ts';
import { COMPLETE_PACKAGE_CASH_EB } from './shop/budget.ts';

const ROLLS_PER_ROLE = 200;
/** No one basket may come up in more than this share of a role's rolls. */
const MOST_ALIKE = 0.2;
/** Each roll spends at least this share of the 2,550eb (the change stays as cash). */
const LEAST_SPENT = 0.9;

/** A basket as a comparable key: every item and how many, in a fixed order. */
function basketKey(purchases: readonly { id: string; quantity: number }[]): string {
  return purchases
    .map((line) => `${line.id}x${line.quantity}`)
    .sort()
    .join(',');
}

describe("'Roll everything' with the Complete Package", () => {
  it.each(ROLE_IDS)(
    'rolls %s baskets that are legal, varied, and spend at least nine tenths of the money',
    (role) => {
      const baskets = new Map<string, number>();
      for (let seed = 1; seed <= ROLLS_PER_ROLE; seed++) {
        const character = rollCharacter(createRng(seed), { role, method: 'complete' });
        expect(checkCharacter(character), `seed ${seed}`).toEqual([]);
        const cash = characterNumbers(character)?.cash ?? COMPLETE_PACKAGE_CASH_EB;
        expect(COMPLETE_PACKAGE_CASH_EB - cash, `seed ${seed} spent`).toBeGreaterThanOrEqual(
          LEAST_SPENT * COMPLETE_PACKAGE_CASH_EB,
        );
        const key = basketKey(character.purchases);
        baskets.set(key, (baskets.get(key) ?? 0) + 1);
      }
      const commonest = Math.max(...baskets.values());
      expect(commonest / ROLLS_PER_ROLE).toBeLessThanOrEqual(MOST_ALIKE);
    },
  );
});
