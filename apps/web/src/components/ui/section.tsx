import type { ReactNode } from 'react';
import { Panel } from './panel.tsx';

/** A titled panel of a settings screen: the title is the section's <h2> and names the region. */
export function Section({
  id,
  title,
  description,
  accent = 'cyan',
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  accent?: 'cyan' | 'magenta' | 'yellow';
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId}>
      <Panel accent={accent} className="grid gap-4">
        <div>
          <h2
            id={headingId}
            className="font-display text-lg font-bold uppercase tracking-wider text-neon-cyan"
          >
            {title}
          </h2>
          {description ? <p className="mt-1 text-ink-muted">{description}</p> : null}
        </div>
        {children}
      </Panel>
    </section>
  );
}
