import type { NpcBuildInput } from '@edgeforge/contracts/gm';
import { CATALOG, type CatalogItem, findCatalogItem } from '@edgeforge/rules/catalog/catalog';
import type { CyberwareId } from '@edgeforge/rules/catalog/ids';
import { installFixed } from '@edgeforge/rules/cyberware/install';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { AddChoice, type AddOption } from './add-choice.tsx';

type Change = (next: NpcBuildInput) => void;

const asOption = (item: CatalogItem): AddOption => ({ value: item.id, label: item.name });
const armorFor = (place: 'body' | 'head') =>
  CATALOG.filter((item) => item.kind === 'armor' && (item.location === place || item.location === 'suit'));
const WEAPONS = CATALOG.filter((item) => item.kind === 'weapon').map(asOption);
const CYBERWARE = CATALOG.filter((item) => item.kind === 'cyberware').map(asOption);
const itemName = (id: string) => findCatalogItem(id)?.name ?? id;

/** The armour an NPC wears on body and head, from the catalogue's armour for each place. */
export function NpcArmorFields({ build, onChange }: { build: NpcBuildInput; onChange: Change }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {(['body', 'head'] as const).map((place) => (
        <Field key={place} label={place === 'body' ? 'Body armor' : 'Head armor'}>
          {(id) => (
            <Select
              id={id}
              value={build.armor[place] ?? ''}
              onChange={(event) =>
                onChange({ ...build, armor: { ...build.armor, [place]: event.target.value || null } })
              }
            >
              <option value="">None</option>
              {armorFor(place).map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name} (SP {item.kind === 'armor' ? item.sp : 0})
                </option>
              ))}
            </Select>
          )}
        </Field>
      ))}
    </div>
  );
}

/** A list of catalogue items with a remove button each and a select to add one more. */
function ItemList({
  title,
  ids,
  choices,
  onChange,
}: {
  title: 'Weapon' | 'Cyberware';
  ids: readonly string[];
  choices: readonly AddOption[];
  onChange: (next: { remove: number } | { add: string }) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="font-display text-sm uppercase tracking-wider text-neon-cyan">
        {title === 'Weapon' ? 'Weapons' : 'Cyberware'}
      </legend>
      {ids.length === 0 ? <p className="font-mono text-sm text-ink-muted">None.</p> : null}
      <ul className="grid gap-1">
        {ids.map((id, index) => (
          <li key={`${id}-${index}`} className="flex items-center justify-between gap-2 font-mono text-sm">
            <span className="min-w-0 truncate">{itemName(id)}</span>
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={`Remove ${itemName(id)}`}
              onClick={() => onChange({ remove: index })}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <AddChoice
        label={`${title} to add`}
        placeholder="Choose from the catalogue"
        options={choices}
        button={`Add ${title.toLowerCase()}`}
        onAdd={(id) => onChange({ add: id })}
      />
    </fieldset>
  );
}

/** The weapons an NPC carries, from the catalogue's weapons. */
export function NpcWeaponsFields({ build, onChange }: { build: NpcBuildInput; onChange: Change }) {
  return (
    <ItemList
      title="Weapon"
      ids={build.weapons}
      choices={WEAPONS}
      onChange={(change) =>
        onChange({
          ...build,
          weapons:
            'add' in change
              ? [...build.weapons, change.add]
              : build.weapons.filter((_, at) => at !== change.remove),
        })
      }
    />
  );
}

/** A new instance id, unlike any of the NPC's installed pieces. */
function freshInstanceId(build: NpcBuildInput): string {
  const taken = new Set(build.cyberware.map((piece) => piece.instanceId));
  let n = build.cyberware.length + 1;
  while (taken.has(`npc-cw-${n}`)) n += 1;
  return `npc-cw-${n}`;
}

/** The NPC's cyberware from the catalogue, installed with its fixed Humanity Loss. */
export function NpcCyberwareFields({ build, onChange }: { build: NpcBuildInput; onChange: Change }) {
  return (
    <ItemList
      title="Cyberware"
      ids={build.cyberware.map((piece) => piece.itemId)}
      choices={CYBERWARE}
      onChange={(change) =>
        onChange({
          ...build,
          cyberware:
            'add' in change
              ? [...build.cyberware, installFixed(change.add as CyberwareId, freshInstanceId(build))]
              : build.cyberware.filter((_, at) => at !== change.remove),
        })
      }
    />
  );
}
