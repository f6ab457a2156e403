import type { Draft } from '@edgeforge/contracts/draft';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { OpenForEdit } from '../features/characters/edit/open-for-edit.tsx';
import { draftQueryOptions, useReplaceDraftCache } from '../features/creator/api/draft.ts';
import { sharedStepPath } from '../lib/paths.ts';

/** A draft that holds a character being built, other than the one about to be edited. */
function isOtherCharacterInProgress(draft: Draft, id: string): boolean {
  if (draft.editing?.characterId === id) return false;
  return draft.editing !== null || draft.selectedRole !== null || draft.firstName.trim() !== '';
}

/**
 * "Edit" composes the characters feature (which opens the saved character into the draft) with the
 * creator's draft: the wizard then starts on its summary, from which Back reaches every screen.
 */
export default function EditCharacterRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const draft = useQuery({ ...draftQueryOptions(), staleTime: 0 });
  const replaceDraft = useReplaceDraftCache();
  const inProgress = draft.data ? isOtherCharacterInProgress(draft.data, id) : draft.isError ? false : null;
  return (
    <OpenForEdit
      id={id}
      otherDraftInProgress={inProgress}
      onOpened={async (opened) => {
        await replaceDraft(opened);
        navigate(sharedStepPath('summary'), { replace: true });
      }}
    />
  );
}
