import type { Draft } from '@edgeforge/contracts/draft';
import type { CharacterType } from '@edgeforge/rules/ids';
import type { ScreenModule } from './screen-module.ts';
import type { Phase } from './wizard-step.ts';

/** A guard's or a pass-through's answer: the id of the row to open instead, or null to stay. */
export type StepChoice = (draft: Draft) => string | null;

/** One screen of the table. Back, Continue, guards and pass-throughs name other rows by id. */
export interface StepRow {
  readonly id: string;
  readonly path: string;
  readonly screen: ScreenModule;
  readonly title: string;
  readonly phase: Phase;
  /** The creation method whose flow the row belongs to; none for the method choice and shared screens. */
  readonly method?: CharacterType;
  /** Where Back goes, when not to the previous row (the first row's Back goes home). */
  readonly back?: string | ((draft: Draft) => string);
  /** Where Continue goes, when not to the next row; null when the screen's own action leaves it. */
  readonly next?: string | null;
  /** When the screen may open; by default once a creation method is chosen. */
  readonly guard?: StepChoice;
  /** Where a pass-through screen sends a player who arrives going forward. */
  readonly forward?: (draft: Draft) => string;
  /**
   * A screen off the Continue chain, opened by a link and left back to where it was opened (the shop):
   * it counts in no phase's progress, so its phase reads as it does without it.
   */
  readonly detour?: true;
}

/** Screens after the method choice need one; without it the player goes back to pick it. */
export const needsMethod: StepChoice = (draft) => (draft.characterType ? null : 'method');
/** Screens after the role choice need a role; without one the player goes back to the method choice. */
export const needsRole: StepChoice = (draft) => needsMethod(draft) ?? (draft.selectedRole ? null : 'method');

/**
 * The id of a method's screen: Streetrat's keep the plain names ('attributes'), the other methods' carry
 * their method ('edgerunner:attributes').
 */
export function methodStepId(method: CharacterType, screen: string): string {
  return method === 'streetrat' ? screen : `${method}:${screen}`;
}
