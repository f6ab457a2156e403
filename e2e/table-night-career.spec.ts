import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support/auth.ts';
import { nomadDraft } from './support/characters.ts';
import { api, openTable, seatAtTable } from './support/table.ts';
import { expectNoSideScroll } from './support/touch.ts';

// Between the jobs (decision 063), wiring only: a GM awards two players' characters in one step on the
// campaign page, one player raises a skill on their phone's sheet, a month passes, and the career page
// shows the balances, as the Foundry export does. The rules and their refusals are the unit and
// component tests'.

/** A second player at `campaignId`, through the API: a fresh invite, the e2e Nomad saved and attached. */
async function seatSecondPlayer(gm: Page, player: Page, campaignId: string): Promise<string> {
  const { invite } = await api<{ invite: { token: string } }>(
    gm.request,
    'POST',
    `/api/campaigns/${campaignId}/invite`,
    { expiresInDays: null },
    201,
  );
  await api(player.request, 'POST', '/api/invites/join', { token: invite.token });
  const draft = { ...nomadDraft(), firstName: 'Juno', lastName: 'Kade' };
  const { character } = await api<{ character: { id: string } }>(
    player.request,
    'POST',
    '/api/characters',
    { draft, bio: 'A second driver.', shortBio: 'A second driver.' },
    201,
  );
  await api(player.request, 'PUT', `/api/campaigns/${campaignId}/character`, { characterId: character.id });
  return character.id;
}

test('between the jobs: the GM pays two characters, a skill is raised, a month passes', async ({
  browser,
}) => {
  const { gm, player } = await openTable(browser);
  const { campaignId, characterId } = await seatAtTable(gm, player);
  const second = await (await browser.newContext()).newPage();
  await signUp(second);
  const secondId = await seatSecondPlayer(gm, second, campaignId);

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
  await expect(balances.getByText('IP', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    '100',
  );
  const eb = Number(
    (
      (await balances.getByText('Eurobucks').locator('xpath=following-sibling::dd').textContent()) ?? ''
    ).replace(/\D/g, ''),
  );
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
  await expect(balances.getByText('IP', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    String(100 - cost),
  );

  // A month passes: Kibble and a Cargo Container, 1,100eb.
  await career.getByRole('button', { name: 'Living and rent' }).tap();
  const living = player.getByRole('dialog', { name: 'Living and rent' });
  await living.getByRole('button', { name: 'A month passes' }).tap();
  await expect(living.getByRole('status')).toContainText('A month passes');
  await living.getByRole('button', { name: 'Close' }).tap();

  // The career page shows the balances and the history.
  await career.getByRole('link', { name: 'Career history' }).tap();
  await expect(player.getByRole('heading', { level: 1, name: 'Career of Mara Voss' })).toBeVisible();
  const page = player.getByLabel('Balances of Mara Voss');
  await expect(page.getByText('IP', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    String(100 - cost),
  );
  await expect(page.getByText('Eurobucks').locator('xpath=following-sibling::dd')).toHaveText(
    `${(eb - 1100).toLocaleString('en-US')}eb`,
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
  expect(exported.system.wealth?.value).toBe(eb - 1100);
  expect(exported.system.improvementPoints?.transactions.length).toBeGreaterThanOrEqual(2);
});
