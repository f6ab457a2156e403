import { expect, test } from '@playwright/test';
import { api, openTable, seatAtTable } from './support/table.ts';

// The Night Market (decision 067), wiring only: the GM rolls and opens a market on the campaign page;
// the player, paid by the GM through the career's ledger, buys from it on a phone; the GM sees the sale.

test('the GM opens a Night Market, a player buys from it, the GM sees who bought what', async ({
  browser,
}) => {
  const { gmContext, playerContext, gm, player } = await openTable(browser);
  const { campaignId, characterId } = await seatAtTable(gm, player);
  await api(gm.request, 'POST', `/api/campaigns/${campaignId}/career/awards`, {
    commandId: crypto.randomUUID(),
    characterIds: [characterId],
    awards: [{ ledger: 'eb', amount: 2000 }],
    reason: 'The job',
  });

  await gm.goto(`/campaign/${campaignId}`);
  const panel = gm.getByRole('region', { name: 'Night Market', exact: true });
  await panel.getByLabel('Market name').fill('The Pit');
  await panel.getByRole('button', { name: 'Roll a market' }).click();
  const market = panel.getByRole('listitem', { name: 'Night Market The Pit' });
  await market.getByRole('button', { name: 'Open to the players' }).click();
  await expect(market).toContainText('Open to the players');
  await gm.screenshot({ path: 'test-results/night-market-gm-1280.png', fullPage: true });

  await player.goto(`/campaign/${campaignId}`);
  const stall = player.getByRole('region', { name: 'Night Market', exact: true });
  const buy = stall.getByRole('button', { name: /^Buy / }).first();
  const label = (await buy.getAttribute('aria-label')) ?? '';
  const item = label.replace(/^Buy /, '');
  await buy.tap();
  await expect(player.getByText(`Bought ${item}`).first()).toBeVisible();
  await player.screenshot({ path: 'test-results/night-market-player-390.png', fullPage: true });

  await gm.reload();
  await expect(gm.getByRole('region', { name: 'Night Market', exact: true })).toContainText(
    `bought ${item} for`,
  );
  await gmContext.close();
  await playerContext.close();
});
