/*
 * Defensive readers for the cross-reference checks. Those checks run even when the schema check has
 * already found faults, so they read the raw JSON and skip what is not of the expected type (the schema
 * check reports that) instead of trusting it.
 */

/** A plain JSON object. */
export type Json = Record<string, unknown>;

/** The value as a plain object, or undefined. */
export function asObject(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

/** The value as a string, or undefined. */
export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The value as a finite number, or undefined. */
export function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The value as an array, or an empty one. */
export function asArray(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Follows object keys from a value; undefined as soon as one is missing. */
export function at(value: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>((current, key) => asObject(current)?.[key], value);
}

/** One item of the file as the cross-reference checks see it. */
export interface ItemView {
  /** Position in `items`. */
  readonly index: number;
  readonly id: string | undefined;
  readonly name: string | undefined;
  readonly type: string | undefined;
  /** `system`, or an empty object. */
  readonly system: Json;
}

/** Every item of the actor, read defensively (non-objects are left out; the schema check reports them). */
export function viewItems(actor: Json): ItemView[] {
  return asArray(actor.items).flatMap((raw, index) => {
    const item = asObject(raw);
    if (!item) return [];
    return [
      {
        index,
        id: asString(item._id),
        name: asString(item.name),
        type: asString(item.type),
        system: asObject(item.system) ?? {},
      },
    ];
  });
}

/** How an item is named in a message: `items[4] "Neural Link"`. */
export function describeItem(item: ItemView): string {
  return item.name === undefined ? `items[${item.index}]` : `items[${item.index}] "${item.name}"`;
}

/** The first item of each id (a duplicate id is reported by the id check). */
export function itemsById(items: readonly ItemView[]): Map<string, ItemView> {
  const byId = new Map<string, ItemView>();
  for (const item of items) {
    if (item.id !== undefined && !byId.has(item.id)) byId.set(item.id, item);
  }
  return byId;
}
