import { MESSAGES } from '@edgeforge/contracts/messages';
import { getFashionStyle } from '@edgeforge/rules/fashion';
import { getRole } from '@edgeforge/rules/roles';
import { useQuery } from '@tanstack/react-query';
import { PortraitImage } from '../../../components/portrait-image.tsx';
import { PageShell } from '../../../components/ui/page.tsx';
import { sharedCharacterQueryOptions } from '../api/share-links.ts';
import { characterName } from '../bio.ts';
import { BioText } from '../bio-text.tsx';
import { CyberwareSection } from '../sheet/cyberware-section.tsx';
import { EquipmentSection } from '../sheet/equipment-section.tsx';
import { GearSection } from '../sheet/gear-section.tsx';
import { LifepathSection } from '../sheet/lifepath-section.tsx';
import { SheetSection } from '../sheet/sheet-section.tsx';
import {
  AttributesSection,
  DerivedStatsSection,
  RoleAbilitySection,
  SkillsSection,
} from '../sheet/stats-sections.tsx';

/** Search engines are told to leave a shared sheet alone (the server says so in its headers too). */
function NoIndex() {
  return <meta name="robots" content="noindex, nofollow" />;
}

/**
 * The sheet a share link opens, for anyone holding it, signed in or not: the same sections as the
 * owner's sheet, and none of the owner's controls (no edit, retire, export or share).
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
  const character = query.data;
  const name = characterName(character);
  const role = getRole(character.role_id);
  const fashion = character.fashion_style
    ? (getFashionStyle(character.fashion_style)?.name ?? character.fashion_style)
    : null;
  return (
    <PageShell title={name} subtitle="Shared character sheet, read-only" width="xl">
      <NoIndex />
      <article className="flex flex-col gap-4" aria-label={`Character sheet of ${name}`}>
        <header className="flex flex-col items-center gap-4 sm:flex-row">
          <PortraitImage
            src={character.portrait_url}
            alt={`Portrait of ${name}`}
            className="size-40 shrink-0 border border-neon-cyan/50 object-cover"
          />
          <div className="flex flex-col items-center gap-2 text-center sm:items-start sm:text-left">
            <p className="font-display text-xl uppercase tracking-wider text-neon-magenta">
              {role?.name ?? character.role_id}
            </p>
            <dl className="flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm sm:justify-start">
              <div className="flex gap-1">
                <dt className="text-ink-muted">Cultural Region:</dt>
                <dd>{character.nationality ?? 'Unknown'}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="text-ink-muted">Fashion Style:</dt>
                <dd>{fashion ?? 'None'}</dd>
              </div>
            </dl>
            {character.short_bio && <p className="italic">{character.short_bio}</p>}
          </div>
        </header>
        <div className="grid gap-4 md:grid-cols-2">
          <AttributesSection character={character} />
          <DerivedStatsSection character={character} />
          <RoleAbilitySection character={character} />
          <SkillsSection character={character} />
          <EquipmentSection character={character} />
          <GearSection character={character} />
          <CyberwareSection character={character} />
          <LifepathSection character={character} />
          <SheetSection title="Biography" className="md:col-span-2">
            {character.bio ? <BioText bio={character.bio} /> : <p>{MESSAGES.noBio}</p>}
          </SheetSection>
        </div>
      </article>
    </PageShell>
  );
}
