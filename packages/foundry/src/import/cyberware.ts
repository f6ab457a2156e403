import type { FoundryActorFile, FoundryActorFileItem } from '@edgeforge/contracts/foundry-actor-file';
import { findCyberware } from '@edgeforge/rules/catalog/catalog';
import type { CyberwareId } from '@edgeforge/rules/catalog/ids';
import { installFixed } from '@edgeforge/rules/cyberware/install';
import type { InstalledCyberware } from '@edgeforge/rules/cyberware/types';
import { newInstanceId } from '@edgeforge/rules/shop/basket';
import { catalogItemOf } from './catalog-names.ts';

/** The system's natural arm and leg: they hold options but are no chrome of ours. */
const MEAT_LIMBS = new Set(['Meat Arm', 'Meat Leg']);

/**
 * The installation tree as our installed list: walked from the actor's `installedItems` (the core
 * containers and the foundations on the body) down each item's own `installedItems`, a foundation
 * before its options. A piece in a core container or a meat limb sits in its body location (no
 * foundation); a piece inside a foundation names it. Each takes its fixed Humanity Loss (the file has
 * no record of a roll). Unknown pieces, and cyberware owned but installed nowhere, are named in
 * `notMapped`; an unknown foundation takes its options with it.
 */
export function cyberwareOf(file: FoundryActorFile, notMapped: string[]): InstalledCyberware[] {
  const byId = new Map(file.items.filter((item) => item._id).map((item) => [item._id as string, item]));
  const installed: InstalledCyberware[] = [];
  const seen = new Set<string>();

  const visit = (item: FoundryActorFileItem, foundationId: string | null, lost: string | null) => {
    if (item._id) seen.add(item._id);
    const children = (item.system.installedItems?.list ?? []).flatMap((id) => {
      const child = byId.get(id);
      return child?.type === 'cyberware' && !seen.has(id) ? [child] : [];
    });
    if (item.system.core === true || MEAT_LIMBS.has(item.name)) {
      for (const child of children) visit(child, null, lost);
      return;
    }
    const ware = catalogItemOf(item);
    if (lost !== null || !ware || ware.kind !== 'cyberware') {
      notMapped.push(
        lost === null
          ? `Cyberware ${item.name}: not in the catalogue here.`
          : `Cyberware ${item.name}: installed in ${lost}, which did not come in.`,
      );
      for (const child of children) visit(child, null, lost ?? item.name);
      return;
    }
    const instanceId = newInstanceId(installed, ware.id as CyberwareId);
    installed.push(installFixed(ware.id as CyberwareId, instanceId, foundationId));
    const hosts = findCyberware(ware.id)?.provides ? instanceId : null;
    for (const child of children) visit(child, hosts, null);
  };

  for (const id of file.system.installedItems?.list ?? []) {
    const item = byId.get(id);
    if (item?.type === 'cyberware' && !seen.has(id)) visit(item, null, null);
  }
  for (const item of file.items) {
    if (item.type !== 'cyberware' || (item._id && seen.has(item._id))) continue;
    if (item.system.core === true || MEAT_LIMBS.has(item.name)) continue;
    notMapped.push(`Cyberware ${item.name}: owned but not installed; chrome is installed when bought here.`);
  }
  return installed;
}
