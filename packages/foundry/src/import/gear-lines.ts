import {
  allGearChoiceCombinations,
  type GearChoices,
  mergeLines,
  type PackageLine,
  resolvePackage,
} from '@edgeforge/rules/catalog/role-packages';
import type { InstalledCyberware } from '@edgeforge/rules/cyberware/types';
import type { CharacterType, RoleId } from '@edgeforge/rules/ids';
import type { Purchase } from '@edgeforge/rules/shop/budget';

/** Everything owned, the installed chrome counted as bought (chrome is installed when it is bought). */
export function ownedWithChrome(
  owned: readonly PackageLine[],
  installed: readonly InstalledCyberware[],
): PackageLine[] {
  return mergeLines([
    ...owned,
    ...installed.map((piece) => ({ id: piece.itemId, quantity: 1 }) as PackageLine),
  ]);
}

/** Owned minus a package, per id, never below zero. */
function beyond(owned: readonly PackageLine[], pack: readonly PackageLine[]): Purchase[] {
  const left = new Map(owned.map((line) => [line.id as string, line.quantity]));
  for (const line of pack) left.set(line.id, (left.get(line.id) ?? 0) - line.quantity);
  return [...left].flatMap(([id, quantity]) => (quantity > 0 ? [{ id, quantity }] : []));
}

/** How far a package is from what is owned: items it gives that are not owned, and owned beyond it. */
function distance(owned: readonly PackageLine[], pack: readonly PackageLine[]): number {
  const counts = new Map(owned.map((line) => [line.id as string, line.quantity]));
  for (const line of pack) counts.set(line.id, (counts.get(line.id) ?? 0) - line.quantity);
  return [...counts.values()].reduce((sum, count) => sum + Math.abs(count), 0);
}

/**
 * The gear choices and shop purchases that give what the actor owns under a method: the Complete
 * Package buys it all; a Streetrat or Edgerunner takes the role package with the choices closest to
 * what is owned and buys the rest.
 */
export function gearFor(
  method: CharacterType,
  role: RoleId,
  owned: readonly PackageLine[],
): { gearChoices: GearChoices | null; purchases: Purchase[] } {
  if (method === 'complete') return { gearChoices: null, purchases: beyond(owned, []) };
  let best: { choices: GearChoices; far: number } | null = null;
  for (const choices of allGearChoiceCombinations(role)) {
    const far = distance(owned, resolvePackage(role, choices));
    if (!best || far < best.far) best = { choices, far };
  }
  const choices = best?.choices ?? {};
  return { gearChoices: choices, purchases: beyond(owned, resolvePackage(role, choices)) };
}
