import { type CyberwareItem, findCyberware } from '../catalog/catalog.ts';
import {
  BODY_LOCATION_SLOTS,
  BODY_LOCATIONS,
  type BodyLocation,
  type CyberwareType,
} from '../catalog/types.ts';
import { naturalLimbs } from './check-placement.ts';
import { extraSlots, type Piece } from './pieces.ts';
import type { InstalledCyberware } from './types.ts';

/** Option slots of a place: how many it offers and how many are taken. */
export interface SlotUse {
  readonly used: number;
  readonly capacity: number;
}

/** One node of the cyberware tree: an installed piece, or a place in the body that holds options. */
export interface CyberwareNode {
  /** The piece's instance id, or the place's key (`internal`, `natural-arm`). */
  readonly key: string;
  /** How screens name it: 'Cybereye 2' when there are two, 'Internal body', 'Natural arms'. */
  readonly label: string;
  /** The piece, or null for a body location or the natural limbs. */
  readonly piece: InstalledCyberware | null;
  /** The piece's catalogue entry; null for a place, or for a piece the catalogue does not know. */
  readonly item: CyberwareItem | null;
  /** The option slots it offers (a natural limb holds one option); null when it holds no options. */
  readonly slots: SlotUse | null;
  readonly children: readonly CyberwareNode[];
}

/** What screens call the three foundation-free body locations. */
export const BODY_LOCATION_LABELS: Record<BodyLocation, string> = {
  fashionware: 'Fashionware',
  internal: 'Internal body',
  external: 'External body',
};

/**
 * Where a foundation goes when it is installed straight into the body, by its type: a Cybereye takes an
 * eye's socket, a Cyberarm a shoulder (docs/rules/catalog.md#foundations-and-option-slots).
 */
const FOUNDATION_PLACES: Partial<Record<CyberwareType, string>> = {
  neuralware: 'The nervous system, along the spine',
  cyberoptics: 'An eye socket, in the head',
  cyberaudio: 'The head, in place of the inner ears',
  cyberarm: 'A shoulder, in place of an arm',
  cyberleg: 'A hip, in place of a leg',
};

/**
 * Where a piece goes when it sits in no foundation, as screens name it: its body location, a natural
 * limb for an arm or leg option, the place a foundation replaces, or the body for borgware.
 */
export function unhostedPlaceLabel(item: CyberwareItem): string {
  if ((BODY_LOCATIONS as readonly string[]).includes(item.location))
    return BODY_LOCATION_LABELS[item.location as BodyLocation];
  if (item.location === 'cyberarm') return 'A natural arm';
  if (item.location === 'cyberleg') return 'A natural leg';
  return (item.location === 'body' && FOUNDATION_PLACES[item.type]) || 'The body';
}

const LIMBS = [
  { location: 'cyberarm', key: 'natural-arm', label: 'Natural arms' },
  { location: 'cyberleg', key: 'natural-leg', label: 'Natural legs' },
] as const;

/** 'Cybereye 1' and 'Cybereye 2' when two are installed; a single piece keeps its name. */
function pieceLabels(pieces: readonly Piece[]): Map<string, string> {
  const totals = new Map<string, number>();
  for (const { item } of pieces) totals.set(item.id, (totals.get(item.id) ?? 0) + 1);
  const seen = new Map<string, number>();
  return new Map(
    pieces.map(({ entry, item }) => {
      const ordinal = (seen.get(item.id) ?? 0) + 1;
      seen.set(item.id, ordinal);
      return [entry.instanceId, (totals.get(item.id) ?? 1) > 1 ? `${item.name} ${ordinal}` : item.name];
    }),
  );
}

/**
 * The installed cyberware as a tree, in installation order: each foundation and piece of borgware with
 * the options inside it (a Chipware Socket inside the Neural Link holds its chip), the three 7-slot body
 * locations with theirs, and the natural arms and legs with the options fitted to them, each place with
 * its used and free slots. Body locations and natural limbs are always listed, empty or not; a piece
 * that sits nowhere valid (or is unknown) comes last, on its own, for the rules check to report.
 */
export function cyberwareTree(installed: readonly InstalledCyberware[]): CyberwareNode[] {
  const pieces: Piece[] = installed.flatMap((entry, index) => {
    const item = findCyberware(entry.itemId);
    return item ? [{ index, entry, item }] : [];
  });
  const labels = pieceLabels(pieces);
  const placed = new Set<string>();

  const nodeOf = (piece: Piece): CyberwareNode => {
    placed.add(piece.entry.instanceId);
    const { provides } = piece.item;
    if (!provides) {
      const label = labels.get(piece.entry.instanceId) ?? piece.item.name;
      return {
        key: piece.entry.instanceId,
        label,
        piece: piece.entry,
        item: piece.item,
        slots: null,
        children: [],
      };
    }
    const children = pieces
      .filter(
        (child) =>
          child.entry.foundationId === piece.entry.instanceId &&
          child.item.location === provides.location &&
          !placed.has(child.entry.instanceId),
      )
      .map(nodeOf);
    const capacity = provides.slots + extraSlots(pieces, provides.location);
    const used = children.reduce((sum, child) => sum + (child.item?.size ?? 0), 0);
    return {
      key: piece.entry.instanceId,
      label: labels.get(piece.entry.instanceId) ?? piece.item.name,
      piece: piece.entry,
      item: piece.item,
      slots: { used, capacity },
      children,
    };
  };

  const roots = pieces.filter((piece) => piece.item.location === 'body').map(nodeOf);
  const locations = BODY_LOCATIONS.map((location): CyberwareNode => {
    const children = pieces
      .filter((piece) => piece.item.location === location && piece.entry.foundationId === null)
      .map(nodeOf);
    const used = children.reduce((sum, child) => sum + (child.item?.size ?? 0), 0);
    const label = BODY_LOCATION_LABELS[location];
    const slots = { used, capacity: BODY_LOCATION_SLOTS };
    return { key: location, label, piece: null, item: null, slots, children };
  });
  const free = naturalLimbs(pieces);
  const limbs = LIMBS.map(({ location, key, label }): CyberwareNode => {
    const children = pieces
      .filter(
        (piece) =>
          piece.item.naturalLimb && piece.item.location === location && piece.entry.foundationId === null,
      )
      .map(nodeOf);
    return {
      key,
      label,
      piece: null,
      item: null,
      slots: { used: children.length, capacity: free[location] },
      children,
    };
  });
  const loose = installed
    .filter((entry) => !placed.has(entry.instanceId))
    .map((entry): CyberwareNode => {
      const item = findCyberware(entry.itemId) ?? null;
      return {
        key: entry.instanceId,
        label: item?.name ?? entry.itemId,
        piece: entry,
        item,
        slots: null,
        children: [],
      };
    });
  return [...roots, ...locations, ...limbs, ...loose];
}
