import { byRole } from './by-role.ts';
import { type CatalogItem, findCatalogItem } from './catalog/catalog.ts';
import { type GearChoices, resolveGearChoices, resolvePackage } from './catalog/role-packages.ts';
import { GEAR_DATA, type StartingGearRow } from './data/gear.ts';
import { type GearGroup, isRoleId, type RoleId } from './ids.ts';
import { programNames } from './setup-facts.ts';
import type { Purchase } from './shop/budget.ts';
import type { GearItem } from './types.ts';

/** A row of a role's Starting Gear table with the package items behind it. */
export type { StartingGearRow };

/** Every row a role's Starting Gear table can show, option rows included (see `startingGearRows`). */
export const STARTING_GEAR_ROWS: Record<RoleId, readonly StartingGearRow[]> = GEAR_DATA;

/** 'Armor, Sword, Sword, See Ya and Worm': every copy named, as the sheet lists them. */
function nameList(names: readonly string[]): string {
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
    : (names[0] ?? 'No programs');
}

/** A deck's row with the programs the package loads for the choices (a second Sword is a copy of its own). */
function withPrograms(row: StartingGearRow, roleId: RoleId, choices: GearChoices): StartingGearRow {
  const lines = resolvePackage(roleId, choices).filter((line) => line.id.startsWith('program:'));
  return {
    ...row,
    items: lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.id)),
    thematicDescription: `${nameList(programNames(lines))} ${row.thematicDescription}`,
  };
}

/** The rows of a role's Starting Gear table for the player's gear choices (defaults where none). */
export function startingGearRows(roleId: RoleId, choices: GearChoices = {}): StartingGearRow[] {
  const chosen = resolveGearChoices(roleId, choices);
  return STARTING_GEAR_ROWS[roleId]
    .filter((row) => !row.when || row.when.options.includes(chosen[row.when.group] ?? ''))
    .map((row) => (row.loadsPrograms ? withPrograms(row, roleId, chosen) : row));
}

function toGearItem({
  items: _items,
  when: _when,
  loadsPrograms: _programs,
  ...item
}: StartingGearRow): GearItem {
  return item;
}

/**
 * Each role's Starting Gear table with the default choices: 8 or 9 items, every list with Light
 * Armorjack (SP 11) and an Agent.
 */
export const STARTING_GEAR: Record<RoleId, readonly GearItem[]> = byRole((roleId) =>
  startingGearRows(roleId).map(toGearItem),
);

/**
 * The Starting Gear table of a role for the player's gear choices (defaults where none); an empty list
 * for an unknown or missing role.
 */
export function gearForRole(
  roleId: string | null | undefined,
  choices: GearChoices = {},
): readonly GearItem[] {
  if (!isRoleId(roleId)) return [];
  return Object.keys(choices).length === 0
    ? STARTING_GEAR[roleId]
    : startingGearRows(roleId, choices).map(toGearItem);
}

/** The gear-table group a catalogue item is listed under. */
function gearGroupOf(item: CatalogItem): GearGroup {
  switch (item.kind) {
    case 'weapon':
    case 'ammo':
    case 'attachment':
      return 'Weapon';
    case 'armor':
      return 'Armor';
    case 'cyberware':
      return 'Cyberware';
    default:
      return 'Basic & Misc';
  }
}

/**
 * The shop's purchases as rows of the gear table the sheet shows (name with the count when more than
 * one, group, armour SP, our description); lines the catalogue does not know are left out.
 */
export function purchasedGear(purchases: readonly Purchase[]): GearItem[] {
  return purchases.flatMap(({ id, quantity }): GearItem[] => {
    const item = findCatalogItem(id);
    if (!item || !Number.isInteger(quantity) || quantity < 1) return [];
    return [
      {
        item: quantity > 1 ? `${item.name} x${quantity}` : item.name,
        group: gearGroupOf(item),
        ...(item.kind === 'armor' ? { sp: String(item.sp) } : {}),
        thematicDescription: item.description,
      },
    ];
  });
}
