import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { PHASES, type Phase, type PhaseProgress, phaseIndex } from '../flow/wizard-step.ts';

const STATE_TEXT = { done: 'Done: ', current: 'Current: ', todo: 'To do: ' } as const;

/** ' 3/9' after the phase's name, read out as 'screen 3 of 9'; nothing for a one-screen phase. */
function SubStep({ progress }: { progress: PhaseProgress }) {
  if (progress.total < 2) return null;
  return (
    <>
      <span aria-hidden="true">
        {' '}
        {progress.index}/{progress.total}
      </span>
      <span className="sr-only">
        , screen {progress.index} of {progress.total}
      </span>
    </>
  );
}

/** The "needs attention" mark of a phase with findings: an icon, and words for screen readers. */
function AttentionMark() {
  return (
    <span data-testid="needs-attention" className="inline-flex items-center text-neon-yellow">
      <TriangleAlert aria-hidden="true" className="ml-1 inline size-3.5 shrink-0" />
      <span className="sr-only">, needs attention</span>
    </span>
  );
}

interface StepIndicatorProps {
  readonly phase: Phase;
  readonly progress: PhaseProgress;
  /** Phases whose screens hold a rules finding: each gets a "needs attention" mark. */
  readonly attention?: ReadonlySet<Phase>;
  /**
   * The phases the player may open from the bar, each with the screen it opens: every phase while a
   * saved character is edited, the phases already visited while one is created. The current phase is
   * never a link; a phase without one is not reached yet, and says so.
   */
  readonly links?: Partial<Readonly<Record<Phase, string>>>;
}

/** One phase of the bar: a link to its screen when it opens, its bar and name either way. */
function PhaseCell({ to, children }: { to: string | undefined; children: ReactNode }) {
  // A phone shows only the bars: each column is a finger's height, links or not, so the bars line up.
  const cell =
    'flex w-full min-w-0 flex-col items-center gap-1 touch:min-h-11 max-sm:min-h-11 max-sm:justify-center';
  if (!to) return <div className={cell}>{children}</div>;
  return (
    <Link
      to={to}
      className={cn(
        cell,
        'group',
        'outline-none focus-visible:ring-2 focus-visible:ring-neon-cyan focus-visible:ring-offset-2 focus-visible:ring-offset-void',
      )}
    >
      {children}
    </Link>
  );
}

/**
 * Where the player is in the flow: the eight phases, the current one marked (aria-current="step") with
 * the screen's place inside it (Background 3/9), and a "needs attention" mark on each phase whose
 * screens break a rule.
 */
export function StepIndicator({ phase, progress, attention = new Set(), links = {} }: StepIndicatorProps) {
  const current = phaseIndex(phase);
  const needing = PHASES.filter((name) => attention.has(name));
  return (
    <nav aria-label="Creation progress" className="mb-6">
      <p className="mb-2 text-center font-mono text-sm text-ink-muted sm:hidden">
        Step {current + 1} of {PHASES.length}:{' '}
        <span className="text-neon-cyan">
          {phase}
          <SubStep progress={progress} />
        </span>
        {needing.length > 0 ? (
          <span className="block text-neon-yellow">
            <TriangleAlert aria-hidden="true" className="mr-1 inline size-3.5" />
            Needs attention: {needing.join(', ')}
          </span>
        ) : null}
      </p>
      <ol className="flex gap-1 sm:gap-2">
        {PHASES.map((name, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          const to = state === 'current' ? undefined : links[name];
          return (
            <li
              key={name}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex min-w-0 flex-1 flex-col items-center"
            >
              <PhaseCell to={to}>
                <span
                  aria-hidden="true"
                  className={cn(
                    'h-1.5 w-full',
                    state === 'current'
                      ? 'bg-neon-magenta shadow-neon-magenta'
                      : attention.has(name)
                        ? 'bg-neon-yellow'
                        : state === 'done'
                          ? 'bg-neon-cyan/70'
                          : 'bg-line',
                    to ? 'group-hover:bg-neon-cyan' : null,
                  )}
                />
                <span
                  className={cn(
                    'sr-only truncate font-mono text-xs uppercase tracking-wider sm:not-sr-only',
                    state === 'current'
                      ? 'text-neon-magenta'
                      : state === 'done'
                        ? 'text-ink'
                        : 'text-ink-muted',
                    to ? 'underline-offset-4 group-hover:text-neon-cyan group-hover:underline' : null,
                  )}
                >
                  <span className="sr-only">{STATE_TEXT[state]}</span>
                  {name}
                  {state === 'current' ? <SubStep progress={progress} /> : null}
                  {attention.has(name) ? <AttentionMark /> : null}
                  {state === 'todo' && !to ? <span className="sr-only">, not reached yet</span> : null}
                </span>
              </PhaseCell>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
