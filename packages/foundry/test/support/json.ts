import type { FoundryIssue } from '../../src/issues.ts';
import type { FoundryCharacterActor } from '../../src/model.ts';

/** An actor as plain JSON that a test may break in any way. */
export type ActorJson = Record<string, unknown> & { items: Record<string, unknown>[] };

/** A deep copy of an actor as plain JSON. */
export function toJson(actor: FoundryCharacterActor): ActorJson {
  return JSON.parse(JSON.stringify(actor)) as ActorJson;
}

/** The position in `items` of the item with that name; throws when there is none. */
export function itemIndex(actor: ActorJson | FoundryCharacterActor, name: string): number {
  const index = actor.items.findIndex((item) => item.name === name);
  if (index < 0) throw new Error(`no item named ${name}`);
  return index;
}

/** Sets a value deep inside the JSON, creating nothing: every parent must exist. */
export function setAt(json: unknown, path: readonly PropertyKey[], value: unknown): void {
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)[key], json);
  const last = path.at(-1);
  if (typeof parent !== 'object' || parent === null || last === undefined)
    throw new Error(`no parent at ${String(path)}`);
  (parent as Record<PropertyKey, unknown>)[last] = value;
}

/** Reads a value deep inside the JSON. */
export function getAt(json: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key], json);
}

/** Removes a key (or, with a number, an array element) deep inside the JSON. */
export function removeAt(json: unknown, path: readonly PropertyKey[]): void {
  const parent = getAt(json, path.slice(0, -1));
  const last = path.at(-1);
  if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
  else delete (parent as Record<PropertyKey, unknown>)[last as PropertyKey];
}

/** Each issue as `code path`, the form tests compare. */
export function found(issues: readonly FoundryIssue[]): string[] {
  return issues.map((issue) => `${issue.code} ${issue.path}`);
}
