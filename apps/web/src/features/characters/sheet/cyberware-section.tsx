import type { FullCharacter } from '@edgeforge/contracts/api';
import { cyberwareTree } from '@edgeforge/rules/cyberware/layout';
import { CyberwareTree } from '../../../components/cyberware-tree.tsx';
import { SheetSection } from '../../../components/ui/sheet-section.tsx';
import { Fact } from './sheet-section.tsx';

/**
 * Humanity and the chrome: current and maximum Humanity, the EMP they leave beside the EMP STAT as
 * bought, and the installed cyberware as a tree of foundations and options, each with its Humanity Loss
 * (marked when rolled). A character saved before the rules check has neither and shows nothing here.
 */
export function CyberwareSection({ character }: { character: FullCharacter }) {
  const humanity = character.character_stats.humanity;
  const installed = character.character_inventory.installed_cyberware;
  if (!humanity && !installed) return null;
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
        {installed && installed.length > 0 ? (
          <CyberwareTree nodes={cyberwareTree(installed)} label="Installed cyberware" />
        ) : (
          <p className="text-ink-muted print:text-neutral-600">No cyberware installed.</p>
        )}
      </div>
    </SheetSection>
  );
}
