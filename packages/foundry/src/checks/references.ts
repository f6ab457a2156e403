import { type FoundryIssue, issue } from '../issues.ts';
import {
  asArray,
  asObject,
  asString,
  at,
  describeItem,
  type ItemView,
  itemsById,
  type Json,
} from './read.ts';

/** The active role names a role item of the file, and the net role (when set) is one by id. */
function checkRoleInfo(actor: Json, items: readonly ItemView[]): FoundryIssue[] {
  const roles = items.filter((item) => item.type === 'role');
  const path = ['system', 'roleInfo'];
  if (roles.length === 0) return [issue('role-mismatch', ['items'], 'there is no role item')];
  const issues: FoundryIssue[] = [];
  const active = asString(at(actor, ...path, 'activeRole'));
  if (active !== undefined && !roles.some((role) => role.name === active)) {
    const names = roles.map((role) => JSON.stringify(role.name)).join(', ');
    issues.push(
      issue(
        'role-mismatch',
        [...path, 'activeRole'],
        `is ${JSON.stringify(active)}, but the role items are ${names}`,
      ),
    );
  }
  const netRole = asString(at(actor, ...path, 'activeNetRole'));
  if (netRole) {
    const target = itemsById(items).get(netRole);
    if (!target)
      issues.push(
        issue('dangling-reference', [...path, 'activeNetRole'], `"${netRole}" names no item in the file`),
      );
    else if (target.type !== 'role') {
      issues.push(
        issue('wrong-reference-type', [...path, 'activeNetRole'], `${describeItem(target)} is not a role`),
      );
    }
  }
  return issues;
}

/** Where an item names a skill by name: a weapon's skill, a role's bonuses and its sub-abilities' skills. */
function skillNameRefs(item: ItemView): { path: PropertyKey[]; name: string }[] {
  const base: PropertyKey[] = ['items', item.index, 'system'];
  const refs: { path: PropertyKey[]; name: string }[] = [];
  const named = (value: unknown, path: PropertyKey[]) => {
    const name = asString(asObject(value)?.name);
    if (name !== undefined) refs.push({ path: [...path, 'name'], name });
  };
  const isWeapon = item.type === 'weapon' || (item.type === 'cyberware' && item.system.isWeapon === true);
  const weaponSkill = asString(item.system.weaponSkill);
  if (isWeapon && weaponSkill) refs.push({ path: [...base, 'weaponSkill'], name: weaponSkill });
  if (item.type !== 'role') return refs;
  for (const [index, bonus] of asArray(item.system.bonuses).entries())
    named(bonus, [...base, 'bonuses', index]);
  for (const [index, ability] of asArray(item.system.abilities).entries()) {
    const path = [...base, 'abilities', index];
    named(asObject(ability)?.skill, [...path, 'skill']);
    for (const [bonusIndex, bonus] of asArray(asObject(ability)?.bonuses).entries()) {
      named(bonus, [...path, 'bonuses', bonusIndex]);
    }
  }
  return refs;
}

/** The token-bar helpers point at an item of the right kind when set. */
function checkExternalData(actor: Json, byId: ReadonlyMap<string, ItemView>): FoundryIssue[] {
  const expected: Record<string, (item: ItemView) => boolean> = {
    currentArmorBody: (item) => item.type === 'armor' && item.system.isBodyLocation === true,
    currentArmorHead: (item) => item.type === 'armor' && item.system.isHeadLocation === true,
    currentArmorShield: (item) => item.type === 'armor' && item.system.isShield === true,
    currentWeapon: (item) =>
      item.type === 'weapon' || (item.type === 'cyberware' && item.system.isWeapon === true),
  };
  return Object.entries(expected).flatMap(([field, fits]) => {
    const id = asString(at(actor, 'system', 'externalData', field, 'id'));
    const path = ['system', 'externalData', field, 'id'];
    if (!id) return [];
    const target = byId.get(id);
    if (!target) return [issue('dangling-reference', path, `"${id}" names no item in the file`)];
    return fits(target)
      ? []
      : [issue('wrong-reference-type', path, `${describeItem(target)} cannot be the ${field}`)];
  });
}

/** References by name or id outside the installation tree. */
export function checkReferences(actor: Json, items: readonly ItemView[]): FoundryIssue[] {
  const skillNames = new Set(items.filter((item) => item.type === 'skill').map((item) => item.name));
  const missingSkills = items
    .flatMap(skillNameRefs)
    .filter((ref) => !skillNames.has(ref.name))
    .map((ref) =>
      issue('dangling-reference', ref.path, `names the skill "${ref.name}", which is not in the file`),
    );
  return [...checkRoleInfo(actor, items), ...missingSkills, ...checkExternalData(actor, itemsById(items))];
}
