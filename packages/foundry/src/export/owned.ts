import type { FullCharacter } from '@edgeforge/contracts/api';
import { CATALOG } from '@edgeforge/rules/catalog/catalog';
import type { OwnedLine } from './equipment.ts';

let byName: ReadonlyMap<string, string> | undefined;

/** A catalogue id by the item's name, ignoring case (the first item of that name wins). */
function catalogueIdByName(name: string): string | undefined {
  byName ??= new Map([...CATALOG].reverse().map((item) => [item.name.toLowerCase(), item.id] as const));
  return byName.get(name.trim().toLowerCase());
}

/**
 * What the character owns by catalogue id: the saved list, or for a character saved before the rules
 * check (which kept only the gear table) the table's items matched to the catalogue by name. A gear
 * line no catalogue item has that name is answered apart, to be kept as plain gear.
 */
export function ownedLines(character: FullCharacter): { lines: OwnedLine[]; unmatched: string[] } {
  const inventory = character.character_inventory;
  if (inventory.items) return { lines: inventory.items, unmatched: [] };
  const lines: OwnedLine[] = [];
  const unmatched: string[] = [];
  for (const entry of inventory.gear) {
    const id = catalogueIdByName(entry.item);
    if (id) lines.push({ id, quantity: 1 });
    else unmatched.push(entry.item);
  }
  return { lines, unmatched };
}
