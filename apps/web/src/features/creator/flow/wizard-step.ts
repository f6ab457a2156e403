import type { Draft } from '@edgeforge/contracts/draft';
import { createContext, useContext } from 'react';

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
 * The wizard's routes hand it down as WizardStepContext, matched from the table in flow/wizard-steps.ts.
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

/**
 * The wizard step at the current path, or null outside the wizard: provided by the wizard's routes
 * (app/creator-routes.tsx), which match the location against the step table (wizard-steps.ts); a
 * screen reads its step here, never from the table.
 */
export const WizardStepContext = createContext<WizardStep | null>(null);

/** The wizard step of the screen on show, or null when the screen is not one. */
export function useCurrentStep(): WizardStep | null {
  return useContext(WizardStepContext);
}

/** The wizard step of the screen on show; only wizard screens call it. */
export function useWizardStep(): WizardStep {
  const step = useCurrentStep();
  if (!step) throw new Error('A wizard screen is rendered outside a wizard route');
  return step;
}
