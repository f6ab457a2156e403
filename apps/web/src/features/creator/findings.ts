import type { Draft } from '@edgeforge/contracts/draft';
import { checkCharacter } from '@edgeforge/rules/check/check-character';
import type { CheckStep, Finding, FindingCode } from '@edgeforge/rules/check/finding';
import type { CharacterType } from '@edgeforge/rules/ids';
import { useMemo } from 'react';
import { methodPath, PATHS, sharedStepPath } from '../../lib/paths.ts';
import { useDraft } from './draft-context.tsx';
import { PHASES, type Phase, phaseIndex } from './wizard-step.ts';

/** The phase of the progress indicator each step of the rules check belongs to. */
export const STEP_PHASES: Readonly<Record<CheckStep, Phase>> = {
  method: 'Method',
  role: 'Role',
  background: 'Background',
  attributes: 'Attributes',
  roleAbility: 'Attributes',
  lifepath: 'Lifepath',
  skills: 'Skills',
  gear: 'Gear & Style',
  shop: 'Gear & Style',
  summary: 'Summary',
};

/** The screen of a method where a phase's findings are mended. */
export function phasePath(phase: Phase, method: CharacterType | null): string {
  const own = method ?? 'streetrat';
  switch (phase) {
    case 'Method':
      return PATHS.creation;
    case 'Role':
      return methodPath(own);
    case 'Background':
      return methodPath(own, 'background');
    case 'Attributes':
      return methodPath(own, 'attributes');
    case 'Lifepath':
      return sharedStepPath('lifepath');
    case 'Skills':
      return sharedStepPath('skills');
    case 'Gear & Style':
      return sharedStepPath('gear-and-style');
    case 'Summary':
      return sharedStepPath('summary');
  }
}

/**
 * Findings the wizard's own flow answers: its guards send a draft without a method or a role back to the
 * method screen, and the method and role screens ask for the choice, so neither is news there.
 */
const FLOW_CODES: ReadonlySet<FindingCode> = new Set(['METHOD_MISSING', 'ROLE_MISSING']);

/** The rules check of the draft as it stands: what keeps it from being saved by the book. */
export function draftFindings(draft: Draft): Finding[] {
  return checkCharacter(draft).filter((finding) => !FLOW_CODES.has(finding.code));
}

/** The draft's findings, recomputed whenever the draft changes. */
export function useFindings(): Finding[] {
  const draft = useDraft();
  return useMemo(() => draftFindings(draft), [draft]);
}

/** The findings of one phase of the progress indicator. */
export function findingsOfPhase(findings: readonly Finding[], phase: Phase): Finding[] {
  return findings.filter((finding) => STEP_PHASES[finding.step] === phase);
}

/**
 * The phases to mark "needs attention": those with findings up to the one on show. A later phase is
 * still to do, so its findings (skill points not spent yet) are no news on an earlier screen.
 */
export function phasesNeedingAttention(findings: readonly Finding[], current: Phase): Set<Phase> {
  const upTo = phaseIndex(current);
  return new Set(
    findings.map((finding) => STEP_PHASES[finding.step]).filter((phase) => phaseIndex(phase) <= upTo),
  );
}

/** The findings grouped by phase, in the order of the progress indicator. */
export function findingsByPhase(findings: readonly Finding[]): [Phase, Finding[]][] {
  return PHASES.flatMap((phase): [Phase, Finding[]][] => {
    const own = findingsOfPhase(findings, phase);
    return own.length > 0 ? [[phase, own]] : [];
  });
}
