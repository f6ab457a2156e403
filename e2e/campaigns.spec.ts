import { CAMPAIGN_MESSAGES } from '@edgeforge/contracts/campaign-messages';
import { ATTRIBUTE_KEYS } from '@edgeforge/rules/ids';
import { expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { E2E_BASE_URL } from './playwright.config.ts';
import { expectAccessible } from './support/a11y.ts';
import { registerAndSignIn, signUp, uniqueEmail } from './support/auth.ts';
import { registerThroughForm, saveNomad } from './support/campaigns.ts';
import { downloadText } from './support/saved-characters.ts';

// Campaigns (decision 022) with a browser per person: the GM opens a campaign and copies the invite
// link; a player registers through the link, joins and brings a saved character, which the GM sees in
// the party with its numbers; the GM revokes the link and a third user's join fails; the player leaves.

test.setTimeout(240_000);

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/campaigns-${name}.png`, fullPage: true });
}

test('a GM gathers the crew, and a player joins, brings a character and leaves', async ({ browser }) => {
  const gmContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const gm = await gmContext.newPage();
  const gmEmail = await registerAndSignIn(gm);

  // New Campaign from the home menu.
  await gm.getByRole('link', { name: 'New Campaign' }).click();
  await expect(gm.getByRole('heading', { level: 1, name: 'New Campaign' })).toBeVisible();
  await expectAccessible(gm);
  await gm.getByLabel('Campaign Name').fill('Night Market Blues');
  await gm.getByLabel('Short Pitch').fill('A fixer owes everyone money, and the Combat Zone knows it.');
  await gm.getByRole('checkbox', { name: /^Complete Package/ }).uncheck();
  await gm.getByRole('button', { name: 'Create campaign' }).click();
  await expect(gm.getByRole('heading', { level: 1, name: 'Night Market Blues' })).toBeVisible();
  await expect(gm.getByText('Nobody has joined yet.')).toBeVisible();

  // The invite link, made and copied.
  await gm.getByRole('button', { name: 'Make invite link' }).click();
  await gm.getByRole('button', { name: 'Copy link' }).click();
  await expect(gm.getByText(CAMPAIGN_MESSAGES.inviteCopied, { exact: true })).toBeVisible();
  const link = await gm.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${E2E_BASE_URL}/join/[A-Za-z0-9_-]{43}$`));
  await expectAccessible(gm);
  await screenshot(gm, 'gm-invite');

  // The player opens the link signed out, registers, and comes back to the invite.
  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  await player.goto(link);
  await expect(player.getByRole('heading', { level: 1, name: 'Campaign Invite' })).toBeVisible();
  await expectAccessible(player);
  await player.getByRole('link', { name: 'Create Identity' }).click();
  await registerThroughForm(player, uniqueEmail('player'));
  await expect(player).toHaveURL(link);
  await expect(player.getByRole('heading', { level: 2, name: 'Night Market Blues' })).toBeVisible();
  await expect(player.getByText(`GM: ${gmEmail.split('@')[0]}`)).toBeVisible();
  await expectAccessible(player);
  await player.getByRole('button', { name: 'Join' }).click();
  await expect(player.getByRole('heading', { level: 1, name: 'Night Market Blues' })).toBeVisible();

  // The player brings a saved character.
  const mara = await saveNomad(player);
  await player.reload();
  const seat = player.getByRole('region', { name: 'Your Character' });
  await expect(seat.getByLabel('Saved character')).toHaveValue(mara.id);
  await seat.getByRole('button', { name: 'Bring to the table' }).click();
  await expect(seat.getByText('You play Mara Voss here.')).toBeVisible();
  await expectAccessible(player);
  await screenshot(player, 'player-seat');

  // The GM sees it in the party with the numbers of its sheet, and reads the sheet without its controls.
  await gm.reload();
  const card = gm.getByRole('listitem', { name: 'Mara Voss' });
  await expect(card).toContainText(`Nomad · Rank ${mara.rank}`);
  const condition = card.getByLabel('Mara Voss: condition');
  await expect(condition).toContainText(`HP${mara.hp}`);
  await expect(condition).toContainText(`Humanity${mara.humanity.current}/${mara.humanity.max}`);
  await expect(condition).toContainText(`Cash${mara.money.toLocaleString('en-US')} eb`);
  // EMP is the one Humanity leaves, as on the sheet.
  const stats = ATTRIBUTE_KEYS.map(
    (key) => `${key}${key === 'EMP' ? mara.humanity.emp : mara.attributes[key]}`,
  ).join('');
  await expect(card.getByLabel('Mara Voss: STATs')).toHaveText(stats);
  await expect(card.getByRole('img', { name: 'Portrait of Mara Voss' })).toHaveJSProperty('complete', true);
  await screenshot(gm, 'gm-party');
  // The GM takes the party to Foundry in one step: a zip of one actor file per character (decision 052).
  const [zip] = await Promise.all([
    gm.waitForEvent('download'),
    gm.getByRole('button', { name: 'Export the party to Foundry' }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe('fvtt-party-night-market-blues.zip');
  const files = unzipSync(new Uint8Array(await downloadText(zip)));
  expect(Object.keys(files)).toEqual(['fvtt-Actor-mara-voss.json']);
  expect(JSON.parse(strFromU8(files['fvtt-Actor-mara-voss.json'] as Uint8Array))).toMatchObject({
    name: 'Mara Voss',
    type: 'character',
    _stats: { systemId: 'cyberpunk-red-core' },
  });
  await card.getByRole('link', { name: 'Full sheet of Mara Voss' }).click();
  await expect(gm.getByRole('heading', { level: 1, name: 'Mara Voss' })).toBeVisible();
  await expect(gm.getByRole('note')).toHaveText(
    'You read this sheet as the GM of Night Market Blues. Only its player can change it.',
  );
  await expect(gm.getByRole('button', { name: /retire|edit/i })).toHaveCount(0);
  // The GM exports the sheet as its owner does, but never shares it.
  await expect(gm.getByRole('button', { name: 'Export', exact: true })).toBeVisible();
  await expect(gm.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  await gm.getByRole('link', { name: 'Back to Night Market Blues' }).click();

  // The GM revokes the link: a third user cannot join with it.
  await gm.getByRole('button', { name: 'Revoke link' }).click();
  await expect(gm.getByText('No invite link is live: nobody can join.')).toBeVisible();
  const thirdContext = await browser.newContext();
  const third = await thirdContext.newPage();
  await signUp(third);
  await third.goto(link);
  await expect(third.getByRole('alert')).toContainText('This invite link does not work any more');
  await expect(third.getByRole('button', { name: 'Join' })).toHaveCount(0);
  const join = await third.request.post('/api/invites/join', {
    headers: { origin: E2E_BASE_URL },
    data: { token: link.split('/join/')[1] },
  });
  expect(join.status()).toBe(410);
  await expectAccessible(third);

  // The player's character list names the campaign; then the player leaves.
  await player.goto('/characters');
  await expect(player.getByRole('row', { name: /Mara Voss/ })).toContainText('Campaign: Night Market Blues');
  await player.goto('/campaigns');
  await player.getByRole('link', { name: 'Night Market Blues' }).click();
  await player.getByRole('button', { name: 'Leave campaign' }).click();
  await player.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(player.getByRole('heading', { level: 1, name: 'Your Campaigns' })).toBeVisible();
  await expect(player.getByText(CAMPAIGN_MESSAGES.noCampaigns)).toBeVisible();
  await expectAccessible(player);

  await gm.reload();
  await expect(gm.getByRole('heading', { level: 1, name: 'Night Market Blues' })).toBeVisible();
  await expect(gm.getByRole('listitem', { name: 'Mara Voss' })).toHaveCount(0);
  await expect(gm.getByText('Nobody has joined yet.')).toBeVisible();
  await gm.goto('/campaigns');
  await expect(gm.getByRole('listitem')).toContainText('You run it');
  await expectAccessible(gm);

  await Promise.all([gmContext.close(), playerContext.close(), thirdContext.close()]);
});
