import type { Draft } from '@edgeforge/contracts/draft';
import { PATHS, type StepId } from './paths.ts';

export { PATHS, STEP_IDS, type StepId } from './paths.ts';

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

/** One wizard screen: where it lives, what it is called, where Back and Continue go, when it may open. */
export interface WizardStep {
  readonly id: StepId;
  readonly path: string;
  readonly title: string;
  readonly phase: Phase;
  /** Where Back goes. */
  readonly back: string;
  /** Where Continue goes; null when the screen's own action leaves it (method choice, save). */
  readonly next: string | null;
  /** Where to send the player instead of showing the screen, or null to show it. */
  readonly guard: (draft: Draft) => string | null;
}

/** Screens after the method choice need a creation method; the spec sends the player back to pick one. */
const needsType = (draft: Draft) => (draft.characterType ? null : PATHS.method);
/** Screens after the role choice need a role (spec section 4: no role redirects to character creation). */
const needsRole = (draft: Draft) => needsType(draft) ?? (draft.selectedRole ? null : PATHS.method);

/**
 * Where part8 sends the player: the rockerboy type for a rockerboy, the attributes for every other role
 * (spec section 2).
 */
export function afterRoleChoice(draft: Draft): string {
  return draft.selectedRole === 'rockerboy' ? PATHS.rockerboy : PATHS.attributes;
}

function step(
  id: StepId,
  title: string,
  phase: Phase,
  back: string,
  next: string | null,
  guard: WizardStep['guard'] = needsType,
): WizardStep {
  return { id, path: PATHS[id], title, phase, back, next, guard };
}

/** The wizard as data: one row per screen (spec sections 2 and 4). */
export const STEPS: Record<StepId, WizardStep> = {
  method: step('method', 'FORGE YOUR LEGEND', 'Method', PATHS.home, PATHS.role, () => null),
  role: step('role', 'BORN IN THE STREETS', 'Role', PATHS.method, PATHS.background),
  background: step('background', 'TALES FROM THE STREET', 'Background', PATHS.role, PATHS.part1),
  part1: step('part1', 'STREET STYLE', 'Background', PATHS.background, PATHS.part2),
  part2: step('part2', 'WHAT DRIVES YOU', 'Background', PATHS.part1, PATHS.part3),
  part3: step('part3', 'WHERE YOU CAME FROM', 'Background', PATHS.part2, PATHS.part4),
  part4: step('part4', 'ORIGINAL BACKGROUND', 'Background', PATHS.part3, PATHS.part5),
  part5: step('part5', 'LIFE PATH', 'Background', PATHS.part4, PATHS.part6),
  part6: step('part6', 'LIFE GOALS', 'Background', PATHS.part5, PATHS.part7),
  part7: step('part7', 'Choose Your Role', 'Background', PATHS.part6, PATHS.part8),
  part8: step('part8', 'ROLE LOCKED IN', 'Background', PATHS.part7, PATHS.attributes, needsRole),
  rockerboy: step('rockerboy', 'ROCKERBOY', 'Background', PATHS.part8, PATHS.attributes, (draft) => {
    const missing = needsRole(draft);
    if (missing) return missing;
    return draft.selectedRole === 'rockerboy' ? null : PATHS.attributes;
  }),
  attributes: step('attributes', 'FORGE YOUR PAST', 'Attributes', PATHS.role, PATHS.lifepath, needsRole),
  lifepath: step('lifepath', 'YOUR LIFEPATH', 'Lifepath', PATHS.attributes, PATHS.skills, needsRole),
  skills: step('skills', 'ROLE SKILLS', 'Skills', PATHS.lifepath, PATHS.gearAndStyle, needsRole),
  gearAndStyle: step(
    'gearAndStyle',
    'GEAR AND STYLE',
    'Gear & Style',
    PATHS.skills,
    PATHS.summary,
    needsRole,
  ),
  summary: step('summary', 'CHARACTER SUMMARY', 'Summary', PATHS.gearAndStyle, null, (draft) => {
    const missing = needsRole(draft);
    if (missing) return missing;
    // The summary describes a finished character; without a style the player has skipped a screen.
    return draft.fashionStyle ? null : PATHS.gearAndStyle;
  }),
};

/** The phase's position in the indicator, 0-based. */
export function phaseIndex(phase: Phase): number {
  return PHASES.indexOf(phase);
}
