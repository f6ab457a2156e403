import { formatEb } from '@edgeforge/rules/catalog/price';
import { characterNumbers } from '@edgeforge/rules/check/character-numbers';
import { getRole } from '@edgeforge/rules/roles';
import { COMPLETE_PACKAGE_CASH_EB, COMPLETE_PACKAGE_FASHION_EB } from '@edgeforge/rules/shop/budget';
import { packageBasket } from '@edgeforge/rules/shop/package-basket';
import { Button } from '../../../components/ui/button.tsx';
import { InstalledCyberwareList, PurchaseLines } from '../common/purchase-lines.tsx';
import { useDraft, useDraftActions } from '../draft-context.tsx';

/** Whether the basket holds exactly the package's lines (nothing changed in the shop yet). */
function sameLines(
  a: readonly { id: string; quantity: number }[],
  b: readonly { id: string; quantity: number }[],
) {
  return (
    a.length === b.length && a.every((line, i) => line.id === b[i]?.id && line.quantity === b[i]?.quantity)
  );
}

/**
 * The Complete Package's gear on gear-and-style: what its 2,550eb (change kept as cash) and 800eb of
 * fashion money (fashion and fashionware only, change lost) have bought. It starts as the role's package
 * as far as the money goes (`packageBasket`, set when the role was chosen); the shop, linked beside it,
 * changes the basket. Self-contained, so the shop's own screens can take its place.
 */
export function CompletePackageGear() {
  const draft = useDraft();
  const { update } = useDraftActions();
  const role = getRole(draft.selectedRole)!;
  const basket = packageBasket(role.id);
  const purchases = draft.purchases ?? [];
  const numbers = characterNumbers(draft);
  const buyPackage = () =>
    update({
      purchases: basket.purchases.map((line) => ({ ...line })),
      cyberware: basket.cyberware.map((piece) => ({ ...piece })),
    });
  return (
    <section aria-labelledby="cp-gear-title" className="grid grid-cols-1 content-start gap-3">
      <h2
        id="cp-gear-title"
        className="font-display text-sm font-bold uppercase tracking-widest text-neon-cyan"
      >
        Starting Gear
      </h2>
      <p className="text-sm">
        The Complete Package buys its gear: {formatEb(COMPLETE_PACKAGE_CASH_EB)} for weapons, armor, gear and
        cyberware (what is left stays as cash) and {formatEb(COMPLETE_PACKAGE_FASHION_EB)} for fashion and
        fashionware only (what is left is lost). It starts on the {role.name} package, as far as the money
        goes: the shop changes any of it.
      </p>
      {purchases.length > 0 ? (
        <>
          <PurchaseLines lines={purchases} />
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 font-mono text-sm" data-testid="cp-gear-totals">
            <dt className="text-ink-muted">Spent</dt>
            <dd>{formatEb(numbers?.spent ?? 0)}</dd>
            <dt className="text-ink-muted">Cash left</dt>
            <dd>{formatEb(numbers?.cash ?? 0)}</dd>
          </dl>
          {numbers && numbers.cyberware.length > 0 ? (
            <InstalledCyberwareList pieces={numbers.cyberware} />
          ) : null}
          {basket.leftOut.length > 0 && sameLines(purchases, basket.purchases) ? (
            <div className="grid grid-cols-1 gap-1">
              <h3 className="font-mono text-xs uppercase tracking-wider text-neon-yellow">
                Left out: the money does not cover it
              </h3>
              <PurchaseLines lines={basket.leftOut} />
            </div>
          ) : null}
        </>
      ) : (
        <div className="grid grid-cols-1 justify-items-start gap-2 text-sm">
          <p>Nothing bought yet: the character keeps {formatEb(COMPLETE_PACKAGE_CASH_EB)} in cash.</p>
          <Button variant="outline" onClick={buyPackage}>
            Buy the {role.name} package
          </Button>
        </div>
      )}
    </section>
  );
}
