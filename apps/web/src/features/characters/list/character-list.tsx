import type { CharacterListItem } from '@edgeforge/contracts/api';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { charactersQueryOptions, useRetireCharacter } from '../api/characters.ts';
import { characterName } from '../bio.ts';
import { BioDialog } from './bio-dialog.tsx';
import { CharacterTable } from './character-table.tsx';
import { PortraitDialog } from './portrait-dialog.tsx';

/** The /characters screen body: the player's active characters and what they can do with them. */
export function CharacterList() {
  const query = useQuery(charactersQueryOptions());
  const retire = useRetireCharacter();
  const [portraitOf, setPortraitOf] = useState<CharacterListItem | null>(null);
  const [bioOf, setBioOf] = useState<CharacterListItem | null>(null);

  // One toast per failed load, not one per render.
  useEffect(() => {
    if (query.errorUpdatedAt === 0) return;
    toast({
      title: MESSAGES.listLoadFailedTitle,
      description: MESSAGES.listLoadFailed,
      variant: 'destructive',
    });
  }, [query.errorUpdatedAt]);

  function onRetire(character: CharacterListItem) {
    retire.mutate(character.id, {
      onSuccess: () => toast({ title: MESSAGES.retireSuccessTitle, description: MESSAGES.retireSuccess }),
      onError: () => toast({ title: MESSAGES.retireFailed, variant: 'destructive' }),
    });
  }

  const characters = query.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      {query.isPending ? (
        <p role="status" className="text-center text-neon-cyan">
          {MESSAGES.loadingCharacters}
        </p>
      ) : characters.length === 0 ? (
        <div className="flex flex-col items-center gap-4 py-10 text-center">
          <p>{MESSAGES.noCharacters}</p>
          <Button asChild>
            <Link to={PATHS.creation}>Create Character</Link>
          </Button>
        </div>
      ) : (
        <CharacterTable
          characters={characters}
          retiringId={retire.isPending ? retire.variables : undefined}
          onOpenPortrait={setPortraitOf}
          onReadMore={setBioOf}
          onRetire={onRetire}
        />
      )}
      <div>
        <Button asChild variant="outline">
          <Link to={PATHS.home}>Back to Main Menu</Link>
        </Button>
      </div>
      <PortraitDialog
        character={portraitOf}
        onOpenChange={(open) => !open && setPortraitOf(null)}
        title={portraitOf ? characterName(portraitOf) : ''}
      />
      <BioDialog character={bioOf} onOpenChange={(open) => !open && setBioOf(null)} />
    </div>
  );
}
