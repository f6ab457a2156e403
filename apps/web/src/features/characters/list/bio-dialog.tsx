import type { CharacterListItem } from '@edgeforge/contracts/api';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { characterName } from '../bio.ts';
import { BioText } from '../bio-text.tsx';

type BioDialogProps = { character: CharacterListItem | null; onOpenChange: (open: boolean) => void };

/** 'Read More': the full bio under the character's name and the subtitle 'Character Biography'. */
export function BioDialog({ character, onOpenChange }: BioDialogProps) {
  return (
    <Dialog open={character !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{character ? characterName(character) : ''}</DialogTitle>
          <DialogDescription>Character Biography</DialogDescription>
        </DialogHeader>
        <BioText bio={character?.bio ?? null} />
      </DialogContent>
    </Dialog>
  );
}
