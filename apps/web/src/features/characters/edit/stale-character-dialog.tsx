import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { characterEditPath } from '../../../lib/paths.ts';
import { STALE_MESSAGE } from '../api/character-actions.ts';

/**
 * Shown when Save finds the character changed since it was opened (409 STALE_CHARACTER): nothing was
 * overwritten, and the player may reload the latest version into the creator (losing these changes)
 * or stay, to note them before reloading.
 */
export function StaleCharacterDialog({
  characterId,
  open,
  onStay,
}: {
  characterId: string;
  open: boolean;
  onStay: () => void;
}) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onStay()}
      title="This character changed somewhere else"
      description={STALE_MESSAGE}
      cancelLabel="Stay here"
      confirmLabel="Reload the latest version"
      onConfirm={() => navigate(characterEditPath(characterId))}
    />
  );
}
