import { type FoundryIssue, issue } from '../issues.ts';
import { FOUNDRY_INSTALLABLE_TYPES } from '../item-choices.ts';
import {
  asArray,
  asNumber,
  asObject,
  asString,
  at,
  describeItem,
  type ItemView,
  itemsById,
  type Json,
} from './read.ts';

/*
 * The installation tree: the actor's `system.installedItems.list` holds the foundations put on the body,
 * and each container item's list holds what is installed in it. The system follows these ids on every
 * sheet render, Humanity recount and install, so each must resolve inside the file.
 */

const ACTOR_LIST = ['system', 'installedItems', 'list'];
const INSTALLABLE: readonly string[] = FOUNDRY_INSTALLABLE_TYPES;

/** One slot a container uses per installed item unless the item says otherwise (ammo takes none). */
function sizeOf(item: ItemView): number {
  return asNumber(item.system.size) ?? (item.type === 'ammo' ? 0 : 1);
}

/** What each item id is installed in: the actor (`null`) or container items. */
export interface InstallTree {
  readonly holders: ReadonlyMap<string, readonly (ItemView | null)[]>;
  readonly byId: ReadonlyMap<string, ItemView>;
}

/** Builds the tree from the lists as they are (unresolved ids are left out). */
export function installTree(actor: Json, items: readonly ItemView[]): InstallTree {
  const byId = itemsById(items);
  const holders = new Map<string, (ItemView | null)[]>();
  const hold = (id: unknown, holder: ItemView | null) => {
    const key = asString(id);
    if (key === undefined || !byId.has(key)) return;
    const current = holders.get(key) ?? [];
    if (!current.includes(holder)) holders.set(key, [...current, holder]);
  };
  for (const id of asArray(at(actor, ...ACTOR_LIST))) hold(id, null);
  for (const item of items) {
    for (const id of asArray(at(item.system, 'installedItems', 'list'))) hold(id, item);
  }
  return { holders, byId };
}

/** The item's chain of containers upward (nearest first), and whether it ends on the body or in a loop. */
function ancestry(item: ItemView, tree: InstallTree): { chain: ItemView[]; onBody: boolean; loops: boolean } {
  const chain: ItemView[] = [];
  const seen = new Set<ItemView>([item]);
  let current = item;
  for (;;) {
    const holder = current.id === undefined ? undefined : tree.holders.get(current.id)?.[0];
    if (holder === undefined) return { chain, onBody: false, loops: false };
    if (holder === null) return { chain, onBody: true, loops: false };
    if (seen.has(holder)) return { chain, onBody: false, loops: true };
    seen.add(holder);
    chain.push(holder);
    current = holder;
  }
}

/** The ids of the cyberware that counts as installed in the character (its top container is on the body). */
export function cyberwareInCharacter(items: readonly ItemView[], tree: InstallTree): Set<string> {
  return new Set(
    items
      .filter((item) => item.type === 'cyberware' && item.id !== undefined && ancestry(item, tree).onBody)
      .map((item) => item.id as string),
  );
}

/** Each id of the actor's own list: it must be a foundational piece of cyberware in the file. */
function checkBodyList(actor: Json, byId: ReadonlyMap<string, ItemView>): FoundryIssue[] {
  const seen = new Set<string>();
  return asArray(at(actor, ...ACTOR_LIST)).flatMap((raw, index) => {
    const id = asString(raw);
    const path = [...ACTOR_LIST, index];
    if (id === undefined) return [];
    if (seen.has(id)) return [issue('installed-twice', path, `"${id}" is listed twice`)];
    seen.add(id);
    const target = byId.get(id);
    if (!target) return [issue('dangling-reference', path, `"${id}" names no item in the file`)];
    if (target.type !== 'cyberware') {
      return [
        issue(
          'wrong-reference-type',
          path,
          `${describeItem(target)} is ${target.type}; only cyberware goes on the body`,
        ),
      ];
    }
    if (target.system.isFoundational !== true) {
      return [
        issue(
          'foundation-mismatch',
          path,
          `${describeItem(target)} is an option, not a foundation; it goes into a foundation of its type`,
        ),
      ];
    }
    return [];
  });
}

/** One container item's list: resolved, of a type it takes, not itself, and its slots add up. */
function checkContainer(container: ItemView, byId: ReadonlyMap<string, ItemView>): FoundryIssue[] {
  const installed = asObject(container.system.installedItems);
  if (!installed) return [];
  const base = ['items', container.index, 'system', 'installedItems'];
  const allowedTypes = asArray(installed.allowedTypes);
  const issues: FoundryIssue[] = [];
  const resolved: ItemView[] = [];
  const seen = new Set<string>();
  asArray(installed.list).forEach((raw, index) => {
    const id = asString(raw);
    const path = [...base, 'list', index];
    if (id === undefined) return;
    const target = byId.get(id);
    if (seen.has(id) || id === container.id) {
      issues.push(issue('installed-twice', path, `"${id}" is listed twice, or is the container itself`));
      return;
    }
    seen.add(id);
    if (!target) {
      issues.push(issue('dangling-reference', path, `"${id}" names no item in the file`));
      return;
    }
    resolved.push(target);
    if (!INSTALLABLE.includes(target.type ?? '') || !allowedTypes.includes(target.type)) {
      issues.push(
        issue(
          'wrong-reference-type',
          path,
          `${describeItem(target)} is ${target.type}; ${describeItem(container)} takes ${allowedTypes.join(', ') || 'nothing'}`,
        ),
      );
    }
  });
  if (resolved.length > 0 && installed.allowed !== true) {
    issues.push(
      issue('container-config', [...base, 'allowed'], 'must be true: items are installed in this container'),
    );
  }
  const used = resolved.reduce((sum, item) => sum + sizeOf(item), 0);
  const usedSlots = asNumber(installed.usedSlots);
  const slots = asNumber(installed.slots);
  if (usedSlots !== undefined && usedSlots !== used) {
    issues.push(
      issue(
        'slots-mismatch',
        [...base, 'usedSlots'],
        `is ${usedSlots}, but the installed items take ${used}`,
      ),
    );
  }
  if (slots !== undefined && used > slots) {
    issues.push(
      issue('slots-mismatch', [...base, 'slots'], `is ${slots}, but the installed items take ${used}`),
    );
  }
  return issues;
}

/** Where an item sits in the tree: in one place only (ammo excepted), not in a loop, cyberware on the body. */
function checkPlacement(item: ItemView, tree: InstallTree): FoundryIssue[] {
  if (item.id === undefined) return [];
  const path = ['items', item.index];
  const holders = tree.holders.get(item.id) ?? [];
  const issues: FoundryIssue[] = [];
  if (holders.length > 1 && item.type !== 'ammo') {
    const places = holders.map((holder) => (holder === null ? 'the body' : describeItem(holder)));
    issues.push(
      issue('installed-twice', path, `${describeItem(item)} is installed in ${places.join(' and ')}`),
    );
  }
  const { chain, onBody, loops } = ancestry(item, tree);
  if (loops) issues.push(issue('install-cycle', path, `${describeItem(item)} is installed inside itself`));
  if (item.type !== 'cyberware') return issues;
  if (!onBody && !loops) {
    issues.push(
      issue(
        'not-installed',
        path,
        `${describeItem(item)} is not installed in the character, so its Humanity Loss and slots do not count`,
      ),
    );
  }
  const root = chain.at(-1);
  if (root?.type === 'cyberware' && root.system.type !== item.system.type) {
    issues.push(
      issue(
        'foundation-mismatch',
        path,
        `${describeItem(item)} is ${String(item.system.type)} but sits in ${describeItem(root)}, a ${String(root.system.type)} foundation`,
      ),
    );
  }
  return issues;
}

/** Every reference of the installation tree, and the place of every installed item. */
export function checkInstallation(
  actor: Json,
  items: readonly ItemView[],
  tree: InstallTree,
): FoundryIssue[] {
  return [
    ...checkBodyList(actor, tree.byId),
    ...items.flatMap((item) => checkContainer(item, tree.byId)),
    ...items.flatMap((item) => checkPlacement(item, tree)),
  ];
}
