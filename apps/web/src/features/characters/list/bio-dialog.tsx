import type { CharacterSummary } from '@edgeforge/contracts/character-list';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { characterBioQueryOptions } from '../api/characters.ts';
import { characterName } from '../bio.ts';
import { BioText } from '../bio-text.tsx';

type BioDialogProps = { character: CharacterSummary | null; onOpenChange: (open: boolean) => void };

/**
 * 'Read More': the full bio under the character's name and the subtitle 'Character Biography'. The list
 * holds only a preview, so the bio is fetched when the dialog opens (decision 023) and kept in the cache.
 */
export function BioDialog({ character, onOpenChange }: BioDialogProps) {
  return (
    <Dialog open={character !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{character ? characterName(character) : ''}</DialogTitle>
          <DialogDescription>Character Biography</DialogDescription>
        </DialogHeader>
        {character ? <FullBio id={character.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FullBio({ id }: { id: string }) {
  const bio = useQuery(characterBioQueryOptions(id));
  if (bio.isPending) {
    return (
      <p role="status" className="text-neon-cyan">
        Loading biography...
      </p>
    );
  }
  if (bio.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p>Could not load the biography. Please try again.</p>
        <Button variant="outline" size="sm" busy={bio.isFetching} onClick={() => void bio.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <BioText bio={bio.data} />;
}
