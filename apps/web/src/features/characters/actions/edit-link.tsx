import type { Character } from '@edgeforge/contracts/api';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { characterEditPath } from '../../../lib/paths.ts';
import { characterName } from '../bio.ts';

/** "Edit": opens the saved character in the wizard, every answer in place. */
export function EditLink({
  character,
  ...props
}: { character: Pick<Character, 'id' | 'name_first' | 'name_last'> } & Omit<ButtonProps, 'asChild'>) {
  return (
    <Button asChild variant="outline" {...props}>
      <Link to={characterEditPath(character.id)} aria-label={`Edit ${characterName(character)}`}>
        Edit
      </Link>
    </Button>
  );
}
