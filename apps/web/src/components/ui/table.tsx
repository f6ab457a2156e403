import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A data table that scrolls sideways on narrow screens instead of overflowing the page (for one that
 * turns into cards on a phone, see components/stacked-table.tsx). `frameClassName` styles the frame.
 */
export function Table({
  className,
  frameClassName,
  ...props
}: ComponentProps<'table'> & { frameClassName?: string }) {
  return (
    <div className={cn('relative w-full overflow-x-auto border border-line bg-panel/80', frameClassName)}>
      <table className={cn('w-full border-collapse text-left', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('border-b border-neon-cyan/40 bg-neon-cyan/5', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        'border-b border-line transition-colors hover:bg-white/3 data-[state=selected]:bg-neon-cyan/10',
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'h-11 px-3 align-middle font-mono text-sm font-normal uppercase tracking-wider text-neon-cyan',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  // No align class here: cells are middle-aligned by default, and a caller's align-top then wins.
  return <td className={cn('px-3 py-2.5', className)} {...props} />;
}
