import { expect, test } from '@playwright/test';
import { api, openParty } from './support/table.ts';
import { expectNoSideScroll } from './support/touch.ts';

// Issue 28's walk, between the jobs, wiring only (decisions 063 and 064): at the table night's party, the
// GM awards both characters in one step on the campaign page; Mara Voss's player, on a 390 px phone,
// raises a skill on the sheet and buys a cyberarm after creation in the shop (the server rolls its
// Humanity Loss, Humanity and its maximum go down); a month passes; the career page and the Foundry
// export show the balances. The rules and their refusals are the unit and component tests'.

const inPlay = (text: string | null) => (text ?? '').split(' / ').map(Number) as [number, number];

test('between the jobs: two characters paid, a skill raised, a cyberarm installed, a month passes', async ({
  browser,
}, testInfo) => {
  const { gmContext, playerContext, second, gm, player, campaignId, characterId, secondId } =
    await openParty(browser);

  // The GM awards 100 IP and 2,000eb to both characters in one step.
  await gm.goto(`/campaign/${campaignId}`);
  await gm.getByRole('button', { name: 'Award the party' }).click();
  const award = gm.getByRole('dialog', { name: 'Award the party' });
  await expect(award.getByRole('checkbox')).toHaveCount(2);
  await award.getByLabel('IP').fill('100');
  await award.getByLabel('Eurobucks').fill('2000');
  await award.getByLabel('Reason').fill('The Arasaka job');
  await award.getByRole('button', { name: 'Award', exact: true }).click();
  const outcome = award.getByRole('list', { name: 'What it did' });
  await expect(outcome.getByRole('listitem')).toHaveCount(2);
  await expect(outcome.getByRole('listitem').filter({ hasText: '100 IP' })).toHaveCount(2);
  const read = await api<{ career: { state: { ip: number } } }>(
    gm.request,
    'GET',
    `/api/characters/${secondId}/career`,
  );
  expect(read.career.state.ip).toBe(100);

  // The player, on a phone, raises a skill one level from the sheet.
  await player.goto(`/character/${characterId}`);
  const career = player.getByRole('region', { name: 'Career' });
  const balances = career.getByLabel('Balances of Mara Voss');
  const ip = balances.getByText('IP', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(ip).toHaveText('100');
  const eb = Number(
    (
      (await balances.getByText('Eurobucks').locator('xpath=following-sibling::dd').textContent()) ?? ''
    ).replace(/\D/g, ''),
  );
  const humanity = player.getByTestId('humanity-in-play');
  await expect(humanity).toHaveText(/^\d+ \/ \d+$/);
  const [current, max] = inPlay(await humanity.textContent());
  await career.getByRole('button', { name: 'Spend IP' }).tap();
  const spend = player.getByRole('dialog', { name: 'Spend IP' });
  // A skill at 3 or less costs at most 80 IP by the table's multipliers.
  const options = await spend.getByLabel('Raise').locator('option').allTextContents();
  const skill = options.find((text) => /^[^(]+\(now [0-3]\)$/.test(text));
  expect(skill, options.join(' | ')).toBeDefined();
  await spend.getByLabel('Raise').selectOption({ label: skill ?? '' });
  await spend.getByRole('button', { name: 'Raise one level' }).tap();
  await expect(spend.getByRole('status')).toContainText('raised to');
  const cost = 20 * (Number(/now (\d+)/.exec(skill ?? '')?.[1]) + 1);
  await spend.getByRole('button', { name: 'Close' }).tap();
  await expect(ip).toHaveText(String(100 - cost));
  // The sheet's Skills show the level now, the level bought marked.
  const raisedName = (skill ?? '').replace(/ \(now \d+\)$/, '');
  const skills = player.getByRole('region', { name: 'Skills' });
  await expect(skills.getByRole('rowheader', { name: `${raisedName} +1`, exact: true })).toBeVisible();

  // The shop, opened from the sheet: a cyberarm installed after creation, its Humanity Loss rolled.
  await player.getByRole('link', { name: 'Open the shop' }).tap();
  await expect(player.getByRole('heading', { level: 1 })).toContainText('Shop:');
  await expect(player.getByTestId('shop-eb')).toContainText('eb');
  await player.getByLabel('Search the shop').fill('cyberarm');
  await player.getByRole('button', { name: 'Install Cyberarm', exact: true }).tap();
  const install = player.getByRole('dialog', { name: 'Install Cyberarm' });
  await expect(install).toContainText('rolled when it is installed');
  await install.getByRole('button', { name: 'Install for 500eb' }).tap();
  const rolled = install.getByRole('status');
  await expect(rolled).toContainText(/Cyberarm installed\. Humanity Loss rolled: \d+/);
  const loss = Number(/rolled: (\d+)/.exec((await rolled.textContent()) ?? '')?.[1]);
  expect(loss).toBeGreaterThanOrEqual(2);
  expect(loss).toBeLessThanOrEqual(12);
  await player.screenshot({ path: testInfo.outputPath('chrome-shop-390.png') });
  await install.getByRole('button', { name: 'Done' }).tap();
  await expect(player.getByTestId('humanity')).toHaveText(`${current - loss} / ${max - 2}`);

  await player.getByRole('link', { name: 'Back to the sheet' }).tap();
  await expect(humanity).toHaveText(`${current - loss} / ${max - 2}`);
  await expect(player.getByRole('list', { name: 'Cyberware installed since creation' })).toContainText(
    `Cyberarm: Humanity Loss ${loss}, rolled`,
  );
  await player.getByRole('heading', { name: 'Since creation' }).scrollIntoViewIfNeeded();
  await player.screenshot({ path: testInfo.outputPath('chrome-sheet-390.png') });

  // A month passes: Kibble and a Cargo Container, 1,100eb.
  await career.getByRole('button', { name: 'Living and rent' }).tap();
  const living = player.getByRole('dialog', { name: 'Living and rent' });
  await living.getByRole('button', { name: 'A month passes' }).tap();
  await expect(living.getByRole('status')).toContainText('A month passes');
  await living.getByRole('button', { name: 'Close' }).tap();

  // The career page shows the balances and the history: the award, the cyberarm and the month.
  await career.getByRole('link', { name: 'Career history' }).tap();
  await expect(player.getByRole('heading', { level: 1, name: 'Career of Mara Voss' })).toBeVisible();
  const page = player.getByLabel('Balances of Mara Voss');
  await expect(page.getByText('IP', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    String(100 - cost),
  );
  await expect(page.getByText('Eurobucks').locator('xpath=following-sibling::dd')).toHaveText(
    `${(eb - 500 - 1100).toLocaleString('en-US')}eb`,
  );
  const timeline = player.getByRole('list', { name: 'Career timeline' });
  await expect(timeline).toContainText('The Arasaka job');
  await expect(timeline).toContainText('A month passes');
  await expectNoSideScroll(player);

  // The Foundry export carries the same balances, each with its ledger's transactions.
  const exported = await api<{ system: Record<string, { value: number; transactions: unknown[] }> }>(
    player.request,
    'GET',
    `/api/characters/${characterId}/export/foundry`,
  );
  expect(exported.system.improvementPoints?.value).toBe(100 - cost);
  expect(exported.system.wealth?.value).toBe(eb - 500 - 1100);
  expect(exported.system.improvementPoints?.transactions.length).toBeGreaterThanOrEqual(2);
  await gmContext.close();
  await playerContext.close();
  await second.close();
});
