import type { CyberwareItem } from '../catalog/catalog.ts';
import type { CyberwareLocation, FoundationLocation } from '../catalog/types.ts';
import type { CheckStep, Finding, FindingCode } from '../check/finding.ts';
import type { InstalledCyberware } from './types.ts';

/** An installed piece the checks can reason about: its place in the list and its catalogue entry. */
export interface Piece {
  readonly index: number;
  readonly entry: InstalledCyberware;
  readonly item: CyberwareItem;
}

/** The character's cyberware list lives under this path in every finding. */
export const CYBERWARE_PATH = 'cyberware';

/** A finding about one installed piece, at `cyberware.N` or one of its fields. */
export function pieceFinding(
  code: FindingCode,
  piece: { readonly index: number },
  step: CheckStep,
  message: string,
  field?: keyof InstalledCyberware,
): Finding {
  const path = `${CYBERWARE_PATH}.${piece.index}${field ? `.${field}` : ''}`;
  return { code, path, step, message };
}

/** How messages name each place a piece can sit. */
export const LOCATION_LABELS: Record<CyberwareLocation, string> = {
  body: 'the body',
  fashionware: 'fashionware',
  internal: 'internal body',
  external: 'external body',
  neuralLink: 'Neural Link',
  cybereye: 'Cybereye',
  cyberaudio: 'Cyberaudio Suite',
  cyberarm: 'Cyberarm',
  cyberleg: 'Cyberleg',
  chipwareSocket: 'Chipware Socket',
};

/** How many installed pieces match a test. */
export function countPieces(pieces: readonly Piece[], test: (piece: Piece) => boolean): number {
  return pieces.reduce((count, piece) => count + (test(piece) ? 1 : 0), 0);
}

/** Extra foundations of a kind that borgware makes room for (the shoulder mount's two arms). */
export function extraFoundations(pieces: readonly Piece[], location: FoundationLocation): number {
  return pieces.reduce(
    (sum, { item }) => sum + (item.extraFoundations?.location === location ? item.extraFoundations.count : 0),
    0,
  );
}

/** Extra option slots borgware adds to each foundation of a kind (the Sensor Array's five). */
export function extraSlots(pieces: readonly Piece[], location: FoundationLocation): number {
  return pieces.reduce(
    (sum, { item }) => sum + (item.extraSlots?.location === location ? item.extraSlots.slots : 0),
    0,
  );
}
