import type { FullCharacter } from '@edgeforge/contracts/api';
import { type CareerLayer, careerPossessions } from '@edgeforge/rules/career/possessions';
import { findCatalogItem } from '@edgeforge/rules/catalog/catalog';
import { SheetSection } from '../../../components/ui/sheet-section.tsx';
import { Fact } from './sheet-section.tsx';

type GearItem = FullCharacter['character_inventory']['gear'][number];

function GearList({ items }: { items: GearItem[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={`${item.group}-${item.item}`}>
          <span className="font-semibold">{item.item}</span>
          {item.ammo && <span className="text-sm text-ink-muted print:text-neutral-600"> · {item.ammo}</span>}
          {item.sp && <span className="text-sm text-ink-muted print:text-neutral-600"> · SP {item.sp}</span>}
          <p className="text-sm text-ink-muted print:text-neutral-700">{item.thematicDescription}</p>
        </li>
      ))}
    </ul>
  );
}

/** Kinds the sheet lists elsewhere: weapons, ammunition and armour (EquipmentSection), chrome (CyberwareSection). */
const LISTED_ELSEWHERE = new Set(['weapon', 'ammo', 'armor', 'cyberware']);

/** The gear, fashion, attachments and NET kit the career bought since creation, by name. */
function boughtSince(layer: CareerLayer | null | undefined) {
  return careerPossessions(layer).items.flatMap((line) => {
    const item = findCatalogItem(line.id);
    return item && !LISTED_ELSEWHERE.has(item.kind)
      ? [{ id: item.id, name: item.name, quantity: line.quantity }]
      : [];
  });
}

/**
 * Gear, fashion and cash, with the gear bought since creation (its weapons and armour are under
 * Weapons and Armor); the cyberware too for a character saved before the rules check, whose chrome has
 * no tree of its own (CyberwareSection).
 */
export function GearSection({ character, layer }: { character: FullCharacter; layer?: CareerLayer | null }) {
  const inventory = character.character_inventory;
  const since = boughtSince(layer);
  return (
    <SheetSection title="Gear" className="md:col-span-2 print:col-span-2">
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="mb-2 text-xs tracking-wider text-neon-cyan uppercase print:text-black">Equipment</h3>
          <GearList items={inventory.gear} />
          {since.length > 0 ? (
            <>
              <h3 className="mt-4 mb-2 text-xs tracking-wider text-neon-cyan uppercase print:text-black">
                Bought since creation
              </h3>
              <ul aria-label="Gear bought since creation" className="flex flex-col gap-1">
                {since.map((line) => (
                  <li key={line.id} className="font-semibold">
                    {line.quantity > 1 ? `${line.name} x${line.quantity}` : line.name}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <div className="flex flex-col gap-6">
          {/* Since the rules check, the chrome has its own section, as a tree with Humanity. */}
          {inventory.installed_cyberware === null && (
            <div>
              <h3 className="mb-2 text-xs tracking-wider text-neon-cyan uppercase print:text-black">
                Cyberware
              </h3>
              <GearList items={inventory.cyberware} />
            </div>
          )}
          <div>
            <h3 className="mb-2 text-xs tracking-wider text-neon-cyan uppercase print:text-black">Fashion</h3>
            <ul className="flex flex-col gap-2">
              {inventory.fashion_items.map((item) => (
                <li key={`${item.style}-${item.name}`}>
                  <span className="font-semibold">{item.name}</span>
                  {item.description && (
                    <p className="text-sm text-ink-muted print:text-neutral-700">{item.description}</p>
                  )}
                </li>
              ))}
            </ul>
          </div>
          <dl>
            <Fact term="Cash">{inventory.money.toLocaleString('en-US')} eb</Fact>
          </dl>
        </div>
      </div>
    </SheetSection>
  );
}
