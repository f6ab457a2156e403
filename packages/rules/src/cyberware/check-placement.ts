import { BODY_LOCATION_SLOTS, BODY_LOCATIONS, type BodyLocation } from '../catalog/types.ts';
import type { CheckStep, Finding } from '../check/finding.ts';
import {
  countPieces,
  extraFoundations,
  extraSlots,
  LOCATION_LABELS,
  type Piece,
  pieceFinding,
} from './pieces.ts';

/** Where a piece takes room: a container key, how much room it has, and how messages name it. */
interface Room {
  readonly key: string;
  readonly capacity: number;
  readonly where: string;
  /** Natural limbs hold one option each, whatever its size. */
  readonly natural: boolean;
}

type Placement = Room | Finding | null;

/** Natural arms and legs left for natural-limb options: two each, less those replaced by cyberlimbs. */
export function naturalLimbs(pieces: readonly Piece[]) {
  const cyberarms = countPieces(pieces, (p) => p.item.provides?.location === 'cyberarm');
  const cyberlegs = countPieces(pieces, (p) => p.item.provides?.location === 'cyberleg');
  // Cyberarms on an Artificial Shoulder Mount do not replace a natural arm.
  const replacedArms = Math.max(0, cyberarms - extraFoundations(pieces, 'cyberarm'));
  return { cyberarm: Math.max(0, 2 - replacedArms), cyberleg: Math.max(0, 2 - cyberlegs) };
}

function isBodyLocation(location: string): location is BodyLocation {
  return (BODY_LOCATIONS as readonly string[]).includes(location);
}

function place(piece: Piece, pieces: readonly Piece[], byInstance: Map<string, Piece>, step: CheckStep) {
  const { item, entry } = piece;
  const { location } = item;
  if (location === 'body' || isBodyLocation(location)) {
    if (entry.foundationId !== null) {
      const message = `${item.name} sits in ${LOCATION_LABELS[location]}, not inside another piece.`;
      return pieceFinding('INSTALL_LOCATION_INVALID', piece, step, message, 'foundationId');
    }
    if (location === 'body') return null;
    const where = `the ${LOCATION_LABELS[location]} location`;
    return { key: location, capacity: BODY_LOCATION_SLOTS, where, natural: false };
  }
  const label = LOCATION_LABELS[location];
  const missing =
    location === 'chipwareSocket'
      ? pieceFinding('CHIP_NEEDS_SOCKET', piece, step, `${item.name} is a chip: it needs a Chipware Socket.`)
      : pieceFinding(
          'FOUNDATION_MISSING',
          piece,
          step,
          `${item.name} must sit in a ${label}.`,
          'foundationId',
        );
  if (entry.foundationId === null) {
    if (!item.naturalLimb || (location !== 'cyberarm' && location !== 'cyberleg')) return missing;
    const limb = location === 'cyberarm' ? 'arm' : 'leg';
    const capacity = naturalLimbs(pieces)[location];
    return { key: `natural-${limb}`, capacity, where: `a natural ${limb}`, natural: true };
  }
  const host = byInstance.get(entry.foundationId);
  if (!host || host.item.provides?.location !== location) return missing;
  const capacity = host.item.provides.slots + extraSlots(pieces, location);
  return { key: host.entry.instanceId, capacity, where: `the ${host.item.name}`, natural: false };
}

function isRoom(placement: Placement): placement is Room {
  return placement !== null && 'key' in placement;
}

function fullMessage(piece: Piece, room: Room, taken: number): string {
  if (room.natural)
    return room.capacity === 0
      ? `${piece.item.name} needs ${room.where}, and none is left.`
      : `${piece.item.name} needs ${room.where} of its own: each holds one option, and all are in use.`;
  return `No room for ${piece.item.name} in ${room.where}: ${taken} of ${room.capacity} option slots are taken and it needs ${piece.item.size}.`;
}

/**
 * Checks where every piece sits: foundations and borgware directly in the body; fashionware, internal
 * and external pieces in their 7-slot locations; every other option in an installed foundation of its
 * kind (a chip in a Chipware Socket), or in a natural arm or leg where the game allows it, one option
 * per limb; and no foundation over-filled.
 */
export function checkPlacement(pieces: readonly Piece[], step: CheckStep): Finding[] {
  const byInstance = new Map(pieces.map((piece) => [piece.entry.instanceId, piece]));
  const used = new Map<string, number>();
  const findings: Finding[] = [];
  for (const piece of pieces) {
    const placement = place(piece, pieces, byInstance, step);
    if (placement === null) continue;
    if (!isRoom(placement)) {
      findings.push(placement);
      continue;
    }
    const taken = used.get(placement.key) ?? 0;
    const needs = placement.natural ? 1 : piece.item.size;
    if (taken + needs > placement.capacity) {
      findings.push(
        pieceFinding('SLOTS_FULL', piece, step, fullMessage(piece, placement, taken), 'foundationId'),
      );
      continue;
    }
    used.set(placement.key, taken + needs);
  }
  return findings;
}
