import type { FullCharacter } from '@edgeforge/contracts/api';
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

/**
 * Gear, fashion and cash; the cyberware too for a character saved before the rules check, whose chrome
 * has no tree of its own (CyberwareSection).
 */
export function GearSection({ character }: { character: FullCharacter }) {
  const inventory = character.character_inventory;
  return (
    <SheetSection title="Gear" className="md:col-span-2 print:col-span-2">
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="mb-2 text-xs tracking-wider text-neon-cyan uppercase print:text-black">Equipment</h3>
          <GearList items={inventory.gear} />
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
