import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { type PlayArea, type PlayRunner, SERVER_DICE_OFFLINE } from './use-play-runner.ts';

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
 * line, that it waits for the connection, or the refusal as the server worded it.
 */
export function OutcomeLine({ area, runner }: { area: PlayArea; runner: PlayRunner }) {
  const outcome = runner.outcome?.area === area ? runner.outcome : null;
  const error = outcome?.tone === 'error' ? outcome : null;
  return (
    <div className="mt-3 min-h-12 text-sm">
      <p role="status" className="text-neon-green">
        {outcome?.tone === 'success' ? outcome.text : null}
      </p>
      <p role="alert" className={error ? 'border-l-2 border-danger pl-2 text-[#ffd3da]' : undefined}>
        {error?.text}
      </p>
    </div>
  );
}

/**
 * Why the buttons beside it are off: offline, the server cannot roll its dice (decision 049). Nothing
 * when it can; `id` names it for the buttons' `aria-describedby`.
 */
export function ServerDiceNote({ id, runner }: { id: string; runner: PlayRunner }) {
  if (!runner.serverDiceOff) return null;
  return (
    <p id={id} className="mb-2 border-l-2 border-neon-yellow pl-2 text-sm">
      {SERVER_DICE_OFFLINE}
    </p>
  );
}
