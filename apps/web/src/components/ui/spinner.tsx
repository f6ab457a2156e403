import { cn } from '../../lib/cn.ts';

/**
 * A neon ring for a wait; decorative, so callers put the words beside it. It starts turning after a
 * second (`animate-wait-spin`), and never for a player who asked for reduced motion.
 */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-5 motion-safe:animate-wait-spin rounded-full border-2 border-neon-cyan/25 border-t-neon-cyan',
        className,
      )}
    />
  );
}
