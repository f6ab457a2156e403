import type { ReactNode } from 'react';

/** A titled block of the character sheet; it never splits across printed pages if it can help it. */
export function SheetSection({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={`rounded-lg border border-line bg-panel/80 p-4 break-inside-avoid print:border-neutral-400 print:bg-white ${className}`}
    >
      <h2 className="mb-3 font-display text-sm tracking-widest text-neon-magenta uppercase print:text-black">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A term and its value, as the sheet lists them. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 border-b border-white/5 py-1 last:border-0 print:border-neutral-200">
      <dt className="text-ink-muted print:text-neutral-600">{term}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}
