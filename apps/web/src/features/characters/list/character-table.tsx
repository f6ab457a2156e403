import type { CharacterListItem } from '@edgeforge/contracts/api';
import { getRole } from '@edgeforge/rules/roles';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { characterPath } from '../../../lib/paths.ts';
import { bioPreview, characterName, hasBio } from '../bio.ts';
import { PortraitImage } from '../portrait-image.tsx';

type CharacterTableProps = {
  characters: CharacterListItem[];
  retiringId: string | undefined;
  onOpenPortrait: (character: CharacterListItem) => void;
  onReadMore: (character: CharacterListItem) => void;
  onRetire: (character: CharacterListItem) => void;
};

/** The spec's table: Portrait, Name, Role, Bio, Actions. */
export function CharacterTable({
  characters,
  retiringId,
  onOpenPortrait,
  onReadMore,
  onRetire,
}: CharacterTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Portrait</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Bio</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {characters.map((character) => {
          const name = characterName(character);
          return (
            <TableRow key={character.id}>
              <TableCell>
                <button
                  type="button"
                  className="block overflow-hidden rounded border border-neon-cyan/50 focus-visible:outline-2 focus-visible:outline-neon-yellow"
                  onClick={() => onOpenPortrait(character)}
                  aria-label={`Enlarge the portrait of ${name}`}
                >
                  <PortraitImage src={character.portrait_url} alt="" className="size-14 object-cover" />
                </button>
              </TableCell>
              <TableCell className="min-w-28 font-semibold">{name}</TableCell>
              <TableCell>{getRole(character.role_id)?.name ?? character.role_id}</TableCell>
              <TableCell className="min-w-52 max-w-md">
                <p className="line-clamp-2">{bioPreview(character)}</p>
                {hasBio(character) && (
                  <Button variant="link" onClick={() => onReadMore(character)}>
                    Read More
                  </Button>
                )}
              </TableCell>
              <TableCell>
                <div className="flex flex-wrap gap-2">
                  <Button asChild size="sm" variant="outline">
                    <Link to={characterPath(character.id)} aria-label={`View ${name}`}>
                      View
                    </Link>
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    disabled={retiringId === character.id}
                    onClick={() => onRetire(character)}
                    aria-label={`Retire ${name}`}
                  >
                    Retire
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
