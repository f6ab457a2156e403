import type { CharacterSummary } from '@edgeforge/contracts/character-list';
import { PortraitImage } from '../../../components/portrait-image.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';

type PortraitDialogProps = {
  character: CharacterSummary | null;
  title: string;
  onOpenChange: (open: boolean) => void;
};

/** The enlarged portrait preview opened from the list's Portrait column. */
export function PortraitDialog({ character, title, onOpenChange }: PortraitDialogProps) {
  return (
    <Dialog open={character !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="sr-only">Portrait preview</DialogDescription>
        {character && (
          <PortraitImage
            src={character.portrait_url}
            alt={`Portrait of ${title}`}
            className="mx-auto max-h-[70vh] w-full rounded object-contain"
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
