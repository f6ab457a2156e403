import { findCyberware } from '../catalog/catalog.ts';
import type { CheckStep, Finding } from '../check/finding.ts';
import { checkLimits } from './check-limits.ts';
import { checkPlacement } from './check-placement.ts';
import { humanityLossRange } from './humanity.ts';
import { type Piece, pieceFinding } from './pieces.ts';
import type { InstalledCyberware } from './types.ts';

/** What the cyberware check needs to know of the character. */
export interface CyberwareContext {
  /** The EMP STAT as bought. */
  readonly emp: number;
  /** The BODY STAT as bought, before cyberware. */
  readonly body: number;
  /** The wizard step findings point at; the shop by default. */
  readonly step?: CheckStep;
}

function knownPieces(installed: readonly InstalledCyberware[], step: CheckStep) {
  const seen = new Set<string>();
  const pieces: Piece[] = [];
  const findings: Finding[] = [];
  installed.forEach((entry, index) => {
    const item = findCyberware(entry.itemId);
    if (!item) {
      const message = `"${entry.itemId}" is not a piece of cyberware we know.`;
      findings.push(pieceFinding('CYBERWARE_UNKNOWN', { index }, step, message, 'itemId'));
    } else if (seen.has(entry.instanceId)) {
      const message = `Two pieces share the id "${entry.instanceId}".`;
      findings.push(pieceFinding('CYBERWARE_INSTANCE_DUPLICATE', { index }, step, message, 'instanceId'));
    } else pieces.push({ index, entry, item });
    seen.add(entry.instanceId);
  });
  return { pieces, findings };
}

/** Tells whether a piece's stored Humanity Loss is its fixed value or a possible roll of its dice. */
function isValidLoss({ item, entry }: Piece): boolean {
  if (!Number.isInteger(entry.humanityLoss)) return false;
  if (item.hl === null) return entry.humanityLoss === 0 && !entry.rolled;
  if (!entry.rolled) return entry.humanityLoss === item.hlFixed;
  const { min, max } = humanityLossRange(item.hl);
  return entry.humanityLoss >= min && entry.humanityLoss <= max;
}

function checkLosses(pieces: readonly Piece[], step: CheckStep): Finding[] {
  return pieces.flatMap((piece) => {
    if (isValidLoss(piece)) return [];
    const { item, entry } = piece;
    const expected =
      item.hl === null
        ? 'no Humanity'
        : `${item.hlFixed} Humanity, or a roll of ${item.hl} (${humanityLossRange(item.hl).min} to ${humanityLossRange(item.hl).max})`;
    const message = `${item.name} costs ${expected}; ${entry.humanityLoss}${entry.rolled ? ' rolled' : ''} does not fit.`;
    return [pieceFinding('HUMANITY_LOSS_INVALID', piece, step, message, 'humanityLoss')];
  });
}

/** The first install, in order, that would take Humanity to 0 or below: the game refuses it. */
function checkDepletion(pieces: readonly Piece[], emp: number, step: CheckStep): Finding[] {
  let humanity = emp * 10;
  for (const piece of pieces) {
    humanity -= piece.entry.humanityLoss;
    if (humanity <= 0) {
      const message = `Installing ${piece.item.name} would take Humanity to ${humanity}: it must stay above 0, or the chrome takes the character.`;
      return [pieceFinding('HUMANITY_DEPLETED', piece, step, message)];
    }
  }
  return [];
}

/**
 * Every cyberware rule the game sets, as findings: known pieces with unique instance ids, each in a
 * place it fits with room to spare, the install limits and requirements, a valid Humanity Loss per
 * piece, and no install that takes Humanity to 0 or below.
 */
export function checkCyberware(
  installed: readonly InstalledCyberware[],
  context: CyberwareContext,
): Finding[] {
  const step = context.step ?? 'shop';
  const { pieces, findings } = knownPieces(installed, step);
  return [
    ...findings,
    ...checkPlacement(pieces, step),
    ...checkLimits(pieces, { body: context.body, step }),
    ...checkLosses(pieces, step),
    ...checkDepletion(pieces, context.emp, step),
  ];
}
