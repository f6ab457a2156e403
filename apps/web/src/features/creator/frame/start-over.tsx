import { House, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { cn } from '../../../lib/cn.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useDraft, useDraftActions, useDraftSaveStatus } from '../draft-context.tsx';

const STATUS_TEXT = {
  saved: 'Draft saved',
  pending: 'Draft saving...',
  saving: 'Draft saving...',
  failed: 'Draft not saved yet',
} as const;

/**
 * The draft's save status, a way back to the main menu, and the 'Start over' action, which deletes the
 * draft on purpose. An edit has no Start over: its way out is the editing bar's Discard changes.
 */
export function DraftBar() {
  const { editing } = useDraft();
  const { discard } = useDraftActions();
  const status = useDraftSaveStatus();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const startOver = async () => {
    setBusy(true);
    try {
      await discard();
      setOpen(false);
      navigate(PATHS.creation);
    } catch {
      toast({
        title: 'Error',
        description: 'The draft could not be cleared. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 font-mono text-sm">
      <span
        data-testid="draft-status"
        data-status={status}
        className={cn('whitespace-nowrap', status === 'failed' ? 'text-danger' : 'text-ink-muted')}
      >
        {STATUS_TEXT[status]}
      </span>
      <div className="flex items-center gap-1">
        <Button variant="ghost" size="sm" asChild>
          <Link to={PATHS.home}>
            <House aria-hidden="true" />
            Main Menu
          </Link>
        </Button>
        {editing ? null : (
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Start over?"
            description="This clears every answer of the character you are building, here and on every device."
            cancelLabel="Keep my answers"
            confirmLabel="Clear and start over"
            busy={busy}
            onConfirm={startOver}
            trigger={
              <Button variant="ghost" size="sm">
                <RotateCcw aria-hidden="true" />
                Start over
              </Button>
            }
          />
        )}
      </div>
    </div>
  );
}
