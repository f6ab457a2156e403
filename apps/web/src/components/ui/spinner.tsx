import { cn } from '../../lib/cn.ts';

/** A spinning neon ring; decorative, so callers put the words beside it. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-5 animate-spin rounded-full border-2 border-neon-cyan/25 border-t-neon-cyan',
        className,
      )}
    />
  );
}
