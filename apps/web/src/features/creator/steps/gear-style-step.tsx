import { MESSAGES } from '@edgeforge/contracts/messages';
import { gearForRole } from '@edgeforge/rules/gear';
import { FashionGrid } from '../components/fashion-grid.tsx';
import { GearTable } from '../components/gear-table.tsx';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useDraft, useDraftActions } from '../draft-context.tsx';
import { ShopLink } from '../shop/shop-link.tsx';

/** Gear and style: the role's starting gear beside the fashion grid; Create Character needs a style. */
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
          <GearTable gear={gearForRole(draft.selectedRole)} />
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
