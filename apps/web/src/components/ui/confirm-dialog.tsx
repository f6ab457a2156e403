import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  readonly description: ReactNode;
  /** The button that does it ('Retire', 'Clear and start over'). */
  readonly confirmLabel: string;
  /** The button that backs out; it has the focus when the dialog opens. */
  readonly cancelLabel: string;
  readonly onConfirm: () => void;
  /** While the action runs: the confirm button says so and keeps the focus; the dialog stays open. */
  readonly busy?: boolean;
  /** The button that opens the dialog, when it is not opened from state. */
  readonly trigger?: ReactNode;
  /**
   * Called when the dialog closes, before the focus goes back to its opener. Call preventDefault() to
   * put the focus elsewhere, e.g. when the action removed the opener.
   */
  readonly onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Asks before a destructive action. It is an alert dialog: the safe choice has the focus, Escape backs
 * out, and a tap outside does not count as an answer.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
  trigger,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        role="alertdialog"
        hideClose
        onPointerDownOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} aria-disabled={busy || undefined}>
            {cancelLabel}
          </Button>
          <Button variant="destructive" busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
