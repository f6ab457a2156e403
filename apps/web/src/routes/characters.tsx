import { PageShell } from '../components/ui/page.tsx';
import { CharacterList } from '../features/characters/list/character-list.tsx';

export default function CharactersRoute() {
  return (
    <PageShell title="Your Characters" width="xl">
      <CharacterList />
    </PageShell>
  );
}
