import type { CharacterSummary } from '@edgeforge/contracts/character-list';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { NEW_CHARACTER_STATE, PATHS } from '../../../lib/paths.ts';
import { charactersOf, charactersQueryOptions, useRetireCharacter } from '../api/characters.ts';
import { characterName } from '../bio.ts';
import { BioDialog } from './bio-dialog.tsx';
import { CharacterTable } from './character-table.tsx';
import { ImportCharacter } from './import-character.tsx';
import { LoadingCharacters } from './loading-characters.tsx';
import { PortraitDialog } from './portrait-dialog.tsx';

/** The /characters screen body: the player's active characters and what they can do with them. */
export function CharacterList() {
  const query = useInfiniteQuery(charactersQueryOptions());
  const retire = useRetireCharacter();
  const [portraitOf, setPortraitOf] = useState<CharacterSummary | null>(null);
  const [bioOf, setBioOf] = useState<CharacterSummary | null>(null);
  const [retiring, setRetiring] = useState<CharacterSummary | null>(null);
  // After a retirement: the row that went and the one whose View link takes the focus (null: none left).
  const [refocus, setRefocus] = useState<{ gone: string; next: string | null } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const characters = useMemo(() => charactersOf(query.data), [query.data]);
  // The rows replace the loading line in a deferred render, which React renders in slices rather than
  // as one long task when the first page arrives (the list's heaviest render).
  const isPending = useDeferredValue(query.isPending);
  // After "Load more": how many rows there were, so the focus can go to the first new one.
  const [loadedFrom, setLoadedFrom] = useState<number | null>(null);

  // One toast per failed load, not one per render.
  useEffect(() => {
    if (query.errorUpdatedAt === 0) return;
    toast({
      title: MESSAGES.listLoadFailedTitle,
      description: MESSAGES.listLoadFailed,
      variant: 'destructive',
    });
  }, [query.errorUpdatedAt]);

  // The retired row's buttons are gone with it: the focus goes to the next character (or the one
  // before), or to Create Character when none is left, once the refreshed list shows.
  useEffect(() => {
    if (!refocus || characters.some((character) => character.id === refocus.gone)) return;
    setRefocus(null);
    const target = refocus.next
      ? box.current?.querySelector<HTMLElement>(`[data-character-id="${refocus.next}"]`)
      : box.current?.querySelector<HTMLElement>('[data-empty-action]');
    target?.focus();
  }, [refocus, characters]);

  // The new page's first character takes the focus (its View link), so a keyboard player goes on
  // where the list grew; if the page brought none, the focus stays on the button.
  useEffect(() => {
    if (loadedFrom === null || characters.length <= loadedFrom) return;
    setLoadedFrom(null);
    const first = characters[loadedFrom];
    box.current?.querySelector<HTMLElement>(`[data-character-id="${first?.id}"]`)?.focus();
  }, [loadedFrom, characters]);

  function loadMore() {
    if (query.isFetchingNextPage) return;
    const before = characters.length;
    void query.fetchNextPage().then((result) => {
      if (!result.isError && charactersOf(result.data).length > before) setLoadedFrom(before);
    });
  }

  function confirmRetire() {
    const character = retiring;
    if (!character || retire.isPending) return;
    const index = characters.findIndex((candidate) => candidate.id === character.id);
    const next = characters[index + 1] ?? characters[index - 1] ?? null;
    retire.mutate(character.id, {
      onSuccess: () => {
        toast({ title: MESSAGES.retireSuccessTitle, description: MESSAGES.retireSuccess });
        setRefocus({ gone: character.id, next: next?.id ?? null });
      },
      onError: () => toast({ title: MESSAGES.retireFailed, variant: 'destructive' }),
      onSettled: () => setRetiring(null),
    });
  }

  return (
    <div ref={box} className="flex flex-col gap-6">
      {isPending ? (
        <LoadingCharacters />
      ) : characters.length === 0 ? (
        <div className="flex flex-col items-center gap-4 py-10 text-center">
          <p>{MESSAGES.noCharacters}</p>
          <Button asChild>
            <Link to={PATHS.creation} state={NEW_CHARACTER_STATE} data-empty-action>
              Create Character
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <CharacterTable
            characters={characters}
            onOpenPortrait={setPortraitOf}
            onReadMore={setBioOf}
            onRetire={setRetiring}
          />
          {query.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center max-sm:w-full"
              busy={query.isFetchingNextPage}
              onClick={loadMore}
            >
              {query.isFetchingNextPage ? 'Loading more...' : 'Load more'}
            </Button>
          ) : null}
        </>
      )}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Button asChild variant="outline">
          <Link to={PATHS.home}>Back to Main Menu</Link>
        </Button>
        <ImportCharacter />
      </div>
      <PortraitDialog
        character={portraitOf}
        onOpenChange={(open) => !open && setPortraitOf(null)}
        title={portraitOf ? characterName(portraitOf) : ''}
      />
      <BioDialog character={bioOf} onOpenChange={(open) => !open && setBioOf(null)} />
      <ConfirmDialog
        open={retiring !== null}
        onOpenChange={(open) => !open && setRetiring(null)}
        title={retiring ? `Retire ${characterName(retiring)}?` : ''}
        description="A retired character leaves this list for good. Its sheet stays readable at its own address."
        cancelLabel="Cancel"
        confirmLabel="Retire"
        busy={retire.isPending}
        onConfirm={confirmRetire}
      />
    </div>
  );
}
