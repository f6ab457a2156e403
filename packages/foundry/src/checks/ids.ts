import { type FoundryIssue, formatPath, issue } from '../issues.ts';
import { asArray, asObject, asString, type Json } from './read.ts';

/** Every `_id` in the file with where it stands: the actor, its items, and the effects of both. */
function collectIds(actor: Json): { id: string; path: PropertyKey[] }[] {
  const found: { id: string; path: PropertyKey[] }[] = [];
  const add = (value: unknown, path: PropertyKey[]) => {
    const id = asString(asObject(value)?._id);
    if (id !== undefined) found.push({ id, path: [...path, '_id'] });
  };
  const addEffects = (owner: Json | undefined, path: PropertyKey[]) => {
    for (const [index, effect] of asArray(owner?.effects).entries()) add(effect, [...path, 'effects', index]);
  };
  add(actor, []);
  addEffects(actor, []);
  for (const [index, item] of asArray(actor.items).entries()) {
    add(item, ['items', index]);
    addEffects(asObject(item), ['items', index]);
  }
  return found;
}

/**
 * Each id must be unique in the whole file. Foundry keeps the items' ids on import, and the installed-
 * item lists point at them, so two documents sharing one would make a list point at the wrong thing.
 */
export function checkUniqueIds(actor: Json): FoundryIssue[] {
  const firstSeen = new Map<string, PropertyKey[]>();
  const issues: FoundryIssue[] = [];
  for (const { id, path } of collectIds(actor)) {
    const first = firstSeen.get(id);
    if (first === undefined) {
      firstSeen.set(id, path);
      continue;
    }
    issues.push(issue('duplicate-id', path, `id "${id}" is already used at ${formatPath(first)}`));
  }
  return issues;
}
