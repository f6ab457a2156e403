import type { Draft } from '@edgeforge/contracts/draft';
import { phasePath } from '../findings.ts';
import { PHASES, type Phase } from '../flow/wizard-step.ts';

/**
 * The phases the step bar opens, each to its first screen of the draft's method: every phase while a
 * saved character is edited (it is whole, every screen has its answers), and while one is created the
 * phases up to the furthest the player has reached, so a screen is never opened before the ones it
 * builds on. `furthest` is that phase's index (-1 before any).
 */
export function phaseLinks(draft: Draft, furthest: number): Partial<Record<Phase, string>> {
  const open = draft.editing ? PHASES : PHASES.slice(0, Math.max(furthest, -1) + 1);
  return Object.fromEntries(open.map((phase) => [phase, phasePath(phase, draft.characterType)]));
}
