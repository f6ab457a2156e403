import type { CareerShop } from '@edgeforge/contracts/career-shop';
import { findCyberware } from '@edgeforge/rules/catalog/catalog';
import { formatEb } from '@edgeforge/rules/catalog/price';
import { maxHumanityCost } from '@edgeforge/rules/cyberware/humanity';
import type { HumanityState } from '@edgeforge/rules/cyberware/types';
import { type Basket, changeFindings } from '@edgeforge/rules/shop/basket';
import type { PurchaseCheck } from '@edgeforge/rules/shop/budget';
import type { ShopState } from './use-shop.ts';

/**
 * The shop's state for a saved character (decision 064), so that the wizard's shop panels and install
 * dialog serve it too: the money is the eurobuck ledger's, Humanity is the play state's, the chrome is
 * the build's then what was installed since, and a change is judged by the same cyberware rules (the
 * money against the ledger, not the creation budget). The pieces a basket adds are the ones after the
 * saved character's own.
 */
export function savedShopState(shop: CareerShop): ShopState {
  const basket: Basket = { purchases: [], cyberware: [...shop.build, ...shop.chrome] };
  const context = { method: shop.method, emp: shop.emp, body: shop.body };
  const added = (next: Basket) => next.cyberware.slice(basket.cyberware.length);
  const priceOf = (next: Basket) =>
    added(next).reduce((sum, piece) => sum + (findCyberware(piece.itemId)?.price ?? 0), 0);
  const moneyOf = (next: Basket): PurchaseCheck => ({
    findings: [],
    spent: priceOf(next),
    cashLeft: shop.eb - priceOf(next),
    fashionLeft: 0,
  });
  const humanityOf = (next: Basket): HumanityState => {
    let { current, max } = shop.humanity;
    for (const piece of added(next)) {
      const item = findCyberware(piece.itemId);
      current -= piece.humanityLoss;
      max -= item ? maxHumanityCost(item) : 0;
    }
    return { current, max, emp: Math.max(0, Math.floor(current / 10)), baseEmp: shop.emp };
  };
  const judge = (before: Basket, after: Basket): string[] => {
    const chrome = changeFindings(
      { purchases: [], cyberware: before.cyberware },
      { purchases: [], cyberware: after.cyberware },
      context,
    ).map((finding) => finding.message);
    const price = priceOf(after);
    const money =
      price > shop.eb ? [`It costs ${formatEb(price)}; the character has ${formatEb(shop.eb)}.`] : [];
    return [...money, ...chrome];
  };
  return {
    method: shop.method,
    budget: { cash: shop.eb, fashion: 0 },
    money: moneyOf(basket),
    basket,
    context,
    humanity: humanityOf(basket),
    moneyOf,
    humanityOf,
    judge,
    afterCreation: true,
  };
}
