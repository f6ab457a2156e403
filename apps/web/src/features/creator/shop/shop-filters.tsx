import { CATALOG_KIND_LABELS, CATALOG_KINDS, type CatalogKind } from '@edgeforge/rules/catalog/ids';
import { formatEb, PRICE_CATEGORIES, type PriceCategoryId } from '@edgeforge/rules/catalog/price';
import { ChevronDown, Search } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';

/** What the player filters the shop by; '' means any category or price. */
export interface ShopFilter {
  readonly text: string;
  readonly kind: CatalogKind | '';
  readonly price: PriceCategoryId | '';
  readonly affordable: boolean;
}

/** The shop as it opens: everything, in catalogue order. */
export const NO_FILTER: ShopFilter = { text: '', kind: '', price: '', affordable: false };

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-full min-w-0 cursor-pointer appearance-none border border-line bg-void/80 pr-9 pl-3 text-ink"
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-3.5 right-3 size-4 text-ink-muted"
        />
      </div>
    </div>
  );
}

/** Search as you type, the category and price category, and "I can afford it". */
export function ShopFilters({
  filter,
  onChange,
}: {
  filter: ShopFilter;
  onChange: (filter: ShopFilter) => void;
}) {
  const searchId = useId();
  const set = (patch: Partial<ShopFilter>) => onChange({ ...filter, ...patch });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={searchId}>Search the shop</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-3.5 left-3 size-4 text-ink-muted"
          />
          <Input
            id={searchId}
            type="search"
            value={filter.text}
            placeholder="Pistol, armorjack, cybereye..."
            autoComplete="off"
            className="pl-9"
            onChange={(event) => set({ text: event.target.value })}
          />
        </div>
      </div>
      <Select
        label="Category"
        value={filter.kind}
        onChange={(kind) => set({ kind: kind as ShopFilter['kind'] })}
      >
        <option value="">All categories</option>
        {CATALOG_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {CATALOG_KIND_LABELS[kind]}
          </option>
        ))}
      </Select>
      <Select
        label="Price category"
        value={filter.price}
        onChange={(price) => set({ price: price as ShopFilter['price'] })}
      >
        <option value="">Any price</option>
        {PRICE_CATEGORIES.map((category) => (
          <option key={category.id} value={category.id}>
            {category.label} ({formatEb(category.price)}
            {category.id === 'superLuxury' ? ' and up' : ''})
          </option>
        ))}
      </Select>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 sm:col-span-2">
        <input
          type="checkbox"
          className="size-5 accent-neon-magenta"
          checked={filter.affordable}
          onChange={(event) => set({ affordable: event.target.checked })}
        />
        <span>I can afford it</span>
      </label>
    </div>
  );
}
