import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PageShell, type PageShellProps } from '../../../components/ui/page.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDraft, usePhaseReach } from '../draft-context.tsx';
import { findingsOfPhase, phasesNeedingAttention, useFindings } from '../findings.ts';
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
  /** Tooltip of the disabled Continue button. */
  readonly disabledReason?: string;
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
  const current = phaseIndex(step.phase);
  const next = step.next;
  const goNext = onContinue ?? (next ? () => navigate(next) : undefined);

  useEffect(() => reach(current), [reach, current]);

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
      {showFindings && findings ? <ScreenFindings findings={findingsOfPhase(findings, step.phase)} /> : null}
      <div className="grid grid-cols-1 gap-6">{children}</div>
      {/* On a phone the bar sticks to the bottom: Continue or Save is never a long scroll away. */}
      <div
        className={cn(
          'mt-8 flex items-center justify-between gap-3 border-t border-line pt-6',
          'max-sm:sticky max-sm:bottom-0 max-sm:z-40 max-sm:-mx-4 max-sm:bg-void/95 max-sm:px-4 max-sm:pb-3',
          'max-sm:pt-3 max-sm:backdrop-blur-sm',
        )}
      >
        <Button variant="outline" onClick={() => navigate(step.back(draft), { state: BACK_STATE })}>
          Back
        </Button>
        {goNext ? (
          <Tooltip content={disabledReason} disabled={canContinue || !disabledReason}>
            <Button disabled={!canContinue} busy={continueBusy} onClick={goNext}>
              {continueLabel}
            </Button>
          </Tooltip>
        ) : null}
      </div>
    </PageShell>
  );
}
