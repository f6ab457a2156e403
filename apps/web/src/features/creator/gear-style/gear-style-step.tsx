import { MESSAGES } from '@edgeforge/contracts/messages';
import { gearForRole } from '@edgeforge/rules/gear';
import { useDraft, useDraftActions } from '../draft-context.tsx';
import { WizardFrame } from '../frame/wizard-frame.tsx';
import { ShopLink } from '../shop/shop-link.tsx';
import { CompletePackageGear } from './complete-package-gear.tsx';
import { FashionGrid } from './fashion-grid.tsx';
import { GearTable } from './gear-table.tsx';
import { PackageChoices } from './package-choices.tsx';
import { ShopPurchases } from './shop-purchases.tsx';

/**
 * Gear and style: the role's starting gear with the package's choices (a Complete Package: what its money
 * has bought), what the shop bought with the cyberware installed and the cash left, and the way into the shop, beside the fashion grid; Create Character needs a style.
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
      showReason
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
          {draft.characterType === 'complete' ? null : <ShopPurchases draft={draft} />}
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
