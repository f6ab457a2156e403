import { Suspense, startTransition, useEffect, useState } from 'react';
import { lazyScreen } from '../app/lazy-screen.ts';
import { PageShell } from '../components/ui/page.tsx';
import { LoadingCharacters } from '../features/characters/list/loading-characters.tsx';

/**
 * The list with what it reads through (TanStack Query, the summaries' schemas, the dialogs of its rows):
 * a chunk of its own, so the screen's title paints before that code has arrived (decision 030).
 */
const CharacterList = lazyScreen(
  () =>
    import('../features/characters/list/character-list.tsx').then(({ CharacterList }) => ({
      default: CharacterList,
    })),
  { queries: true },
);

export default function CharactersRoute() {
  // The list's code is asked for once the title is on screen, not beside it, and the list renders once
  // it is there (a list that suspended would be shown at best 300 ms later: lazy-screen.ts). A load
  // that failed renders the list anyway, which throws its error to the error boundary.
  const [listLoaded, setListLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    // In a transition: React renders the list (its provider, table and dialogs) in slices.
    const show = () => {
      if (mounted) startTransition(() => setListLoaded(true));
    };
    CharacterList.preload().then(show, show);
    return () => {
      mounted = false;
    };
  }, []);
  return (
    <PageShell title="Your Characters" width="xl">
      <Suspense fallback={<LoadingCharacters />}>
        {listLoaded ? <CharacterList /> : <LoadingCharacters />}
      </Suspense>
    </PageShell>
  );
}
