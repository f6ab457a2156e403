import { type Draft, fullName } from '@edgeforge/contracts/draft';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PageShell } from '../../../components/ui/page.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { PATHS, sharedStepPath } from '../../../lib/paths.ts';
import { useDraftActions } from '../draft-context.tsx';

/** Whether the player's one draft holds something to lose: an edit, or a character begun. */
export function isDraftInProgress(draft: Draft): boolean {
  return draft.editing !== null || draft.characterType !== null || fullName(draft) !== '';
}

/**
 * Asked for a new character with a draft in progress (decision 044): the draft is offered to resume,
 * an edit on its summary, a character being built where the wizard starts, or dropped for a new one.
 * Neither is chosen for the player.
 */
export function StartChoice({ draft }: { draft: Draft }) {
  const { discard } = useDraftActions();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [busy, setBusy] = useState(false);
  const name = fullName(draft);
  const here = `${PATHS.creation}${search}`;

  const startNew = async () => {
    setBusy(true);
    try {
      await discard();
      navigate(here, { replace: true });
    } catch {
      toast({
        title: 'Error',
        description: 'The draft could not be cleared. Please try again.',
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  const resume = () => navigate(draft.editing ? sharedStepPath('summary') : here, { replace: true });
  return (
    <PageShell title="Create Character" width="md">
      <div className="grid grid-cols-1 justify-items-center gap-6 text-center">
        <p>
          {draft.editing
            ? `You were editing ${name || 'a saved character'} and have not saved the changes.`
            : `You have a character in progress${name ? `: ${name}` : ''}.`}{' '}
          Starting a new character drops it.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button variant="outline" onClick={resume} disabled={busy}>
            {draft.editing
              ? `Resume editing ${name || 'the character'}`
              : name
                ? `Resume ${name}`
                : 'Resume your character'}
          </Button>
          <Button onClick={startNew} busy={busy}>
            Start a new character
          </Button>
        </div>
      </div>
    </PageShell>
  );
}
