import { MESSAGES } from '@edgeforge/contracts/messages';
import { gearForRole } from '@edgeforge/rules/gear';
import { CompletePackageGear } from '../components/complete-package-gear.tsx';
import { FashionGrid } from '../components/fashion-grid.tsx';
import { GearTable } from '../components/gear-table.tsx';
import { PackageChoices } from '../components/package-choices.tsx';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useDraft, useDraftActions } from '../draft-context.tsx';
import { ShopLink } from '../shop/shop-link.tsx';

/**
 * Gear and style: the role's starting gear with the package's choices (a Complete Package: what its money
 * has bought) and the way into the shop, beside the fashion grid; Create Character needs a style.
 */
export function GearStyleStep() {
  const draft = useDraft();
  const { update } = useDraftActions();
  return (
    <WizardFrame
      width="xl"
      continueLabel="Create Character"
      canContinue={draft.fashionStyle !== null}
      disabledReason={MESSAGES.fashionRequired}
    >
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid grid-cols-1 gap-4">
          {draft.characterType === 'complete' ? (
            <CompletePackageGear />
          ) : (
            <GearTable gear={gearForRole(draft.selectedRole, draft.gearChoices ?? {})}>
              {draft.selectedRole ? <PackageChoices roleId={draft.selectedRole} /> : null}
            </GearTable>
          )}
          <ShopLink draft={draft} />
        </div>
        <FashionGrid
          gender={draft.gender}
          selected={draft.fashionStyle}
          onSelect={(fashionStyle) => update({ fashionStyle })}
        />
      </div>
    </WizardFrame>
  );
}
