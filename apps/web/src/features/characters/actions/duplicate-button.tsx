import type { Character } from '@edgeforge/contracts/api';
import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { characterPath } from '../../../lib/paths.ts';
import { useDuplicateCharacter } from '../api/character-actions.ts';
import { characterName } from '../bio.ts';

/** "Duplicate": makes an independent copy named "<name> (copy)" and opens its sheet. */
export function DuplicateButton({
  character,
  ...props
}: { character: Pick<Character, 'id' | 'name_first' | 'name_last'> } & Omit<ButtonProps, 'onClick'>) {
  const duplicate = useDuplicateCharacter();
  const navigate = useNavigate();
  const name = characterName(character);
  return (
    <Button
      variant="outline"
      aria-label={`Duplicate ${name}`}
      busy={duplicate.isPending}
      onClick={() =>
        duplicate.mutate(character.id, {
          onSuccess: (copy) => {
            toast({ title: 'Duplicated', description: `${characterName(copy)} is a copy of ${name}.` });
            navigate(characterPath(copy.id));
          },
          onError: () =>
            toast({ title: 'Could not duplicate the character. Please try again.', variant: 'destructive' }),
        })
      }
      {...props}
    >
      Duplicate
    </Button>
  );
}
