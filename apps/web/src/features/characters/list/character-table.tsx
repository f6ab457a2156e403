import type { CharacterSummary } from '@edgeforge/contracts/character-list';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { ROLE_NAMES } from '@edgeforge/rules/ids';
import { Link } from 'react-router';
import { PortraitImage } from '../../../components/portrait-image.tsx';
import { type StackedColumn, StackedTable } from '../../../components/stacked-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { characterPath, characterPlayPath } from '../../../lib/paths.ts';
import { DuplicateButton } from '../actions/duplicate-button.tsx';
import { EditLink } from '../actions/edit-link.tsx';
import { characterName } from '../bio.ts';
import { HouseRulesBadge } from '../house-rules-badge.tsx';

type CharacterTableProps = {
  characters: CharacterSummary[];
  onOpenPortrait: (character: CharacterSummary) => void;
  onReadMore: (character: CharacterSummary) => void;
  onRetire: (character: CharacterSummary) => void;
};

/** The original's table: Portrait, Name, Role, Bio, Actions; on a phone, one card per character. */
export function CharacterTable({ characters, onOpenPortrait, onReadMore, onRetire }: CharacterTableProps) {
  const columns: StackedColumn<CharacterSummary>[] = [
    {
      header: 'Portrait',
      bare: true,
      cardClassName: 'max-sm:row-span-2',
      cell: (character) => (
        <button
          type="button"
          className="block overflow-hidden rounded border border-neon-cyan/50"
          onClick={() => onOpenPortrait(character)}
          aria-label={`Enlarge the portrait of ${characterName(character)}`}
        >
          <PortraitImage src={character.portrait_url} alt="" sizes="56px" className="size-14 object-cover" />
        </button>
      ),
    },
    {
      header: 'Name',
      className: 'min-w-28 font-semibold',
      cell: (character) => (
        <>
          <span>{characterName(character)}</span>
          {character.campaign ? (
            <span className="block text-sm font-normal text-neon-magenta">
              Campaign: {character.campaign.name}
            </span>
          ) : null}
          <HouseRulesBadge stats={character.character_stats} />
        </>
      ),
    },
    {
      header: 'Role',
      cell: (character) => <span>{ROLE_NAMES[character.role_id]}</span>,
    },
    {
      header: 'Bio',
      className: 'min-w-52 max-w-md',
      cardClassName: 'max-sm:col-span-2 max-sm:max-w-none',
      cell: (character) => (
        <>
          <p className="line-clamp-2">{character.bio_preview ?? MESSAGES.noBio}</p>
          {character.has_bio && (
            <Button variant="link" onClick={() => onReadMore(character)}>
              Read More
            </Button>
          )}
        </>
      ),
    },
    {
      header: 'Actions',
      bare: true,
      cardClassName: 'max-sm:col-span-2',
      cell: (character) => {
        const name = characterName(character);
        return (
          <div className="flex flex-wrap gap-2 max-sm:gap-4">
            <Button asChild size="sm" variant="outline" className="max-sm:flex-1">
              <Link
                to={characterPath(character.id)}
                aria-label={`View ${name}`}
                data-character-id={character.id}
              >
                View
              </Link>
            </Button>
            <Button asChild size="sm" className="max-sm:flex-1">
              <Link to={characterPlayPath(character.id)} aria-label={`Play ${name}`}>
                Play
              </Link>
            </Button>
            <EditLink character={character} size="sm" className="max-sm:flex-1" />
            <DuplicateButton character={character} size="sm" className="max-sm:flex-1" />
            {/* Never the biggest button of a card: on a phone it keeps its own width, at the end. */}
            <Button
              size="sm"
              variant="destructive"
              className="max-sm:ml-auto"
              onClick={() => onRetire(character)}
              aria-label={`Retire ${name}`}
            >
              Retire
            </Button>
          </div>
        );
      },
    },
  ];
  return (
    <StackedTable
      columns={columns}
      rows={characters}
      rowKey={(character) => character.id}
      cardClassName="max-sm:grid-cols-[auto_1fr]"
    />
  );
}
