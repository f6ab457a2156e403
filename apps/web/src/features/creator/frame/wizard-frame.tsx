import { type ReactNode, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PageShell, type PageShellProps } from '../../../components/ui/page.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';
import { useNavigationPending } from '../../../lib/navigation-pending.ts';
import { useDraft, usePhaseReach } from '../draft-context.tsx';
import { findingsOfPhase, isPendingFinding, phasesNeedingAttention, useFindings } from '../findings.ts';
import { phaseIndex, useWizardStep } from '../flow/wizard-step.ts';
import { EditingBar } from './editing-bar.tsx';
import { ScreenFindings } from './findings-list.tsx';
import { phaseLinks } from './phase-links.ts';
import { DraftBar } from './start-over.tsx';
import { StepIndicator } from './step-indicator.tsx';

/** Navigation state a Back button leaves, so part8 knows not to bounce the player forward again. */
export const BACK_STATE = { direction: 'back' } as const;

interface WizardFrameProps {
  readonly children: ReactNode;
  readonly subtitle?: ReactNode;
  readonly width?: PageShellProps['width'];
  /** False disables Continue. */
  readonly canContinue?: boolean;
  /**
   * Why Continue is disabled: its tooltip, and written beside it (announced) once the player tries the
   * disabled button, or at once with `showReason`.
   */
  readonly disabledReason?: string;
  /** Writes the disabled reason beside Continue from the start (the last choice of the wizard). */
  readonly showReason?: boolean;
  readonly continueLabel?: string;
  /** Replaces the default Continue (navigate to the step's next screen). */
  readonly onContinue?: () => void;
  /** While Continue's own action runs (the save): Continue ignores clicks but keeps the focus. */
  readonly continueBusy?: boolean;
  /** False when the screen lists the findings itself (the summary lists every one). */
  readonly showFindings?: boolean;
}

/**
 * The frame of one wizard screen: its title, progress (with the phases that need attention), what this
 * screen breaks of the rules, content, and Back / Continue from the step table.
 */
export function WizardFrame({
  children,
  subtitle,
  width = 'lg',
  canContinue = true,
  disabledReason,
  showReason = false,
  continueLabel = 'Continue',
  onContinue,
  continueBusy = false,
  showFindings = true,
}: WizardFrameProps) {
  const step = useWizardStep();
  const draft = useDraft();
  const findings = useFindings();
  const navigate = useNavigate();
  const { furthest, reach } = usePhaseReach();
  // A change of screen is a transition that keeps this screen on show until the next one's code is
  // there (app/app-router.tsx): meanwhile Continue says so and takes no second press (decision 050).
  const opening = useNavigationPending();
  const current = phaseIndex(step.phase);
  const next = step.next;
  const goNext = onContinue ?? (next ? () => navigate(next) : undefined);

  useEffect(() => reach(current), [reach, current]);
  const reasonId = useId();
  const [tried, setTried] = useState(false);
  // A finding that only says the screen is not done yet is no news while the player works on it (the
  // screen's own counters say as much): it waits until the player tries the disabled Continue or comes
  // back from further on. Shown at the first press instead, its box would push the controls down
  // under the finger between two taps (decision 053).
  const settled = tried || furthest > current;
  const screenFindings = findings
    ? findingsOfPhase(findings, step.phase).filter((finding) => settled || !isPendingFinding(finding))
    : null;
  const reason = !canContinue && disabledReason && (showReason || tried) ? disabledReason : null;

  return (
    <PageShell title={step.title} subtitle={subtitle} width={width}>
      {draft.editing ? <EditingBar editing={draft.editing} /> : null}
      <StepIndicator
        phase={step.phase}
        progress={step.phaseProgress(draft)}
        attention={findings ? phasesNeedingAttention(findings, step.phase) : undefined}
        links={phaseLinks(draft, Math.max(furthest, current))}
      />
      <DraftBar />
      {showFindings && screenFindings ? <ScreenFindings findings={screenFindings} /> : null}
      <div className="grid grid-cols-1 gap-6">{children}</div>
      {/* On a phone the bar sticks to the bottom: Continue or Save is never a long scroll away. */}
      <div
        data-sticky-actions
        className={cn(
          'mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-6',
          'max-sm:sticky max-sm:bottom-0 max-sm:z-40 max-sm:-mx-4 max-sm:bg-void/95 max-sm:px-4 max-sm:pb-3',
          'max-sm:pt-3',
        )}
      >
        {/* A live region from the start, so the reason is read out when a try makes it appear. */}
        <p
          id={reasonId}
          role="status"
          className={reason ? 'order-first basis-full text-right text-sm text-neon-yellow' : 'sr-only'}
        >
          {reason}
        </p>
        <Button variant="outline" onClick={() => navigate(step.back(draft), { state: BACK_STATE })}>
          Back
        </Button>
        {goNext ? (
          <div className="flex items-center gap-3">
            {opening ? (
              <p role="status" className="font-mono text-xs text-ink-muted">
                Opening the next screen…
              </p>
            ) : null}
            <Tooltip
              content={disabledReason}
              disabled={canContinue || !disabledReason}
              onTry={() => setTried(true)}
            >
              <Button
                disabled={!canContinue}
                busy={continueBusy || opening}
                aria-describedby={reason ? reasonId : undefined}
                onClick={goNext}
              >
                {continueLabel}
              </Button>
            </Tooltip>
          </div>
        ) : null}
      </div>
    </PageShell>
  );
}
