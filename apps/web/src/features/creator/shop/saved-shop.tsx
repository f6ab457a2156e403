import type { CareerShop, ShopCommand, ShopCommandResponse } from '@edgeforge/contracts/career-shop';
import type { CatalogItem, CyberwareItem } from '@edgeforge/rules/catalog/catalog';
import { formatEb } from '@edgeforge/rules/catalog/price';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PageShell } from '../../../components/ui/page.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { characterPath } from '../../../lib/paths.ts';
import { BodyPanel } from './body-panel.tsx';
import { InstallDialog, type ServerInstall } from './install-dialog.tsx';
import { savedShopState } from './saved-shop-state.ts';
import { ShopCatalogue } from './shop-catalogue.tsx';

/** Sends one shop step and answers the server's answer; the caller's query keeps the shop up to date. */
export type SendShopCommand = (command: ShopCommand) => Promise<ShopCommandResponse>;

/**
 * The shop on a saved character (decision 064): the wizard's catalogue, body panel and install dialog
 * over the character's eurobucks, chrome and Humanity in play. Gear is bought one at a time; cyberware
 * through the install dialog, whose Humanity Loss the server rolls. `aside` goes under the chrome (the
 * route puts therapy there).
 */
export function SavedShopScreen({
  shop,
  send,
  aside,
}: {
  shop: CareerShop;
  send: SendShopCommand;
  aside?: ReactNode;
}) {
  const [installing, setInstalling] = useState<CyberwareItem | null>(null);
  const state = savedShopState(shop);
  const left = { cash: Math.max(0, shop.eb), fashion: 0 };
  const inCart = new Map(shop.bought.map((line) => [line.id, line.quantity]));

  const onAdd = async (item: CatalogItem) => {
    if (item.kind === 'cyberware') return setInstalling(item);
    try {
      const answer = await send({ kind: 'buy', itemId: item.id, quantity: 1 });
      toast({ title: `Bought ${item.name}`, description: `${formatEb(answer.shop.eb)} left.` });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The purchase failed.';
      toast({ title: `Cannot buy ${item.name}`, description: message, variant: 'destructive' });
    }
  };
  const onServerInstall: ServerInstall = async (item, placement) => {
    try {
      const answer = await send({ kind: 'install', itemId: item.id, placement: [...placement] });
      return { rolled: answer.rolled };
    } catch (error) {
      return { refused: [error instanceof Error ? error.message : 'The install failed.'] };
    }
  };

  return (
    <PageShell title={`Shop: ${shop.name}`} subtitle="Gear and chrome after creation" width="xl">
      <div className="mb-4 flex flex-wrap items-center justify-center gap-4">
        <p className="font-mono text-lg" data-testid="shop-eb">
          {`Eurobucks: ${formatEb(shop.eb)}`}
        </p>
        <Button asChild variant="outline">
          <Link to={characterPath(shop.characterId)}>Back to the sheet</Link>
        </Button>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ShopCatalogue left={left} inCart={inCart} onAdd={(item) => void onAdd(item)} />
        <div className="grid min-w-0 gap-6">
          <BodyPanel state={state} />
          {aside}
        </div>
      </div>
      <InstallDialog
        item={installing}
        state={state}
        onInstall={() => []}
        onClose={() => setInstalling(null)}
        rng={Math.random}
        onServerInstall={onServerInstall}
      />
    </PageShell>
  );
}
