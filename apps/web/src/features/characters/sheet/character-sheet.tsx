import '../../../styles/print-page.css';
import './print.css';
import type { CharacterSheet as CharacterSheetAnswer } from '@edgeforge/contracts/api';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PageShell } from '../../../components/ui/page.tsx';
import { campaignPath, PATHS } from '../../../lib/paths.ts';
import { characterQueryOptions } from '../api/characters.ts';
import { characterName } from '../bio.ts';
import { AfterCreationSection } from '../shop/after-creation-section.tsx';
import { careerShopQuery } from '../shop/shop-api.ts';
import { SheetActions } from './sheet-actions.tsx';
import { SheetHeader, SheetSections } from './sheet-body.tsx';

/**
 * The full character sheet of /character/{id}: everything saved, printable and exportable. `lead` is
 * what the route puts between the sheet's actions and its header (the play view's vital block on a
 * phone, decision 052); `career` is what it puts under the header (the career's balances, decision 063).
 */
export function CharacterSheet({
  id,
  lead,
  career,
}: {
  id: string;
  lead?: (sheet: CharacterSheetAnswer) => ReactNode;
  career?: (sheet: CharacterSheetAnswer) => ReactNode;
}) {
  const query = useQuery(characterQueryOptions(id));
  // What the career bought since creation (the "Since creation" section reads the same query); a
  // retired character keeps the levels and possessions its career left, read-only.
  const shop = useQuery({ ...careerShopQuery(id), enabled: query.data !== undefined });

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
        <SheetActions sheet={query.data} />
        {lead?.(query.data)}
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
        {career?.(query.data)}
        <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2">
          <SheetSections character={character} layer={shop.data ?? null} />
          {character.status === 'active' ? <AfterCreationSection id={character.id} /> : null}
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
