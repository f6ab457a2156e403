import { expect, type Page, test } from '@playwright/test';
import { E2E_BASE_URL } from './playwright.config.ts';
import { expectAccessible } from './support/a11y.ts';
import { signUp } from './support/auth.ts';
import { saveNomad } from './support/campaigns.ts';
import { expectNoSideScroll, expectTapTargets } from './support/touch.ts';

// Every campaign screen on the narrowest phone we support, used with a finger: nothing wider than the
// screen, every control a 44 px target, and axe clean (decision 022).

const NARROW = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true } as const;
const ORIGIN = { origin: E2E_BASE_URL };

test.setTimeout(240_000);

async function expectUsable(page: Page, name: string) {
  // A toast brings Radix's 1 px focus proxies along: the screen is measured once it has gone.
  await expect(page.getByRole('button', { name: 'Dismiss' })).toHaveCount(0, { timeout: 30_000 });
  // With isMobile a page wider than the screen widens the layout viewport instead of scrolling: the
  // viewport must still be the phone's own width.
  expect(await page.evaluate(() => window.innerWidth), `${name} is laid out at 360 px`).toBe(360);
  await expectNoSideScroll(page);
  await expectTapTargets(page);
  await expectAccessible(page);
  await page.screenshot({ path: `test-results/campaigns-360-${name}.png`, fullPage: true });
}

test('every campaign screen is usable at 360 px', async ({ browser }) => {
  const gmContext = await browser.newContext(NARROW);
  const gm = await gmContext.newPage();
  await signUp(gm);

  await gm.goto('/campaigns');
  await expect(gm.getByRole('heading', { level: 1, name: 'Your Campaigns' })).toBeVisible();
  await expect(gm.getByText(/No campaigns yet/)).toBeVisible();
  await expectUsable(gm, 'empty-list');

  await gm.goto('/campaigns/new');
  await expect(gm.getByRole('heading', { level: 1, name: 'New Campaign' })).toBeVisible();
  await expectUsable(gm, 'new');
  await gm.getByLabel('Campaign Name').fill('Chrome and Ashes on the Long Road South');
  await gm.getByRole('checkbox', { name: /^Accept house-rules characters/ }).tap();
  await gm.getByRole('button', { name: 'Create campaign' }).tap();
  await expect(
    gm.getByRole('heading', { level: 1, name: 'Chrome and Ashes on the Long Road South' }),
  ).toBeVisible();
  await gm.getByRole('button', { name: 'Make invite link' }).tap();
  const linkField = gm.getByLabel('Link to send');
  await expect(linkField).toHaveValue(/\/join\//);
  const link = await linkField.inputValue();
  await expectUsable(gm, 'campaign-gm');

  // A player at the table, with a character, seen on a phone by both.
  const playerContext = await browser.newContext(NARROW);
  const player = await playerContext.newPage();
  await signUp(player);
  await saveNomad(player);
  await player.goto(link);
  await expect(player.getByRole('button', { name: 'Join' })).toBeVisible();
  await expectUsable(player, 'join');
  await player.getByRole('button', { name: 'Join' }).tap();
  await expect(player.getByRole('region', { name: 'Your Character' })).toBeVisible();
  await expectUsable(player, 'campaign-player-empty-seat');
  await player.getByRole('button', { name: 'Bring to the table' }).tap();
  await expect(player.getByText('You play Mara Voss here.')).toBeVisible();
  await expectUsable(player, 'campaign-player');

  await gm.reload();
  await expect(gm.getByRole('listitem', { name: 'Mara Voss' })).toBeVisible();
  await expectUsable(gm, 'campaign-gm-party');
  await gm.goto('/campaigns');
  await expect(gm.getByRole('link', { name: 'Chrome and Ashes on the Long Road South' })).toBeVisible();
  await expectUsable(gm, 'list');

  // The invite signed out.
  const strangerContext = await browser.newContext(NARROW);
  const stranger = await strangerContext.newPage();
  await stranger.goto(link);
  await expect(stranger.getByRole('link', { name: 'Create Identity' })).toBeVisible();
  await expectUsable(stranger, 'join-signed-out');
  const refused = await stranger.request.post('/api/invites/lookup', {
    headers: ORIGIN,
    data: { token: 'x' },
  });
  expect(refused.status()).toBe(401);

  await Promise.all([gmContext.close(), playerContext.close(), strangerContext.close()]);
});
