import type { FullCharacter } from '@edgeforge/contracts/api';
import { type CareerLayer, careerPossessions, possessionsNow } from '@edgeforge/rules/career/possessions';
import { type CatalogItem, findCatalogItem } from '@edgeforge/rules/catalog/catalog';
import { type StackedColumn, StackedTable } from '../../../components/stacked-table.tsx';
import { SheetSection } from '../../../components/ui/sheet-section.tsx';

/** An owned item of one kind with how many the character has. */
type Owned<K extends CatalogItem['kind']> = { item: Extract<CatalogItem, { kind: K }>; quantity: number };

function ownedOf<K extends CatalogItem['kind']>(items: readonly { id: string; quantity: number }[], kind: K) {
  return items.flatMap((line): Owned<K>[] => {
    const item = findCatalogItem(line.id);
    return item?.kind === kind ? [{ item: item as Owned<K>['item'], quantity: line.quantity }] : [];
  });
}

const named = ({ item, quantity }: { item: CatalogItem; quantity: number }) =>
  quantity > 1 ? `${item.name} x${quantity}` : item.name;

const signed = (value: number) => (value < 0 ? `\u2212${Math.abs(value)}` : String(value));

const WEAPON_COLUMNS: readonly StackedColumn<Owned<'weapon'>>[] = [
  {
    header: 'Weapon',
    bare: true,
    className: 'font-semibold',
    cardClassName: 'max-sm:col-span-3',
    cell: named,
  },
  { header: 'Damage', cell: ({ item }) => item.damage ?? 'None' },
  { header: 'ROF', cell: ({ item }) => item.rof },
  { header: 'Magazine', cell: ({ item }) => item.magazine ?? 'None' },
  { header: 'Hands', cell: ({ item }) => item.hands },
  { header: 'Concealable', cell: ({ item }) => (item.concealable ? 'Yes' : 'No') },
];

const LOCATIONS = { body: 'Body', head: 'Head', suit: 'Body and head', shield: 'Shield' } as const;

const ARMOR_COLUMNS: readonly StackedColumn<Owned<'armor'>>[] = [
  {
    header: 'Armor',
    bare: true,
    className: 'font-semibold',
    cardClassName: 'max-sm:col-span-3',
    cell: named,
  },
  { header: 'Location', cell: ({ item }) => LOCATIONS[item.location] },
  {
    header: 'SP',
    cell: ({ item }) => (item.location === 'shield' ? `${item.shieldHp} HP` : item.sp),
  },
  { header: 'Penalty', cell: ({ item }) => signed(item.penalty) },
];

function Heading({ children }: { children: string }) {
  return (
    <h3 className="mb-2 text-xs tracking-wider text-neon-cyan uppercase print:text-black">{children}</h3>
  );
}

/**
 * What the character fights with, by the catalogue: each weapon with its damage, rate of fire, magazine,
 * hands and whether it hides under a jacket, the ammunition carried, and each armour piece with where it
 * is worn, its SP and its penalty: what it owns now, with what the career bought since creation
 * (`possessionsNow`). A character saved before the catalogue that bought nothing since shows nothing here.
 */
export function EquipmentSection({
  character,
  layer,
}: {
  character: FullCharacter;
  layer?: CareerLayer | null;
}) {
  const inventory = character.character_inventory;
  if (!inventory.items && careerPossessions(layer).items.length === 0) return null;
  const { items } = possessionsNow(
    { items: inventory.items, cyberware: inventory.installed_cyberware },
    layer,
  );
  const weapons = ownedOf(items, 'weapon');
  const ammo = ownedOf(items, 'ammo');
  const armor = ownedOf(items, 'armor');
  return (
    <SheetSection title="Weapons and Armor" className="md:col-span-2 print:col-span-2">
      <div className="grid gap-6">
        <div>
          <Heading>Weapons</Heading>
          {weapons.length > 0 ? (
            <StackedTable
              aria-label="Weapons"
              columns={WEAPON_COLUMNS}
              rows={weapons}
              rowKey={({ item }) => item.id}
              cardClassName="max-sm:grid-cols-3"
            />
          ) : (
            <p className="text-ink-muted">No weapons.</p>
          )}
          {ammo.length > 0 ? (
            <ul aria-label="Ammunition" className="mt-3 flex flex-col gap-1 text-sm">
              {ammo.map(({ item, quantity }) => (
                <li key={item.id}>
                  {item.name}: <span className="font-mono">{item.per * quantity}</span>
                  <span className="text-ink-muted print:text-neutral-600">
                    {' '}
                    ({quantity} package{quantity === 1 ? '' : 's'})
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          <Heading>Armor</Heading>
          {armor.length > 0 ? (
            <StackedTable
              aria-label="Armor"
              columns={ARMOR_COLUMNS}
              rows={armor}
              rowKey={({ item }) => item.id}
              cardClassName="max-sm:grid-cols-3"
            />
          ) : (
            <p className="text-ink-muted">No armor.</p>
          )}
        </div>
      </div>
    </SheetSection>
  );
}
