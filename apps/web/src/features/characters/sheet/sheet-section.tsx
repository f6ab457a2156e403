import type { ReactNode } from 'react';

/** A term and its value, as the sheet lists them. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 border-b border-white/5 py-1 last:border-0 print:border-neutral-200">
      <dt className="text-ink-muted print:text-neutral-600">{term}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}
