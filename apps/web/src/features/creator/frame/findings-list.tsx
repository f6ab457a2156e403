import type { Finding } from '@edgeforge/rules/check/finding';
import type { CharacterType } from '@edgeforge/rules/ids';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { findingsByPhase, phasePath } from '../findings.ts';

/** One finding's message, its code kept for tests and the curious. */
function FindingItem({ finding }: { finding: Finding }) {
  return (
    <li data-code={finding.code} data-path={finding.path} className="flex gap-2">
      <TriangleAlert aria-hidden="true" className="mt-1 size-3.5 shrink-0 text-neon-yellow" />
      <span>{finding.message}</span>
    </li>
  );
}

const FRAME =
  'grid grid-cols-1 gap-2 border border-neon-yellow/60 bg-neon-yellow/5 p-4 text-sm clip-corner-sm';
const HEADING = 'font-display text-sm font-bold uppercase tracking-widest text-neon-yellow';

/**
 * What the screen on show breaks of the rules, as the player changes it: a live region, so the finding
 * of a hand-changed STAT is read out as it appears; nothing shows while the screen is by the book.
 */
export function ScreenFindings({ findings }: { findings: readonly Finding[] }) {
  return (
    <div role="status" data-testid="screen-findings">
      {findings.length > 0 ? (
        <section aria-label="Needs attention" className={cn(FRAME, 'mb-6')}>
          <h2 className={HEADING}>Needs attention</h2>
          <ul className="grid grid-cols-1 gap-1">
            {findings.map((finding, index) => (
              <FindingItem key={`${index} ${finding.code}`} finding={finding} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

interface AllFindingsProps {
  readonly findings: readonly Finding[];
  readonly method: CharacterType | null;
  readonly title: string;
  readonly children?: ReactNode;
  readonly className?: string;
  readonly ref?: Ref<HTMLElement>;
}

/**
 * Every finding of the character, grouped by the phase of the progress indicator, each group with a
 * link to the screen that mends it. The summary shows it above Save; focusable, so a refused save can
 * put the focus on it.
 */
export function AllFindings({ findings, method, title, children, className, ref }: AllFindingsProps) {
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={title}
      data-testid="all-findings"
      className={cn(FRAME, className)}
    >
      <h2 className={HEADING}>{title}</h2>
      {findingsByPhase(findings).map(([phase, own]) => (
        <div key={phase} className="grid grid-cols-1 gap-1">
          <h3 className="flex flex-wrap items-baseline gap-x-3 font-mono text-xs uppercase tracking-wider text-ink">
            {phase}
            <Link
              to={phasePath(phase, method)}
              className="normal-case text-neon-cyan underline underline-offset-4 touch:inline-flex touch:min-h-11 touch:items-center"
            >
              Go to {phase}
            </Link>
          </h3>
          <ul className="grid grid-cols-1 gap-1">
            {own.map((finding, index) => (
              <FindingItem key={`${index} ${finding.code}`} finding={finding} />
            ))}
          </ul>
        </div>
      ))}
      {children}
    </section>
  );
}
