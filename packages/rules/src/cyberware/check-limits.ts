import type { CheckStep, Finding } from '../check/finding.ts';
import { countPieces, extraFoundations, LOCATION_LABELS, type Piece, pieceFinding } from './pieces.ts';

/** What the limit checks need to know of the character beyond its cyberware. */
export interface LimitContext {
  /** The BODY STAT as bought, before cyberware. */
  readonly body: number;
  readonly step: CheckStep;
}

/** Each piece after the first `allowed` of those passing `test`. */
function beyond(pieces: readonly Piece[], allowed: number, test: (piece: Piece) => boolean): Piece[] {
  return pieces.filter(test).slice(allowed);
}

function checkCounts(pieces: readonly Piece[], step: CheckStep): Finding[] {
  const limited = new Map(pieces.flatMap(({ item }) => (item.max ? [[item.id, item] as const] : [])));
  const counts = [...limited.values()].flatMap((item) => {
    const extra = item.provides ? extraFoundations(pieces, item.provides.location) : 0;
    const allowed = (item.max ?? 0) + extra;
    const message =
      allowed === 1
        ? `Only one ${item.name} can be installed.`
        : `At most ${allowed} ${item.name}s can be installed.`;
    return beyond(pieces, allowed, (p) => p.item.id === item.id).map((p) =>
      pieceFinding('FOUNDATION_DUPLICATE', p, step, message, 'itemId'),
    );
  });
  const frames = beyond(pieces, 1, (p) => p.item.frame !== undefined).map((p) =>
    pieceFinding('FOUNDATION_DUPLICATE', p, step, 'Only one Linear Frame can be installed.', 'itemId'),
  );
  return [...counts, ...frames];
}

function checkSpeedware(pieces: readonly Piece[], step: CheckStep): Finding[] {
  const speedware = pieces.filter((p) => p.item.speedware);
  const first = speedware[0];
  return speedware.slice(1).map((p) => {
    const message = `Only one speedware at a time: ${p.item.name} cannot join ${first?.item.name}.`;
    return pieceFinding('SPEEDWARE_LIMIT', p, step, message, 'itemId');
  });
}

function checkRequirements(pieces: readonly Piece[], context: LimitContext): Finding[] {
  const { step, body } = context;
  const hasNeuralLink = pieces.some((p) => p.item.provides?.location === 'neuralLink');
  const grafts = countPieces(pieces, (p) => p.item.bodyBonus !== undefined);
  return pieces.flatMap((piece): Finding[] => {
    const { item } = piece;
    if (item.needsNeuralLink && !hasNeuralLink)
      return [pieceFinding('FOUNDATION_MISSING', piece, step, `${item.name} needs a Neural Link.`, 'itemId')];
    const frame = item.frame;
    if (frame && (body < frame.minBody || grafts < frame.grafts)) {
      const message = `${item.name} needs BODY ${frame.minBody} and ${frame.grafts} Grafted Muscle and Bone Lace first (BODY ${body}, ${grafts} installed).`;
      return [pieceFinding('BODY_REQUIREMENT', piece, step, message, 'itemId')];
    }
    return [];
  });
}

function checkPairs(pieces: readonly Piece[], step: CheckStep): Finding[] {
  const pairedIds = new Set(pieces.filter((p) => p.item.paired).map((p) => p.item.id));
  return [...pairedIds].flatMap((id) => {
    const copies = pieces.filter((p) => p.item.id === id);
    const sample = copies[0]?.item;
    if (!sample) return [];
    const label = LOCATION_LABELS[sample.location];
    const message = `${sample.name} comes in pairs: buy two and install one in each ${label}.`;
    const hosts = new Set<string | null>();
    const findings = copies.flatMap((p) => {
      const repeated = hosts.has(p.entry.foundationId);
      hosts.add(p.entry.foundationId);
      return repeated ? [pieceFinding('PAIRED_OPTION_UNPAIRED', p, step, message, 'foundationId')] : [];
    });
    const last = copies.at(-1);
    if (findings.length === 0 && copies.length % 2 === 1 && last)
      findings.push(pieceFinding('PAIRED_OPTION_UNPAIRED', last, step, message, 'itemId'));
    return findings;
  });
}

/**
 * Checks how much may be installed and what needs what: one Neural Link and one Cyberaudio Suite, two
 * Cybereyes, Cyberarms and Cyberlegs (more with borgware), one Linear Frame and one of each other
 * borgware; one speedware at a time; paired options two by two in different eyes or legs; the Subdermal
 * Grip's Neural Link; a Linear Frame's BODY and Grafted Muscle.
 */
export function checkLimits(pieces: readonly Piece[], context: LimitContext): Finding[] {
  return [
    ...checkCounts(pieces, context.step),
    ...checkSpeedware(pieces, context.step),
    ...checkRequirements(pieces, context),
    ...checkPairs(pieces, context.step),
  ];
}
