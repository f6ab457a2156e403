import type { FullCharacter } from '@edgeforge/contracts/api';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { withLevelsNow } from '@edgeforge/contracts/since-creation';
import type { LevelsLayer } from '@edgeforge/rules/career/levels';
import type { CareerLayer } from '@edgeforge/rules/career/possessions';
import { getFashionStyle } from '@edgeforge/rules/fashion';
import { getRole } from '@edgeforge/rules/roles';
import type { ReactNode } from 'react';
import { BioEngineNote } from '../../../components/bio-engine-note.tsx';
import { PortraitImage } from '../../../components/portrait-image.tsx';
import { SheetSection } from '../../../components/ui/sheet-section.tsx';
import { characterName } from '../bio.ts';
import { BioText } from '../bio-text.tsx';
import { HouseRulesBadge } from '../house-rules-badge.tsx';
import { PackageChoicesSection } from './choices-section.tsx';
import { CyberwareSection } from './cyberware-section.tsx';
import { DeckSection } from './deck-section.tsx';
import { EquipmentSection } from './equipment-section.tsx';
import { GearSection } from './gear-section.tsx';
import { methodName } from './labels.ts';
import { LifepathSection } from './lifepath-section.tsx';
import {
  AttributesSection,
  DerivedStatsSection,
  RoleAbilitySection,
  SkillsSection,
} from './stats-sections.tsx';

/** One fact of the header's list: a label and its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt className="text-ink-muted print:text-neutral-600">{label}:</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The head of a character sheet, the owner's and a share link's alike: portrait, role, the Retired mark,
 * the House rules badge with its deviations, who the character is, and the short bio. `extra` goes under
 * the facts (the owner's sheet puts the campaign there).
 */
export function SheetHeader({ character, extra }: { character: FullCharacter; extra?: ReactNode }) {
  const name = characterName(character);
  const role = getRole(character.role_id);
  const fashion = character.fashion_style
    ? (getFashionStyle(character.fashion_style)?.name ?? character.fashion_style)
    : null;
  return (
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
          <Fact label="Cultural Region">{character.nationality ?? 'Unknown'}</Fact>
          <Fact label="Fashion Style">{fashion ?? 'None'}</Fact>
          <Fact label="Method">
            {character.imported_from && !character.imported_from.methodNamed
              ? 'None (imported)'
              : methodName(character.character_type, character.character_stats.campaign_stat_points ?? null)}
          </Fact>
          {character.imported_from ? (
            <Fact label="Imported from">{character.imported_from.source}</Fact>
          ) : null}
          {character.character_stats.native_language ? (
            <Fact label="Native Language">{character.character_stats.native_language}</Fact>
          ) : null}
        </dl>
        {extra}
        {character.short_bio && <p className="italic">{character.short_bio}</p>}
      </div>
    </header>
  );
}

/**
 * Every section of a character, in the sheet's order, ending with the biography. `layer` is what the
 * career added since creation (decision 064), when the viewer may read it: the owner's and the GM's
 * from the shop's answer, a share link's from its own. The role ability and the skills then show the
 * levels now (`withLevelsNow`, docs/rules/career.md#where-the-levels-show), and the equipment, gear and
 * cyberware sections list what the character owns now.
 */
export function SheetSections({
  character,
  layer,
}: {
  character: FullCharacter;
  layer?: (CareerLayer & LevelsLayer) | null;
}) {
  const now = withLevelsNow(character, layer);
  return (
    <>
      <AttributesSection character={character} />
      <DerivedStatsSection character={character} />
      <RoleAbilitySection character={now} layer={layer} />
      <SkillsSection character={now} layer={layer} />
      <PackageChoicesSection character={character} />
      <EquipmentSection character={character} layer={layer} />
      <GearSection character={character} layer={layer} />
      <CyberwareSection character={character} layer={layer} />
      <DeckSection character={character} />
      <LifepathSection character={character} />
      <SheetSection title="Biography" className="md:col-span-2 print:col-span-2">
        {character.bio ? (
          <>
            <BioText bio={character.bio} />
            <BioEngineNote engine={character.bio_engine} />
          </>
        ) : (
          <p>{MESSAGES.noBio}</p>
        )}
      </SheetSection>
    </>
  );
}
