import { type Editing, fullName } from '@edgeforge/contracts/draft';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { characterPath } from '../../../lib/paths.ts';
import { useDraft, useDraftActions } from '../draft-context.tsx';

/**
 * Under the title of every screen while a saved character is edited: which character, and the way out
 * that drops the changes (after asking) and goes back to its sheet. The saved character is untouched:
 * the edit lives only in the draft (decision 021).
 */
export function EditingBar({ editing }: { editing: Editing }) {
  const draft = useDraft();
  const { clearAfterSave } = useDraftActions();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = fullName(draft) || 'a saved character';

  const discard = async () => {
    setBusy(true);
    try {
      // The same drop as after a save: the cached draft goes when the wizard is left, not before, so
      // no guard of the screen on show reacts to an empty draft on the way out.
      await clearAfterSave();
      setOpen(false);
      navigate(characterPath(editing.characterId));
    } catch {
      toast({
        title: 'Error',
        description: 'The changes could not be discarded. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      data-testid="editing-bar"
      className="mb-4 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border border-neon-cyan/50 bg-neon-cyan/5 px-4 py-2 text-center clip-corner-sm"
    >
      <p className="min-w-0 font-display text-sm font-bold uppercase tracking-widest text-neon-cyan [overflow-wrap:anywhere]">
        Editing {name}
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Discard your changes?"
        description={`Every change made since ${name} was opened for editing is dropped; the saved character stays as it was.`}
        cancelLabel="Keep editing"
        confirmLabel="Discard changes"
        busy={busy}
        onConfirm={discard}
        trigger={
          <Button variant="ghost" size="sm">
            <Undo2 aria-hidden="true" />
            Discard changes
          </Button>
        }
      />
    </div>
  );
}
