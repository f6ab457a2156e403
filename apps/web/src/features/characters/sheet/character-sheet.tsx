import './print.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PageShell } from '../../../components/ui/page.tsx';
import { SheetSection } from '../../../components/ui/sheet-section.tsx';
import { campaignPath, characterPlayPath, PATHS } from '../../../lib/paths.ts';
import { DuplicateButton } from '../actions/duplicate-button.tsx';
import { EditLink } from '../actions/edit-link.tsx';
import { ExportLinks } from '../actions/export-links.tsx';
import { characterQueryOptions } from '../api/characters.ts';
import { characterName } from '../bio.ts';
import { ShareLinkPanel } from '../share/share-link-panel.tsx';
import { SheetHeader, SheetSections } from './sheet-body.tsx';

/** The full character sheet of /character/{id}: everything saved, printable and exportable. */
export function CharacterSheet({ id }: { id: string }) {
  const query = useQuery(characterQueryOptions(id));

  if (query.isPending) {
    return (
      <PageShell title="Character File" busy>
        <p role="status" className="text-center text-ink-muted">
          Loading character...
        </p>
      </PageShell>
    );
  }
  if (query.isError) {
    return (
      <PageShell title="Character File">
        <div className="flex flex-col items-center gap-4">
          <p role="alert">This character could not be found.</p>
          <BackToCharacters />
        </div>
      </PageShell>
    );
  }

  const { character, access, campaign } = query.data;
  // Only the owner changes a character; the GM of its campaign reads it (decision 022).
  const isOwner = access === 'owner';
  const name = characterName(character);
  return (
    <PageShell title={name} width="xl" className="print:max-w-none print:p-0">
      <article
        className="flex flex-col gap-4 print:gap-3 print:text-black"
        aria-label={`Character sheet of ${name}`}
      >
        {!isOwner && campaign ? (
          <p
            role="note"
            className="border border-neon-yellow/60 bg-neon-yellow/10 p-3 text-center print:hidden"
          >
            You read this sheet as the GM of {campaign.name}. Only its player can change it.
          </p>
        ) : null}
        <div className="flex flex-wrap justify-center gap-2 print:hidden">
          {character.status === 'active' && (
            // At the table the play view is what a phone needs first: full width at the top there.
            <Button asChild size="lg" className="max-sm:w-full">
              <Link to={characterPlayPath(character.id)} aria-label={`Play ${name}`}>
                Play
              </Link>
            </Button>
          )}
          {isOwner || !campaign ? (
            <BackToCharacters />
          ) : (
            <Button asChild variant="outline">
              <Link to={campaignPath(campaign.id)}>Back to {campaign.name}</Link>
            </Button>
          )}
          {isOwner && character.status === 'active' && <EditLink character={character} />}
          {isOwner && <DuplicateButton character={character} />}
          <Button variant="outline" onClick={() => window.print()}>
            Print
          </Button>
        </div>
        <SheetHeader
          character={character}
          extra={
            campaign ? (
              <p className="text-sm">
                Campaign:{' '}
                <Link
                  to={campaignPath(campaign.id)}
                  className="font-semibold text-neon-cyan underline-offset-4 hover:underline"
                >
                  {campaign.name}
                </Link>
              </p>
            ) : null
          }
        />
        <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2">
          <SheetSections character={character} />
          {isOwner && (
            <SheetSection title="Export" className="md:col-span-2 print:hidden">
              <ExportLinks character={character} />
            </SheetSection>
          )}
          {isOwner && character.status === 'active' && (
            <ShareLinkPanel characterId={character.id} name={name} />
          )}
        </div>
      </article>
    </PageShell>
  );
}

function BackToCharacters() {
  return (
    <Button asChild variant="outline">
      <Link to={PATHS.characters}>Back to Characters</Link>
    </Button>
  );
}
