import type { CharacterSheet } from '@edgeforge/contracts/api';
import { Download, Link2, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SheetSection } from '../../../components/ui/sheet-section.tsx';
import { campaignPath, characterPlayPath, PATHS } from '../../../lib/paths.ts';
import { DuplicateButton } from '../actions/duplicate-button.tsx';
import { EditLink } from '../actions/edit-link.tsx';
import { ExportLinks } from '../actions/export-links.tsx';
import { characterName } from '../bio.ts';
import { ShareLinkPanel } from '../share/share-link-panel.tsx';

type Panel = 'export' | 'share';

/**
 * The sheet's actions, at its top (decision 052): Edit, Export, Share and Print first, then Play, the
 * copy and the way back. Export and Share open their panel right under the bar, one at a time. The
 * owner gets all of them; the GM of the campaign the character plays in gets Export and Print (the same
 * three downloads), never Edit or Share, which stay the owner's. Print is the browser's print of this
 * page, with the sheet's print stylesheet: the PDF is one of the downloads.
 */
export function SheetActions({ sheet }: { sheet: CharacterSheet }) {
  const { character, access, campaign } = sheet;
  const [open, setOpen] = useState<Panel | null>(null);
  const panelId = useId();
  const isOwner = access === 'owner';
  const active = character.status === 'active';
  const name = characterName(character);
  const toggle = (panel: Panel) => setOpen((shown) => (shown === panel ? null : panel));
  const disclosure = (panel: Panel) => ({
    'aria-expanded': open === panel,
    'aria-controls': open === panel ? panelId : undefined,
    onClick: () => toggle(panel),
  });
  return (
    <div className="flex flex-col gap-3 print:hidden">
      <nav aria-label="Sheet actions" className="flex flex-wrap justify-center gap-2">
        {isOwner && active && <EditLink character={character} />}
        <Button variant="outline" {...disclosure('export')}>
          <Download aria-hidden="true" />
          Export
        </Button>
        {isOwner && active && (
          <Button variant="outline" {...disclosure('share')}>
            <Link2 aria-hidden="true" />
            Share
          </Button>
        )}
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
        {active && (
          <Button asChild>
            <Link to={characterPlayPath(character.id)} aria-label={`Play ${name}`}>
              Play
            </Link>
          </Button>
        )}
        {isOwner && <DuplicateButton character={character} />}
        {isOwner || !campaign ? (
          <Button asChild variant="ghost">
            <Link to={PATHS.characters}>Back to Characters</Link>
          </Button>
        ) : (
          <Button asChild variant="ghost">
            <Link to={campaignPath(campaign.id)}>Back to {campaign.name}</Link>
          </Button>
        )}
      </nav>
      {open === 'export' ? (
        <div id={panelId}>
          <SheetSection title="Export">
            <ExportLinks character={character} />
          </SheetSection>
        </div>
      ) : null}
      {open === 'share' && isOwner && active ? (
        <div id={panelId}>
          <ShareLinkPanel characterId={character.id} name={name} />
        </div>
      ) : null}
    </div>
  );
}
