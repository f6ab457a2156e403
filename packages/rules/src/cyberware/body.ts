import { findCyberware } from '../catalog/catalog.ts';
import type { InstalledCyberware } from './types.ts';

/** Grafted Muscle and Bone Lace raise BODY up to this, and no further (docs/rules/catalog.md). */
export const BODY_GRAFT_CAP = 10;

/**
 * BODY with cyberware: a Linear Frame sets it (12 or 14); otherwise each Grafted Muscle and Bone Lace
 * adds 2, up to 10. Never lower than the STAT itself.
 */
export function effectiveBody(body: number, installed: readonly InstalledCyberware[]): number {
  let frameBody = 0;
  let bonus = 0;
  for (const piece of installed) {
    const item = findCyberware(piece.itemId);
    if (item?.frame) frameBody = Math.max(frameBody, item.frame.body);
    if (item?.bodyBonus) bonus += item.bodyBonus;
  }
  if (frameBody > 0) return Math.max(body, frameBody);
  return bonus > 0 ? Math.max(body, Math.min(BODY_GRAFT_CAP, body + bonus)) : body;
}
