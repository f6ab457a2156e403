import { cn } from '../../../lib/cn.ts';
import { PHASES, type Phase, phaseIndex } from '../wizard-step.ts';

const STATE_TEXT = { done: 'Done: ', current: 'Current: ', todo: 'To do: ' } as const;

/** Where the player is in the flow: the eight phases, the current one marked (aria-current="step"). */
export function StepIndicator({ phase }: { phase: Phase }) {
  const current = phaseIndex(phase);
  return (
    <nav aria-label="Creation progress" className="mb-6">
      <p className="mb-2 text-center font-mono text-sm text-ink-muted sm:hidden">
        Step {current + 1} of {PHASES.length}: <span className="text-neon-cyan">{phase}</span>
      </p>
      <ol className="flex gap-1 sm:gap-2">
        {PHASES.map((name, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={name}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex min-w-0 flex-1 flex-col items-center gap-1"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'h-1.5 w-full',
                  state === 'done' && 'bg-neon-cyan/70',
                  state === 'current' && 'bg-neon-magenta shadow-neon-magenta',
                  state === 'todo' && 'bg-line',
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
                )}
              >
                <span className="sr-only">{STATE_TEXT[state]}</span>
                {name}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
