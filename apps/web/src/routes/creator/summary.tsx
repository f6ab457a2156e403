import type { Editing } from '@edgeforge/contracts/draft';
import { useQuery } from '@tanstack/react-query';
import { PageShell } from '../../components/ui/page.tsx';
import { isStaleCharacter, useUpdateCharacter } from '../../features/characters/api/character-actions.ts';
import { characterQueryOptions, useSaveCharacter } from '../../features/characters/api/characters.ts';
import { StaleCharacterDialog } from '../../features/characters/edit/stale-character-dialog.tsx';
import { useDraft } from '../../features/creator/draft-context.tsx';
import { SummaryStep } from '../../features/creator/summary/summary-step.tsx';

/**
 * The summary composes the wizard's last screen with the characters feature's save, or, for a saved
 * character opened for editing, its update (with the bio and portrait it keeps, and the stale answer).
 */
export default function SummaryRoute() {
  const { editing } = useDraft();
  return editing ? <EditSummary editing={editing} /> : <NewSummary />;
}

function NewSummary() {
  return <SummaryStep save={useSaveCharacter()} />;
}

function EditSummary({ editing }: { editing: Editing }) {
  const update = useUpdateCharacter(editing);
  const saved = useQuery(characterQueryOptions(editing.characterId));
  if (saved.isPending) {
    return (
      <PageShell title="CHARACTER SUMMARY" busy>
        <p role="status" className="text-center text-ink-muted">
          Loading character...
        </p>
      </PageShell>
    );
  }
  const kept = {
    bio: saved.data?.character.bio ?? null,
    shortBio: saved.data?.character.short_bio ?? null,
    bioEngine: saved.data?.character.bio_engine ?? null,
    portraitUrl: saved.data?.character.portrait_url ?? null,
    name: {
      firstName: saved.data?.character.name_first ?? '',
      lastName: saved.data?.character.name_last ?? '',
    },
  };
  return (
    <>
      <SummaryStep save={update} kept={kept} />
      <StaleCharacterDialog
        characterId={editing.characterId}
        open={isStaleCharacter(update.error)}
        onStay={() => update.reset()}
      />
    </>
  );
}
