import type { Draft } from '@edgeforge/contracts/draft';
import type { CheckStep, Finding, FindingCode } from '@edgeforge/rules/check/finding';
import type { CharacterType } from '@edgeforge/rules/ids';
import { use, useEffect, useSyncExternalStore } from 'react';
import { methodPath, PATHS, sharedStepPath } from '../../lib/paths.ts';
import { whenSettled } from '../../lib/when-settled.ts';
import { useDraft } from './draft-context.tsx';
import { PHASES, type Phase, phaseIndex } from './flow/wizard-step.ts';

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

type RulesCheck = typeof import('@edgeforge/rules/check/check-character');

/**
 * The rules check with everything it reads (the catalogue, the role packages, every skill): loaded after
 * the wizard's first screen has painted rather than with it, since that screen needs none of its
 * findings (decision 030). Once loaded it answers synchronously.
 */
let rulesCheck: RulesCheck | null = null;
let loading: Promise<RulesCheck> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the rules check once; every later call answers the same promise. A load that failed (the
 * network) is tried again by the next call.
 */
export function loadRulesCheck(): Promise<RulesCheck> {
  loading ??= import('@edgeforge/rules/check/check-character').then(
    (module) => {
      rulesCheck = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Each draft's findings, computed once however many components read them. */
const checked = new WeakMap<Draft, Finding[]>();

/** The rules check of the draft as it stands: what keeps it from being saved by the book. */
function findingsWith(check: RulesCheck, draft: Draft): Finding[] {
  let findings = checked.get(draft);
  if (!findings) {
    findings = check.checkCharacter(draft).filter((finding) => !FLOW_CODES.has(finding.code));
    checked.set(draft, findings);
  }
  return findings;
}

/** The rules check of a draft, once the check has loaded. */
export async function draftFindings(draft: Draft): Promise<Finding[]> {
  return findingsWith(await loadRulesCheck(), draft);
}

/**
 * The draft's findings, recomputed whenever the draft changes; null while the rules check is still
 * loading (the progress and the screen's findings list show none until then).
 */
export function useFindings(): Finding[] | null {
  const draft = useDraft();
  const check = useSyncExternalStore(
    subscribe,
    () => rulesCheck,
    () => null,
  );
  useEffect(
    () =>
      // Not with the screen: the first screen a visit opens shows its findings a moment later, and its
      // first taps do not wait for the rules check's evaluation (decision 032).
      whenSettled(() => {
        loadRulesCheck().catch(() => {
          // The findings stay unknown on this screen; the next screen asks again.
        });
      }),
    [],
  );
  return check ? findingsWith(check, draft) : null;
}

/**
 * The draft's findings where a screen must not go on without them (Save): the component suspends until
 * the rules check has loaded.
 */
export function useCheckedFindings(): Finding[] {
  const draft = useDraft();
  return findingsWith(rulesCheck ?? use(loadRulesCheck()), draft);
}

/** The findings of one phase of the progress indicator. */
/**
 * Findings that only say a screen's work is not done yet (the STATs are not set, points are left to
 * spend, a choice is still to make): no news on a first visit, so they wait until the player acts there.
 */
const PENDING_CODES: ReadonlySet<FindingCode> = new Set([
  'STATS_MISSING',
  'STAT_ROLL_MISSING',
  'STAT_POINTS_UNSPENT',
  'SKILL_POINTS_UNSPENT',
  'SKILL_SPECIALTY_MISSING',
  'ROLE_ABILITY_SETUP_MISSING',
  'NATIVE_LANGUAGE_MISSING',
  'DECK_MISSING',
]);

/** Whether a finding only says that something is still to do (see PENDING_CODES). */
export function isPendingFinding(finding: Finding): boolean {
  return PENDING_CODES.has(finding.code);
}

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
