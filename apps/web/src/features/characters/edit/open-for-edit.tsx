import type { Draft } from '@edgeforge/contracts/draft';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageShell } from '../../../components/ui/page.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { characterPath, PATHS } from '../../../lib/paths.ts';
import { openCharacterForEdit } from '../api/character-actions.ts';

interface OpenForEditProps {
  readonly id: string;
  /** Whether the player is building another character the edit would replace; null while it loads. */
  readonly otherDraftInProgress: boolean | null;
  /** Called with the draft the server stored; the route takes the player into the wizard with it. */
  readonly onOpened: (draft: Draft) => void | Promise<void>;
}

/**
 * Opens a saved character in the wizard: the server writes it into the player's draft. A character in
 * progress would be replaced, so the player is asked first; a character that cannot be edited (retired,
 * or not the player's) says so.
 */
export function OpenForEdit({ id, otherDraftInProgress, onOpened }: OpenForEditProps) {
  const navigate = useNavigate();
  const open = useMutation({ mutationFn: () => openCharacterForEdit(id), onSuccess: onOpened });
  const started = useRef(false);

  useEffect(() => {
    // Once: StrictMode runs effects twice in development.
    if (otherDraftInProgress !== false || started.current) return;
    started.current = true;
    open.mutate();
  });

  if (open.isError) {
    const notFound = open.error instanceof ApiError && open.error.code === 'NOT_FOUND';
    return (
      <PageShell title="Edit Character">
        <div className="flex flex-col items-center gap-4 text-center">
          <p role="alert">
            {notFound
              ? 'This character cannot be edited: it is retired, or it is not yours.'
              : 'The character could not be opened. Please try again.'}
          </p>
          <Button asChild variant="outline">
            <Link to={PATHS.characters}>Back to Characters</Link>
          </Button>
        </div>
      </PageShell>
    );
  }
  return (
    <PageShell title="Edit Character" busy={!otherDraftInProgress}>
      <p role="status" className="text-center text-ink-muted">
        {otherDraftInProgress
          ? 'You are building another character.'
          : 'Opening the character in the creator...'}
      </p>
      <ConfirmDialog
        open={otherDraftInProgress === true && !open.isPending && !open.isSuccess}
        onOpenChange={(next) => !next && navigate(characterPath(id))}
        title="Replace the character you are building?"
        description="Editing opens this character in the creator in place of the one you have not saved yet, which is then lost."
        cancelLabel="Keep building"
        confirmLabel="Edit this character"
        busy={open.isPending}
        onConfirm={() => open.mutate()}
      />
    </PageShell>
  );
}
