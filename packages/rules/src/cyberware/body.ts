import { findCyberware } from '../catalog/catalog.ts';
import { deriveStats } from '../derived.ts';
import type { Attributes } from '../ids.ts';
import type { DerivedStats } from '../types.ts';
import { computeHumanity } from './humanity.ts';
import type { InstalledCyberware } from './types.ts';

/** Grafted Muscle and Bone Lace raise BODY up to this, and no further (catalog-facts 2.1). */
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

/**
 * Every derived stat with cyberware counted: HP, Seriously Wounded, Death Save and Carry Capacity follow
 * the effective BODY, and Humanity is the current Humanity after Humanity Loss.
 */
export function deriveStatsWithCyberware(
  attributes: Attributes,
  installed: readonly InstalledCyberware[],
): DerivedStats {
  const stats = deriveStats({ ...attributes, BODY: effectiveBody(attributes.BODY, installed) });
  return { ...stats, humanity: computeHumanity(attributes.EMP, installed).current };
}
