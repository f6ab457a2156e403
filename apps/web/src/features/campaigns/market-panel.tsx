import type { Market } from '@edgeforge/contracts/market';
import { formatEb } from '@edgeforge/rules/catalog/price';
import { NIGHT_MARKET_RULES, OPERATOR_RANK_MAX, sourcingLimit } from '@edgeforge/rules/gm/night-market';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { marketsQueryOptions, useMarketStatus, useRollMarket, useUpdateMarket } from './api/market.ts';
import { campaignErrorMessage } from './error-message.ts';
import { MarketLines } from './market-lines.tsx';

const STATUS_TEXT = {
  draft: 'Draft: only you see it',
  open: 'Open to the players',
  closed: 'Closed',
} as const;
const failed = (error: Error) =>
  toast({ title: 'Not done', description: campaignErrorMessage(error), variant: 'destructive' });

/** One market as the GM runs it: its stock to edit, open or close, and who bought what. */
function GmMarket({ campaignId, market }: { campaignId: string; market: Market }) {
  const setStatus = useMarketStatus(campaignId);
  const update = useUpdateMarket(campaignId);
  const [stock, setStock] = useState<Record<string, number>>({});
  const edited = Object.keys(stock).length > 0;
  const stockOf = (itemId: string, current: number) => stock[itemId] ?? current;

  function save() {
    const lines = market.lines.map((line) => ({
      itemId: line.itemId,
      stock: stockOf(line.itemId, line.stock),
    }));
    update.mutate(
      { marketId: market.id, body: { name: market.name, version: market.version, lines } },
      { onError: failed, onSuccess: () => setStock({}) },
    );
  }

  return (
    <li className="grid gap-3 border border-neon-cyan/40 p-3" aria-label={`Night Market ${market.name}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-display text-lg font-bold">{market.name}</h3>
        <span className="font-mono text-xs text-ink-muted">
          {STATUS_TEXT[market.status]} · sources up to {formatEb(market.sourcingLimit)}
        </span>
      </div>
      <MarketLines
        lines={market.lines}
        end={(line) => (
          <div className="w-20 shrink-0">
            <Input
              type="number"
              aria-label={`Stock of ${line.name}`}
              min={0}
              max={NIGHT_MARKET_RULES.stockMax}
              value={stockOf(line.itemId, line.stock)}
              onChange={(event) =>
                setStock((all) => ({
                  ...all,
                  [line.itemId]: Math.max(0, Math.trunc(Number(event.target.value))),
                }))
              }
            />
          </div>
        )}
      />
      <div className="flex flex-wrap gap-2">
        {edited ? (
          <Button variant="outline" busy={update.isPending} onClick={save}>
            Save stock
          </Button>
        ) : null}
        <Button
          variant={market.status === 'open' ? 'destructive' : 'primary'}
          busy={setStatus.isPending}
          onClick={() =>
            setStatus.mutate({ marketId: market.id, open: market.status !== 'open' }, { onError: failed })
          }
        >
          {market.status === 'open' ? 'Close the market' : 'Open to the players'}
        </Button>
      </div>
      <section aria-label={`Sales at ${market.name}`} className="grid gap-1">
        <h4 className="font-mono text-xs uppercase tracking-wider text-neon-magenta">Who bought what</h4>
        {market.purchases?.length ? (
          <ul className="grid gap-1 text-sm">
            {market.purchases.map((purchase) => (
              <li key={purchase.id}>
                {purchase.characterName} bought {purchase.name} for {formatEb(purchase.price)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">No sales yet.</p>
        )}
      </section>
    </li>
  );
}

/** The GM's Night Markets on the campaign page: roll one for a Fixer's rank, run each. */
export function MarketPanel({ campaignId }: { campaignId: string }) {
  const markets = useQuery(marketsQueryOptions(campaignId));
  const roll = useRollMarket(campaignId);
  const [name, setName] = useState('Night Market');
  const [rank, setRank] = useState(0);

  function onRoll(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (roll.isPending) return;
    const operatorRank = Math.min(OPERATOR_RANK_MAX, Math.max(0, Math.trunc(rank) || 0));
    roll.mutate({ name: name.trim() || 'Night Market', operatorRank }, { onError: failed });
  }

  return (
    <section aria-labelledby="night-market-title" className="grid gap-3">
      <h2
        id="night-market-title"
        className="font-display text-xl font-bold uppercase tracking-wider text-neon-cyan"
      >
        Night Market
      </h2>
      <form onSubmit={onRoll} className="flex flex-wrap items-end gap-3" aria-label="Roll a Night Market">
        <Field label="Market name">
          {(id) => <Input id={id} value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field label="Fixer's Operator rank">
          {(id) => (
            <Input
              id={id}
              type="number"
              min={0}
              max={OPERATOR_RANK_MAX}
              value={rank}
              onChange={(event) => setRank(Number(event.target.value))}
              className="w-24"
            />
          )}
        </Field>
        <Button type="submit" busy={roll.isPending}>
          Roll a market
        </Button>
        <p className="w-full text-sm text-ink-muted">
          Sources items up to {formatEb(sourcingLimit(Math.trunc(rank) || 0))}.
        </p>
      </form>
      {markets.isPending ? <p role="status">Loading the markets...</p> : null}
      {markets.data?.length === 0 ? <p className="text-ink-muted">No market yet: roll one above.</p> : null}
      {markets.data && markets.data.length > 0 ? (
        <ul className="grid gap-3 lg:grid-cols-2">
          {markets.data.map((market) => (
            <GmMarket key={`${market.id}-${market.version}`} campaignId={campaignId} market={market} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
