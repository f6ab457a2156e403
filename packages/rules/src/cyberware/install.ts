import { findCyberware } from '../catalog/catalog.ts';
import type { CyberwareId } from '../catalog/ids.ts';
import type { Finding } from '../check/finding.ts';
import { type CyberwareContext, checkCyberware } from './check-cyberware.ts';
import type { HumanityLossRoll } from './humanity.ts';
import type { InstalledCyberware } from './types.ts';

/** A piece installed with its fixed Humanity Loss, the default (docs/rules/catalog.md#humanity). */
export function installFixed(
  itemId: CyberwareId,
  instanceId: string,
  foundationId: string | null = null,
): InstalledCyberware {
  const humanityLoss = findCyberware(itemId)?.hlFixed ?? 0;
  return { instanceId, itemId, foundationId, humanityLoss, rolled: false };
}

/** The same piece with the Humanity Loss the player rolled instead of the fixed value. */
export function withRolledLoss(piece: InstalledCyberware, roll: HumanityLossRoll): InstalledCyberware {
  return { ...piece, humanityLoss: roll.total, rolled: true };
}

function sameFinding(a: Finding, b: Finding): boolean {
  return a.code === b.code && a.path === b.path && a.message === b.message;
}

/**
 * What installing `candidate` after the pieces already installed would break: the findings the full
 * check raises that it did not raise before (a full foundation, a missing one, Humanity at 0...). An
 * empty list means the install is allowed.
 */
export function checkInstall(
  installed: readonly InstalledCyberware[],
  candidate: InstalledCyberware,
  context: CyberwareContext,
): Finding[] {
  const before = checkCyberware(installed, context);
  return checkCyberware([...installed, candidate], context).filter(
    (finding) => !before.some((old) => sameFinding(old, finding)),
  );
}

/**
 * Where a piece could be installed now without breaking a rule: null (the body, a body location or a
 * natural limb) and the instance ids of fitting foundations, in list order. Empty when it fits nowhere.
 */
export function installTargets(
  installed: readonly InstalledCyberware[],
  itemId: CyberwareId,
  context: CyberwareContext,
): (string | null)[] {
  const item = findCyberware(itemId);
  if (!item) return [];
  const hosts = installed.filter(
    (piece) => findCyberware(piece.itemId)?.provides?.location === item.location,
  );
  const instanceId = `candidate-${installed.length + 1}`;
  return [null, ...hosts.map((host) => host.instanceId)].filter(
    (foundationId) =>
      checkInstall(installed, installFixed(itemId, instanceId, foundationId), context).length === 0,
  );
}
