import type { CatalogItem, CyberwareItem } from '@edgeforge/rules/catalog/catalog';
import type { Rng } from '@edgeforge/rules/dice';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { WizardFrame } from '../frame/wizard-frame.tsx';
import { BodyPanel } from './body-panel.tsx';
import { BudgetPanel } from './budget-panel.tsx';
import { CartPanel } from './cart-panel.tsx';
import { InstallDialog } from './install-dialog.tsx';
import { ShopCatalogue } from './shop-catalogue.tsx';
import { ShopSummaryBar } from './shop-summary-bar.tsx';
import { useShop } from './use-shop.ts';

/** Shows what refused a change, if anything, as the shop's one refusal toast. */
function refuse(title: string, messages: readonly string[]) {
  if (messages.length === 0) return;
  toast({ title, description: messages.join(' '), variant: 'destructive' });
}

/**
 * 'NIGHT MARKET': the starting shop of any method. The money is the method's (`startingBudget`), so the
 * same screen serves the Streetrat's and Edgerunner's 500eb and the Complete Package's 2,550eb plus
 * 800eb of fashion money. Search, filters and results on one side; the cart and the body's chrome on
 * the other; cyberware is bought through the install dialog. Back and Done return to the gear screen.
 */
export function ShopStep({ rng = Math.random }: { rng?: Rng }) {
  const shop = useShop();
  const [installing, setInstalling] = useState<CyberwareItem | null>(null);
  if (!shop) return null;
  const { state, actions } = shop;
  const left = { cash: Math.max(0, state.money.cashLeft), fashion: state.money.fashionLeft };
  const inCart = new Map(state.basket.purchases.map((line) => [line.id, line.quantity]));

  const onAdd = (item: CatalogItem) => {
    if (item.kind === 'cyberware') setInstalling(item);
    else refuse(`Cannot buy ${item.name}`, actions.add(item.id));
  };

  return (
    <WizardFrame width="xl" continueLabel="Done" subtitle="Spend your eurobucks on gear and chrome">
      <BudgetPanel state={state} />
      <ShopSummaryBar state={state} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ShopCatalogue left={left} inCart={inCart} onAdd={onAdd} />
        <div className="grid min-w-0 gap-6">
          <CartPanel
            state={state}
            onQuantity={(id, quantity) => {
              const refusal = actions.setQuantity(id, quantity);
              refuse('Cannot change the quantity', refusal);
              return refusal;
            }}
            onRemove={(instanceId) => {
              const refusal = actions.remove(instanceId);
              refuse('Cannot remove it', refusal);
              return refusal;
            }}
          />
          <BodyPanel state={state} />
        </div>
      </div>
      <InstallDialog
        item={installing}
        state={state}
        onInstall={actions.install}
        onClose={() => setInstalling(null)}
        rng={rng}
      />
    </WizardFrame>
  );
}
