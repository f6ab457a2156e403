import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signUp } from './support/auth.ts';
import { api } from './support/table.ts';
import { saveCharacter } from './support/table-night.ts';

// Chrome between the jobs (decision 064): a player with eurobucks on the career's ledger (self-awarded
// outside a campaign, through the API) opens the shop from the sheet and buys a cyberarm after
// creation; the server rolls its Humanity Loss, and the sheet shows Humanity and its maximum lowered.

test.use({ viewport: { width: 1280, height: 900 } });

const inPlay = (text: string | null) => (text ?? '').split(' / ').map(Number) as [number, number];

test('a cyberarm bought after creation: Humanity rolled, maximum Humanity lowered on the sheet', async ({
  page,
}) => {
  await signUp(page);
  const id = await saveCharacter(page);
  await api(page.request, 'POST', `/api/characters/${id}/career/commands`, {
    commandId: randomUUID(),
    command: { kind: 'award', ledger: 'eb', amount: 2000, reason: 'A job' },
  });

  await page.goto(`/character/${id}`);
  const humanity = page.getByTestId('humanity-in-play');
  await expect(humanity).toHaveText(/^\d+ \/ \d+$/);
  const [current, max] = inPlay(await humanity.textContent());
  await page.getByRole('link', { name: 'Open the shop' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Shop:');
  await expect(page.getByTestId('shop-eb')).toContainText('eb');
  await page.getByLabel('Search the shop').fill('cyberarm');
  await page.getByRole('button', { name: 'Install Cyberarm', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Install Cyberarm' });
  await expect(dialog).toContainText('rolled when it is installed');
  await dialog.getByRole('button', { name: 'Install for 500eb' }).click();
  const rolled = dialog.getByRole('status');
  await expect(rolled).toContainText(/Cyberarm installed\. Humanity Loss rolled: \d+/);
  const loss = Number(/rolled: (\d+)/.exec((await rolled.textContent()) ?? '')?.[1]);
  expect(loss).toBeGreaterThanOrEqual(2);
  expect(loss).toBeLessThanOrEqual(12);
  await page.screenshot({ path: 'test-results/chrome-shop-1280.png' });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('humanity')).toHaveText(`${current - loss} / ${max - 2}`);

  await page.getByRole('link', { name: 'Back to the sheet' }).click();
  await expect(page.getByTestId('humanity-in-play')).toHaveText(`${current - loss} / ${max - 2}`);
  await expect(page.getByRole('list', { name: 'Cyberware installed since creation' })).toContainText(
    `Cyberarm: Humanity Loss ${loss}, rolled`,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { name: 'Since creation' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/chrome-sheet-390.png' });
});
