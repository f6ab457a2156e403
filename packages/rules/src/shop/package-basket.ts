import { findCatalogItem, isFashionPurchase } from '../catalog/catalog.ts';
import { type PackageLine, resolvePackage } from '../catalog/role-packages.ts';
import { installLines } from '../cyberware/package-installs.ts';
import type { InstalledCyberware } from '../cyberware/types.ts';
import type { RoleId } from '../ids.ts';
import { newInstanceId } from './basket.ts';
import { checkPurchases } from './budget.ts';

/** A Complete Package basket made of a role's package: what it buys, installs and leaves out. */
export interface PackageBasket {
  /** The package lines bought, in package order (a line may buy fewer than the package holds). */
  readonly purchases: readonly PackageLine[];
  /** The bought cyberware, installed as the package installs it (fixed Humanity Loss). */
  readonly cyberware: readonly InstalledCyberware[];
  /** What the money could not buy, in package order. */
  readonly leftOut: readonly PackageLine[];
  /** The price of the purchases. */
  readonly spent: number;
  /** Cash the purchases leave of the 2,550eb. */
  readonly cashLeft: number;
}

function fits(lines: readonly PackageLine[]): boolean {
  return checkPurchases('complete', lines).findings.length === 0;
}

/**
 * The Complete Package's starting basket, which the shop then changes: the role's package (default
 * choices) bought with the method's 2,550eb and 800eb of fashion money. Weapons, armour, gear and cyberware are bought
 * first, in package order, then fashion from what is left; a line the money cannot pay in full buys as
 * many as it can, or nothing (an Exec's Businesswear does not all fit). The result passes the rules, and
 * every piece of it is the player's to sell back in the shop.
 */
export function packageBasket(roleId: RoleId): PackageBasket {
  const lines = resolvePackage(roleId);
  const isFashion = (line: PackageLine) => {
    const item = findCatalogItem(line.id);
    return item ? isFashionPurchase(item) : false;
  };
  const bought = new Map<PackageLine, number>();
  for (const line of [...lines.filter((l) => !isFashion(l)), ...lines.filter(isFashion)]) {
    const taken = () => lines.flatMap((l) => (bought.has(l) ? [{ id: l.id, quantity: bought.get(l)! }] : []));
    for (let quantity = line.quantity; quantity > 0; quantity -= 1) {
      if (!fits([...taken(), { id: line.id, quantity }])) continue;
      bought.set(line, quantity);
      break;
    }
  }
  const purchases = lines.flatMap((line) =>
    bought.has(line) ? [{ id: line.id, quantity: bought.get(line)! }] : [],
  );
  const leftOut = lines.flatMap((line) => {
    const missing = line.quantity - (bought.get(line) ?? 0);
    return missing > 0 ? [{ id: line.id, quantity: missing }] : [];
  });
  const money = checkPurchases('complete', purchases);
  return {
    purchases,
    // Bought, not a package: the pieces take the shop's ids, so the shop can sell them back.
    cyberware: installLines(purchases, newInstanceId),
    leftOut,
    spent: money.spent,
    cashLeft: money.cashLeft,
  };
}
