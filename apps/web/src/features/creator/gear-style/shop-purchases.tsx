import type { Draft } from '@edgeforge/contracts/draft';
import { characterNumbers } from '@edgeforge/rules/check/character-numbers';
import { CashLeft, InstalledCyberwareList, PurchaseLines } from '../common/purchase-lines.tsx';

/**
 * What a Streetrat or Edgerunner bought in the shop with the package's cash, beside the Starting Gear:
 * the lines, every piece of cyberware now installed (the package's too) and the cash left. Nothing
 * shows before the first purchase, so the screen is the package's alone until then.
 */
export function ShopPurchases({ draft }: { draft: Draft }) {
  const purchases = draft.purchases ?? [];
  const numbers = characterNumbers(draft);
  if (purchases.length === 0 || !numbers) return null;
  return (
    <section aria-labelledby="shop-purchases-title" className="grid grid-cols-1 content-start gap-3">
      <h2
        id="shop-purchases-title"
        className="font-display text-sm font-bold uppercase tracking-widest text-neon-cyan"
      >
        Bought in the shop
      </h2>
      <PurchaseLines lines={purchases} />
      {numbers.cyberware.length > 0 ? <InstalledCyberwareList pieces={numbers.cyberware} /> : null}
      <CashLeft cash={numbers.cash} />
    </section>
  );
}
