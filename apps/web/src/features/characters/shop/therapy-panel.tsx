import type { CareerShop } from '@edgeforge/contracts/career-shop';
import { THERAPIES, THERAPY_KINDS } from '@edgeforge/rules/career/therapy';
import { formatEb } from '@edgeforge/rules/catalog/price';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useShopCommand } from './shop-api.ts';

/**
 * Therapy (decision 064): Humanity back by the dice, never above the maximum, paid from the eurobuck
 * ledger. The owner's alone; at the maximum there is nothing to buy. Says what the dice gave.
 */
export function TherapyPanel({ shop }: { shop: CareerShop }) {
  const send = useShopCommand(shop.characterId);
  const [said, setSaid] = useState('');
  if (shop.viewer !== 'owner') return null;
  const atMax = shop.humanity.current >= shop.humanity.max;
  const buy = async (kind: (typeof THERAPY_KINDS)[number]) => {
    try {
      const answer = await send.mutateAsync({ kind: 'therapy', therapy: kind });
      const rolled = answer.rolled.reduce((sum, die) => sum + die, 0);
      setSaid(
        `Rolled ${rolled} (${answer.rolled.join(' + ')}): Humanity ${answer.shop.humanity.current} of ${answer.shop.humanity.max}.`,
      );
    } catch (error) {
      setSaid(error instanceof Error ? error.message : 'Therapy failed.');
    }
  };
  return (
    <section aria-labelledby="therapy-title" className="grid min-w-0 gap-2">
      <h3 id="therapy-title" className="font-mono text-sm uppercase tracking-wider text-neon-cyan">
        Therapy
      </h3>
      <p className="text-sm text-ink-muted">
        {atMax
          ? 'Humanity is at its maximum: therapy gives nothing back.'
          : 'Gives back Humanity, never above the maximum.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {THERAPY_KINDS.map((kind) => {
          const therapy = THERAPIES[kind];
          const short = therapy.price > shop.eb;
          return (
            <Button
              key={kind}
              variant="outline"
              aria-disabled={atMax || short || send.isPending || undefined}
              onClick={() => (atMax || short || send.isPending ? undefined : void buy(kind))}
            >
              {`${therapy.name}, ${formatEb(therapy.price)}`}
            </Button>
          );
        })}
      </div>
      <p role="status" className="min-h-6 text-sm">
        {said}
      </p>
    </section>
  );
}
