import type { FullCharacter } from '@edgeforge/contracts/api';
import { type CareerLayer, possessionsNow } from '@edgeforge/rules/career/possessions';
import { cyberwareTree } from '@edgeforge/rules/cyberware/layout';
import { CyberwareTree } from '../../../components/cyberware-tree.tsx';
import { SheetSection } from '../../../components/ui/sheet-section.tsx';
import { Fact } from './sheet-section.tsx';

/**
 * Humanity and the chrome: current and maximum Humanity, the EMP they leave beside the EMP STAT as
 * bought, and the installed cyberware as a tree of foundations and options, each with its Humanity Loss
 * (marked when rolled), the chrome installed since creation included (`possessionsNow`); Humanity is
 * the build's (Humanity in play is under "Since creation"). A character saved before the rules check
 * has neither and shows nothing here.
 */
export function CyberwareSection({
  character,
  layer,
}: {
  character: FullCharacter;
  layer?: CareerLayer | null;
}) {
  const humanity = character.character_stats.humanity;
  const inventory = character.character_inventory;
  const installed = possessionsNow(
    { items: inventory.items, cyberware: inventory.installed_cyberware },
    layer,
  ).cyberware;
  if (!humanity && !inventory.installed_cyberware && installed.length === 0) return null;
  return (
    <SheetSection title="Cyberware and Humanity" className="md:col-span-2 print:col-span-2">
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:grid-cols-2">
        {humanity ? (
          <dl>
            <Fact term="Humanity (current)">{humanity.current}</Fact>
            <Fact term="Humanity (maximum)">{humanity.max}</Fact>
            <Fact term="EMP (current)">{humanity.emp}</Fact>
            <Fact term="EMP (original)">{humanity.baseEmp}</Fact>
          </dl>
        ) : null}
        {installed.length > 0 ? (
          <CyberwareTree nodes={cyberwareTree(installed)} label="Installed cyberware" />
        ) : (
          <p className="text-ink-muted print:text-neutral-600">No cyberware installed.</p>
        )}
      </div>
    </SheetSection>
  );
}
