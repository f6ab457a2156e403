import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, useRef } from 'react';
import { cn } from '../../lib/cn.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

/**
 * The dialog box with its dimmed backdrop and a close button in the corner. Closing it gives the focus
 * back to the control that opened it, with or without a DialogTrigger.
 */
export function DialogContent({
  className,
  children,
  hideClose = false,
  size = 'md',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { hideClose?: boolean; size?: 'md' | 'wide' }) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-void/80 backdrop-blur-sm" />
      <DialogPrimitive.Content
        onOpenAutoFocus={(event) => {
          // Radix moves the focus in only after this handler: the focused element is still the opener.
          const active = document.activeElement;
          if (active instanceof HTMLElement && !(event.currentTarget as Node).contains(active)) {
            opener.current = active;
          }
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          // Radix refocuses a DialogTrigger only; a dialog opened from state (Read More, a card's full
          // image) has none, and the focus would drop to the page. A removed opener is the caller's case.
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)]',
          size === 'wide' ? 'max-w-2xl' : 'max-w-lg',
          '-translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto clip-corner',
          'border border-neon-cyan/50 bg-panel p-6 shadow-neon-cyan',
          className,
        )}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            className="absolute top-2 right-2 grid size-10 cursor-pointer place-items-center text-ink-muted transition-colors hover:text-neon-cyan touch:size-11"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-10', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('font-display text-lg font-bold uppercase tracking-wider text-neon-cyan', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-ink-muted', className)} {...props} />;
}
