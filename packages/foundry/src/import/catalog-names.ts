import type { FoundryActorFileItem } from '@edgeforge/contracts/foundry-actor-file';
import { CATALOG, type CatalogItem } from '@edgeforge/rules/catalog/catalog';
import type { CatalogKind } from '@edgeforge/rules/catalog/ids';
import { nameKey } from './text.ts';

/** The catalogue kinds a Foundry item type can be: the export writes each kind as one of these types. */
const KINDS_BY_TYPE: Record<string, readonly CatalogKind[]> = {
  cyberware: ['cyberware'],
  weapon: ['weapon'],
  armor: ['armor'],
  ammo: ['ammo'],
  gear: ['gear', 'attachment', 'hardware'],
  itemUpgrade: ['hardware', 'attachment'],
  clothing: ['fashion'],
  cyberdeck: ['cyberdeck'],
  program: ['program'],
};

const BY_KIND_AND_NAME = new Map(CATALOG.map((item) => [`${item.kind}/${nameKey(item.name)}`, item]));

/** Whether the import reads items of this Foundry type at all (others are named as not mapped). */
export function isCatalogType(type: string): boolean {
  return Object.hasOwn(KINDS_BY_TYPE, type);
}

/**
 * The catalogue item a Foundry item is, by its type and name. Armour the system keeps as one item for
 * body and head ("Light Armorjack") is our body piece or head piece by the locations it covers.
 */
export function catalogItemOf(item: FoundryActorFileItem): CatalogItem | undefined {
  const names = [item.name];
  if (item.type === 'armor') {
    if (item.system.isBodyLocation) names.push(`${item.name} (Body)`);
    if (item.system.isHeadLocation) names.push(`${item.name} (Head)`);
  }
  for (const kind of KINDS_BY_TYPE[item.type] ?? []) {
    for (const name of names) {
      const found = BY_KIND_AND_NAME.get(`${kind}/${nameKey(name)}`);
      if (found) return found;
    }
  }
  return undefined;
}
