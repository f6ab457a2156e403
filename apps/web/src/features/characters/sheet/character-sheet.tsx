import './print.css';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { getFashionStyle } from '@edgeforge/rules/fashion';
import { getRole } from '@edgeforge/rules/roles';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PageShell } from '../../../components/ui/page.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { characterQueryOptions } from '../api/characters.ts';
import { characterName } from '../bio.ts';
import { BioText } from '../bio-text.tsx';
import { downloadCharacterExport } from '../export-character.ts';
import { HouseRulesBadge } from '../house-rules-badge.tsx';
import { PortraitImage } from '../portrait-image.tsx';
import { PackageChoicesSection } from './choices-section.tsx';
import { CyberwareSection } from './cyberware-section.tsx';
import { EquipmentSection } from './equipment-section.tsx';
import { GearSection } from './gear-section.tsx';
import { methodName } from './labels.ts';
import { LifepathSection } from './lifepath-section.tsx';
import { SheetSection } from './sheet-section.tsx';
import {
  AttributesSection,
  DerivedStatsSection,
  RoleAbilitySection,
  SkillsSection,
} from './stats-sections.tsx';

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

  const character = query.data;
  const name = characterName(character);
  const role = getRole(character.role_id);
  const fashion = character.fashion_style
    ? (getFashionStyle(character.fashion_style)?.name ?? character.fashion_style)
    : null;
  return (
    <PageShell title={name} width="xl" className="print:max-w-none print:p-0">
      <article
        className="flex flex-col gap-4 print:gap-3 print:text-black"
        aria-label={`Character sheet of ${name}`}
      >
        <div className="flex flex-wrap justify-center gap-2 print:hidden">
          <BackToCharacters />
          <Button variant="outline" onClick={() => downloadCharacterExport(character)}>
            Export JSON
          </Button>
          <Button variant="outline" onClick={() => window.print()}>
            Print
          </Button>
        </div>
        <header className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
          <PortraitImage
            src={character.portrait_url}
            alt={`Portrait of ${name}`}
            className="size-40 shrink-0 border border-neon-cyan/50 object-cover print:size-32"
          />
          <div className="flex flex-col items-center gap-2 text-center sm:items-start sm:text-left">
            <p className="flex flex-wrap items-center gap-3 font-display text-xl uppercase tracking-wider text-neon-magenta print:text-black">
              {role?.name ?? character.role_id}
              {character.status === 'retired' && (
                <span className="border border-neon-yellow px-2 py-0.5 text-sm text-neon-yellow print:text-black">
                  Retired
                </span>
              )}
            </p>
            <HouseRulesBadge stats={character.character_stats} open />
            <dl className="flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm sm:justify-start">
              <div className="flex gap-1">
                <dt className="text-ink-muted print:text-neutral-600">Cultural Region:</dt>
                <dd>{character.nationality ?? 'Unknown'}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="text-ink-muted print:text-neutral-600">Fashion Style:</dt>
                <dd>{fashion ?? 'None'}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="text-ink-muted print:text-neutral-600">Method:</dt>
                <dd>{methodName(character.character_type)}</dd>
              </div>
              {character.character_stats.native_language ? (
                <div className="flex gap-1">
                  <dt className="text-ink-muted print:text-neutral-600">Native Language:</dt>
                  <dd>{character.character_stats.native_language}</dd>
                </div>
              ) : null}
            </dl>
            {character.short_bio && <p className="italic">{character.short_bio}</p>}
          </div>
        </header>
        <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2">
          <AttributesSection character={character} />
          <DerivedStatsSection character={character} />
          <RoleAbilitySection character={character} />
          <SkillsSection character={character} />
          <PackageChoicesSection character={character} />
          <EquipmentSection character={character} />
          <GearSection character={character} />
          <CyberwareSection character={character} />
          <LifepathSection character={character} />
          <SheetSection title="Biography" className="md:col-span-2 print:col-span-2">
            {character.bio ? <BioText bio={character.bio} /> : <p>{MESSAGES.noBio}</p>}
          </SheetSection>
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
