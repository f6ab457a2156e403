import type { ReactNode } from 'react';

/**
 * A titled block of a character's sheet (the full sheet, the play view); it never splits across printed
 * pages if it can help it.
 */
export function SheetSection({
  title,
  children,
  className = '',
  id,
}: {
  title: string;
  /** Where a link to this section lands (components/page-contents.tsx). */
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
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
