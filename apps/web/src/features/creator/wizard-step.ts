import type { Draft } from '@edgeforge/contracts/draft';
import { useMatches } from 'react-router';

/** The coarse phases the step indicator shows; several screens share the Background phase. */
export const PHASES = [
  'Method',
  'Role',
  'Background',
  'Attributes',
  'Lifepath',
  'Skills',
  'Gear & Style',
  'Summary',
] as const;
export type Phase = (typeof PHASES)[number];

/** The phase's position in the indicator, 0-based. */
export function phaseIndex(phase: Phase): number {
  return PHASES.indexOf(phase);
}

/**
 * One wizard screen: where it lives, what it is called, where Back and Continue go, when it may open.
 * The router hands it to the screen as its route's handle, built from the table in app/wizard-steps.ts.
 */
export interface WizardStep {
  readonly id: string;
  readonly path: string;
  readonly title: string;
  readonly phase: Phase;
  /** Where Back goes: for the shared screens, into the player's own method (lifepath to its attributes). */
  readonly back: (draft: Draft) => string;
  /** Where Continue goes; null when the screen's own action leaves it (the save). */
  readonly next: string | null;
  /** Where to send the player instead of showing the screen, or null to show it. */
  readonly guard: (draft: Draft) => string | null;
  /** Where a pass-through screen sends a player who arrives going forward. */
  readonly forward?: (draft: Draft) => string;
  /** Where the screen sits in its phase for this draft ('Background 3/9'), pass-through screens aside. */
  readonly phaseProgress: (draft: Draft) => PhaseProgress;
  /** Starts loading the code of the screens Continue leads to, so the next step opens at once. */
  readonly preloadNext: () => void;
}

/** A screen's position among the screens of its phase, 1-based. */
export interface PhaseProgress {
  readonly index: number;
  readonly total: number;
}

function isWizardStep(handle: unknown): handle is WizardStep {
  const step = handle as Partial<WizardStep> | null | undefined;
  return typeof step?.path === 'string' && typeof step.title === 'string' && typeof step.guard === 'function';
}

/** The wizard step of the screen on show, or null when the deepest route is not one. */
export function useCurrentStep(): WizardStep | null {
  const handle = useMatches().at(-1)?.handle;
  return isWizardStep(handle) ? handle : null;
}

/** The wizard step of the screen on show; only wizard screens call it. */
export function useWizardStep(): WizardStep {
  const step = useCurrentStep();
  if (!step) throw new Error('A wizard screen is rendered outside a wizard route');
  return step;
}
