import { useQuery } from '@tanstack/react-query';
import { PageShell } from '../../../components/ui/page.tsx';
import { sharedCharacterQueryOptions } from '../api/share-links.ts';
import { characterName } from '../bio.ts';
import { SheetHeader, SheetSections } from '../sheet/sheet-body.tsx';

/** Search engines are told to leave a shared sheet alone (the server says so in its headers too). */
function NoIndex() {
  return <meta name="robots" content="noindex, nofollow" />;
}

/**
 * The sheet a share link opens, for anyone holding it, signed in or not: the same sections as the
 * owner's sheet, the character as it is now (the levels and possessions its career added since
 * creation), and none of the owner's controls (no edit, retire, export or share) nor its money.
 */
export function SharedSheet({ token }: { token: string }) {
  const query = useQuery(sharedCharacterQueryOptions(token));
  if (query.isPending) {
    return (
      <PageShell title="Shared Character" busy>
        <NoIndex />
        <p role="status" className="text-center text-ink-muted">
          Loading character...
        </p>
      </PageShell>
    );
  }
  if (query.isError) {
    return (
      <PageShell title="Shared Character">
        <NoIndex />
        <p role="alert" className="text-center">
          This shared character does not exist or is no longer shared.
        </p>
      </PageShell>
    );
  }
  const { character, sinceCreation } = query.data;
  const name = characterName(character);
  return (
    <PageShell title={name} subtitle="Shared character sheet, read-only" width="xl">
      <NoIndex />
      <article className="flex flex-col gap-4" aria-label={`Character sheet of ${name}`}>
        <SheetHeader character={character} />
        <div className="grid gap-4 md:grid-cols-2">
          <SheetSections character={character} layer={sinceCreation} />
        </div>
      </article>
    </PageShell>
  );
}
