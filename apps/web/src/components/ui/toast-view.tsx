import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

/** What a toast says (see toast() in toast.tsx, which owns the one visible toast). */
export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** The visible toast: its options and the id that tells a replacement from it. */
export interface ActiveToast extends ToastOptions {
  id: number;
}

/** The Radix viewport with the one active toast (see Toaster in toast.tsx). */
export function ToastView({
  active,
  duration,
  onClose,
}: {
  active: ActiveToast | null;
  duration: number;
  onClose: (id: number) => void;
}) {
  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="right">
      {active ? (
        <ToastPrimitive.Root
          key={active.id}
          defaultOpen
          onOpenChange={(open) => {
            if (!open) onClose(active.id);
          }}
          className={cn(
            'pointer-events-auto relative grid w-full gap-1 clip-corner-sm border bg-panel-raised py-3 pr-10 pl-4 touch:pr-12',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-full',
            active.variant === 'destructive'
              ? 'border-danger shadow-[0_0_18px_rgb(255_84_112/0.35)]'
              : 'border-neon-cyan/70 shadow-neon-cyan',
          )}
        >
          <ToastPrimitive.Title
            className={cn(
              'font-display text-sm font-bold uppercase tracking-wider',
              active.variant === 'destructive' ? 'text-danger' : 'text-neon-cyan',
            )}
          >
            {active.title}
          </ToastPrimitive.Title>
          {active.description ? (
            <ToastPrimitive.Description className="text-ink">{active.description}</ToastPrimitive.Description>
          ) : null}
          <ToastPrimitive.Close
            aria-label="Dismiss"
            className="absolute top-1 right-1 grid size-9 cursor-pointer place-items-center text-ink-muted hover:text-ink touch:size-11"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      {/*
        A toast never covers the page's heading nor the button the player needs next: on a phone it shows
        at the bottom, above the wizard's sticky Back / Continue bar when there is one; on a wider screen
        at the top right, beside the centred heading. The viewport's padding takes no taps.
      */}
      <ToastPrimitive.Viewport
        className={cn(
          'pointer-events-none fixed right-0 bottom-0 z-[110] flex w-full max-w-sm flex-col p-4',
          '[body:has([data-sticky-actions])_&]:max-sm:bottom-20 sm:top-0 sm:bottom-auto sm:max-w-xs',
        )}
      />
    </ToastPrimitive.Provider>
  );
}
