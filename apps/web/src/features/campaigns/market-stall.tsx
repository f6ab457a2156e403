import { formatEb } from '@edgeforge/rules/catalog/price';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { marketsQueryOptions, purseQueryOptions, useBuyFromMarket } from './api/market.ts';
import { campaignErrorMessage } from './error-message.ts';
import { MarketLines } from './market-lines.tsx';

/**
 * A player's view of the campaign's open Night Markets, for their character at the table: the purse
 * (the career's eurobucks) and a Buy button per item while it is in stock and affordable.
 */
export function MarketStall({ campaignId, characterId }: { campaignId: string; characterId: string }) {
  const markets = useQuery({ ...marketsQueryOptions(campaignId), refetchInterval: 15_000 });
  const purse = useQuery(purseQueryOptions(characterId));
  const buy = useBuyFromMarket(campaignId);
  if (!markets.data || markets.data.length === 0) return null;
  const eb = purse.data ?? 0;

  return (
    <section aria-labelledby="market-stall-title" className="grid gap-3">
      <h2
        id="market-stall-title"
        className="font-display text-xl font-bold uppercase tracking-wider text-neon-cyan"
      >
        Night Market
      </h2>
      <p className="font-mono text-sm" aria-live="polite">
        Your eurobucks:{' '}
        <span className="text-neon-yellow">{purse.data === undefined ? '…' : formatEb(eb)}</span>
      </p>
      {markets.data.map((market) => (
        <section key={market.id} aria-label={`Night Market ${market.name}`} className="grid gap-2">
          <h3 className="font-display text-lg font-bold">{market.name}</h3>
          <MarketLines
            lines={market.lines}
            end={(line) => (
              <Button
                size="sm"
                variant="outline"
                aria-label={`Buy ${line.name}`}
                disabled={line.stock < 1 || line.price > eb || buy.isPending}
                onClick={() =>
                  buy.mutate(
                    {
                      marketId: market.id,
                      body: { commandId: crypto.randomUUID(), characterId, itemId: line.itemId },
                    },
                    {
                      onSuccess: () => toast({ title: `Bought ${line.name}` }),
                      onError: (error) =>
                        toast({
                          title: 'Not bought',
                          description: campaignErrorMessage(error),
                          variant: 'destructive',
                        }),
                    },
                  )
                }
              >
                {line.stock < 1 ? 'Sold out' : `Buy (${line.stock} left)`}
              </Button>
            )}
          />
        </section>
      ))}
    </section>
  );
}
