import type { Draft } from '@edgeforge/contracts/draft';
import { formatEb } from '@edgeforge/rules/catalog/price';
import { checkPurchases } from '@edgeforge/rules/shop/budget';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SHOP_PATH } from '../../../lib/paths.ts';

/**
 * The way into the shop from a gear screen: it names the money still to spend ('Spend your 500eb in the
 * shop'), whatever the method's budget is. Nothing shows before a method is chosen.
 */
export function ShopLink({ draft }: { draft: Draft }) {
  if (!draft.characterType) return null;
  const { cashLeft } = checkPurchases(draft.characterType, draft.purchases ?? []);
  const spent = (draft.purchases ?? []).length > 0;
  return (
    // Its label wraps rather than run past a narrow phone's edge (the amount makes it long).
    <Button
      asChild
      variant="secondary"
      className="h-auto min-h-10 max-w-full justify-self-start whitespace-normal py-2 text-left touch:h-auto touch:min-h-11"
    >
      <Link to={SHOP_PATH}>
        <ShoppingBag aria-hidden="true" />
        {spent
          ? `Shop: ${formatEb(Math.max(0, cashLeft))} left`
          : `Spend your ${formatEb(cashLeft)} in the shop`}
      </Link>
    </Button>
  );
}
