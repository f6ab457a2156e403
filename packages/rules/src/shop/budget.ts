import { findCatalogItem, isFashionPurchase } from '../catalog/catalog.ts';
import type { CatalogId } from '../catalog/ids.ts';
import { formatEb } from '../catalog/price.ts';
import type { CheckStep, Finding } from '../check/finding.ts';
import { type CharacterType, STARTING_CASH_EB } from '../ids.ts';

/** Complete Package money for weapons, armor, gear and cyberware; what is left is kept as cash. */
export const COMPLETE_PACKAGE_CASH_EB = 2550;

/** Complete Package money for fashion and fashionware only; what is left is lost. */
export const COMPLETE_PACKAGE_FASHION_EB = 800;

/** Most of one item a single purchase line may buy. */
export const MAX_PURCHASE_QUANTITY = 100;

/**
 * One line of the shop basket: a catalogue item and how many (ammunition counts packages). The id is a
 * `CatalogId` when the shop makes the line; saved data may hold one the catalogue no longer knows, which
 * the check reports (ITEM_UNKNOWN).
 */
export interface Purchase {
  readonly id: CatalogId | (string & {});
  readonly quantity: number;
}

/** Money to spend in the shop: cash for anything, and fashion money for fashion and fashionware. */
export interface Budget {
  readonly cash: number;
  readonly fashion: number;
}

/**
 * The shop money of a creation method: a Streetrat or Edgerunner spends the package's 500eb cash; the
 * Complete Package has 2,550eb plus 800eb of fashion money (docs/rules/catalog.md#money-by-method).
 */
export function startingBudget(method: CharacterType): Budget {
  return method === 'complete'
    ? { cash: COMPLETE_PACKAGE_CASH_EB, fashion: COMPLETE_PACKAGE_FASHION_EB }
    : { cash: STARTING_CASH_EB, fashion: 0 };
}

/** The shop's findings and what the basket leaves. */
export interface PurchaseCheck {
  readonly findings: readonly Finding[];
  /** Price of every valid line. */
  readonly spent: number;
  /** Cash left, saved as the character's money; negative when the basket is over budget. */
  readonly cashLeft: number;
  /** Fashion money left; it is lost when the character is saved. */
  readonly fashionLeft: number;
}

function lineFindings(purchases: readonly Purchase[], step: CheckStep): Finding[] {
  return purchases.flatMap((line, index): Finding[] => {
    if (!findCatalogItem(line.id)) {
      const message = `"${line.id}" is not an item the shop sells.`;
      return [{ code: 'ITEM_UNKNOWN', path: `purchases.${index}.id`, step, message }];
    }
    const { quantity } = line;
    if (Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_PURCHASE_QUANTITY) return [];
    const message = `Buy between 1 and ${MAX_PURCHASE_QUANTITY} at a time, not ${quantity}.`;
    return [{ code: 'ITEM_QUANTITY_INVALID', path: `purchases.${index}.quantity`, step, message }];
  });
}

function budgetFinding(budget: Budget, fashionTotal: number, otherTotal: number, step: CheckStep): Finding {
  const total = fashionTotal + otherTotal;
  if (budget.fashion > 0 && otherTotal > budget.cash && total <= budget.cash + budget.fashion) {
    const message = `The ${formatEb(budget.fashion)} fashion money buys only fashion and fashionware: weapons, armor, gear and other cyberware cost ${formatEb(otherTotal)}, ${formatEb(otherTotal - budget.cash)} over the ${formatEb(budget.cash)} for them.`;
    return { code: 'FASHION_BUDGET_MISUSE', path: 'purchases', step, message };
  }
  const money =
    budget.fashion > 0
      ? `${formatEb(budget.cash)} and ${formatEb(budget.fashion)} of fashion money`
      : formatEb(budget.cash);
  const message = `The purchases cost ${formatEb(total)}, more than the ${money} to spend.`;
  return { code: 'OVER_BUDGET', path: 'purchases', step, message };
}

/**
 * Checks a shop basket against a method's money. Fashion and fashionware are paid from the fashion money
 * first and from cash after it; everything else is paid from cash only (decision 010).
 */
export function checkPurchases(
  method: CharacterType,
  purchases: readonly Purchase[],
  step: CheckStep = 'shop',
): PurchaseCheck {
  const findings = lineFindings(purchases, step);
  const budget = startingBudget(method);
  let fashionTotal = 0;
  let otherTotal = 0;
  purchases.forEach((line, index) => {
    const item = findCatalogItem(line.id);
    if (!item || findings.some((finding) => finding.path.startsWith(`purchases.${index}.`))) return;
    if (isFashionPurchase(item)) fashionTotal += item.price * line.quantity;
    else otherTotal += item.price * line.quantity;
  });
  const fromFashion = Math.min(fashionTotal, budget.fashion);
  const cashLeft = budget.cash - otherTotal - (fashionTotal - fromFashion);
  if (cashLeft < 0) findings.push(budgetFinding(budget, fashionTotal, otherTotal, step));
  return { findings, spent: fashionTotal + otherTotal, cashLeft, fashionLeft: budget.fashion - fromFashion };
}
