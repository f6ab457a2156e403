import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import type { PlayArea, PlayRunner } from './use-play-runner.ts';

/**
 * A play action: at least 48 px tall and wide whatever the pointer, with its own padding (no size of the
 * app's button) and a label that wraps instead of running out of a narrow button.
 */
export function PlayButton({ className, children, ...props }: Omit<ButtonProps, 'size'>) {
  return (
    <Button size={null} className={cn('min-h-12 min-w-12 px-2 py-1 text-xs', className)} {...props}>
      {typeof children === 'string' ? <span className="whitespace-normal">{children}</span> : children}
    </Button>
  );
}

/**
 * The outcome of the area's last action, in space kept for it so nothing moves when it shows: the rule's
 * line, or the refusal as the server worded it (with "Try again" when the answer never came).
 */
export function OutcomeLine({ area, runner }: { area: PlayArea; runner: PlayRunner }) {
  const outcome = runner.outcome?.area === area ? runner.outcome : null;
  const error = outcome?.tone === 'error' ? outcome : null;
  const retry = error?.retry;
  return (
    <div className="mt-3 min-h-12 text-sm">
      <p role="status" className="text-neon-green">
        {outcome?.tone === 'success' ? outcome.text : null}
      </p>
      <p role="alert" className={error ? 'border-l-2 border-danger pl-2 text-[#ffd3da]' : undefined}>
        {error?.text}
        {retry ? (
          <Button variant="link" className="ml-2 min-h-11" onClick={() => runner.send(area, retry)}>
            Try again
          </Button>
        ) : null}
      </p>
    </div>
  );
}
