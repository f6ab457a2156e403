import { findCyberware } from '../catalog/catalog.ts';
import type { CyberwareId } from '../catalog/ids.ts';
import { type GearChoices, resolvePackage } from '../catalog/role-packages.ts';
import type { RoleId } from '../ids.ts';
import { installFixed } from './install.ts';
import type { InstalledCyberware } from './types.ts';

function isCyberwareId(id: string): id is CyberwareId {
  return id.startsWith('cyberware:');
}

/**
 * The cyberware of a role package as installed at creation (Streetrat and Edgerunner): each piece with
 * its fixed Humanity Loss, every option in the package's foundation of its kind, natural-limb options in
 * a natural arm. Instance ids are `package-1`, `package-2`... in package order.
 */
export function packageCyberware(roleId: RoleId, choices: GearChoices = {}): InstalledCyberware[] {
  const installed: InstalledCyberware[] = [];
  for (const { id, quantity } of resolvePackage(roleId, choices)) {
    if (!isCyberwareId(id)) continue;
    const location = findCyberware(id)?.location;
    for (let copy = 0; copy < quantity; copy += 1) {
      const host = installed.find((piece) => findCyberware(piece.itemId)?.provides?.location === location);
      installed.push(installFixed(id, `package-${installed.length + 1}`, host?.instanceId ?? null));
    }
  }
  return installed;
}
