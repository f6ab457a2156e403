import type { CareerShop, ShopCommand, ShopCommandResponse } from '@edgeforge/contracts/career-shop';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageShell } from '../../../components/ui/page.tsx';
import { careerShopQuery, useShopCommand } from './shop-api.ts';

/**
 * The shop on a saved character, read (decision 064): while it loads or fails, the page says so under
 * the shop's title; once read, `screen` draws it with the way to send a step.
 */
export function SavedShopLoader({
  id,
  screen,
}: {
  id: string;
  screen: (shop: CareerShop, send: (command: ShopCommand) => Promise<ShopCommandResponse>) => ReactNode;
}) {
  const query = useQuery(careerShopQuery(id));
  const command = useShopCommand(id);
  if (query.data) return screen(query.data, command.mutateAsync);
  return (
    <PageShell title="Shop" busy={query.isPending}>
      <p role={query.isError ? 'alert' : 'status'} className="text-center text-ink-muted">
        {query.isError ? query.error.message : 'Loading the shop...'}
      </p>
    </PageShell>
  );
}
