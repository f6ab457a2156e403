import { findCyberware } from '../catalog/catalog.ts';
import type { CyberwareId } from '../catalog/ids.ts';
import { type GearChoices, type PackageLine, resolvePackage } from '../catalog/role-packages.ts';
import type { CharacterType, RoleId } from '../ids.ts';
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
  return installLines(resolvePackage(roleId, choices));
}

/** The instance id of the next piece a list installs, given the pieces installed before it. */
export type InstanceIdFor = (installed: readonly InstalledCyberware[], itemId: CyberwareId) => string;

/** Package pieces are `package-1`, `package-2`... in package order. */
const packageInstanceId: InstanceIdFor = (installed) => `package-${installed.length + 1}`;

/**
 * The cyberware lines of a list installed as a package installs them: fixed Humanity Loss, options in
 * the first foundation of their kind, instance ids `package-1`, `package-2`... in list order (or as
 * `idFor` names them: bought pieces take the shop's ids, so the shop may sell them back).
 */
export function installLines(
  lines: readonly PackageLine[],
  idFor: InstanceIdFor = packageInstanceId,
): InstalledCyberware[] {
  const installed: InstalledCyberware[] = [];
  for (const { id, quantity } of lines) {
    if (!isCyberwareId(id)) continue;
    const location = findCyberware(id)?.location;
    for (let copy = 0; copy < quantity; copy += 1) {
      const host = installed.find((piece) => findCyberware(piece.itemId)?.provides?.location === location);
      installed.push(installFixed(id, idFor(installed, id), host?.instanceId ?? null));
    }
  }
  return installed;
}

/** Package pieces carry these instance ids; anything else was installed by the player. */
const PACKAGE_INSTANCE = /^package-\d+$/;

/** Tells whether an installed piece came with the role package rather than from the shop. */
export function isPackagePiece(piece: Pick<InstalledCyberware, 'instanceId'>): boolean {
  return PACKAGE_INSTANCE.test(piece.instanceId);
}

/**
 * The cyberware a character has installed: the list as given, or, while none is given (null or missing),
 * what the method installs by itself: the role package's pieces for a Streetrat or Edgerunner (with the
 * package's fixed Humanity Loss), nothing for the Complete Package.
 */
export function installedCyberware(
  method: CharacterType,
  roleId: RoleId,
  choices: GearChoices,
  listed: readonly InstalledCyberware[] | null | undefined,
): readonly InstalledCyberware[] {
  if (listed) return listed;
  return method === 'complete' ? [] : packageCyberware(roleId, choices);
}

/**
 * The installed list after the gear choices changed (Streetrat and Edgerunner): the package's pieces
 * for these choices first, each keeping the Humanity Loss rolled for it when the same piece sat under
 * the same instance id before, then every piece the player installed, in their order.
 */
export function withPackageCyberware(
  roleId: RoleId,
  choices: GearChoices,
  current: readonly InstalledCyberware[] = [],
): InstalledCyberware[] {
  const before = new Map(current.map((piece) => [piece.instanceId, piece]));
  const fresh = packageCyberware(roleId, choices).map((piece) => {
    const old = before.get(piece.instanceId);
    return old?.itemId === piece.itemId && old.rolled
      ? { ...piece, humanityLoss: old.humanityLoss, rolled: true }
      : piece;
  });
  return [...fresh, ...current.filter((piece) => !isPackagePiece(piece))];
}
