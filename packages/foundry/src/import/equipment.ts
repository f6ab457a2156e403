import type { FoundryActorFileItem } from '@edgeforge/contracts/foundry-actor-file';
import type { PackageLine } from '@edgeforge/rules/catalog/role-packages';
import { catalogItemOf, isCatalogType } from './catalog-names.ts';

/** Types the import reads elsewhere. */
const READ_ELSEWHERE = new Set(['skill', 'role', 'cyberware']);

/**
 * What the actor owns by catalogue id: a weapon or armour piece is one item each, ammunition comes in
 * packages (rounds divided by the package's size, rounded up), gear and clothing by their amount, a
 * deck, its hardware and each program one each. Anything the catalogue does not hold is named.
 */
export function ownedOf(items: readonly FoundryActorFileItem[], notMapped: string[]): PackageLine[] {
  const owned = new Map<string, number>();
  for (const item of items) {
    if (item.type === 'criticalInjury') {
      notMapped.push(`Critical injury ${item.name}: the play state does not come in; add it at the table.`);
      continue;
    }
    if (READ_ELSEWHERE.has(item.type)) continue;
    if (!isCatalogType(item.type)) {
      notMapped.push(`${item.name} (${item.type}): no such thing in a character here.`);
      continue;
    }
    const found = catalogItemOf(item);
    if (!found) {
      notMapped.push(`${item.name} (${item.type}): not in the catalogue here.`);
      continue;
    }
    const amount = Math.max(1, item.system.amount ?? 1);
    const quantity =
      found.kind === 'ammo'
        ? Math.ceil(amount / found.per)
        : item.type === 'gear' || item.type === 'clothing'
          ? amount
          : 1;
    owned.set(found.id, (owned.get(found.id) ?? 0) + quantity);
  }
  return [...owned].map(([id, quantity]) => ({ id, quantity }) as PackageLine);
}
