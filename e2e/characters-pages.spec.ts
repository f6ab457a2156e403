import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { signUp } from './support/auth.ts';
import { expectNoSideScroll, expectTapTargets, PHONE } from './support/touch.ts';
import { ORIGIN } from './support/wizard.ts';

// The list in pages (decision 023) on the narrowest phone we serve: 50 characters, then "Load more".
test.use({ ...PHONE, viewport: { width: 360, height: 740 } });

const COUNT = 51;

test('on a 360 px phone the list shows 50 characters, loads the rest on request and fetches a full bio', async ({
  page,
}) => {
  await signUp(page);
  // Saved one after the other: Runner 1 is the oldest, so it comes last, on the second page.
  for (let n = 1; n <= COUNT; n += 1) {
    const saved = await page.request.post('/api/characters', {
      headers: ORIGIN,
      data: {
        draft: buildDraft({ firstName: 'Runner', lastName: String(n) }),
        bio: `Runner ${n} grew up in the Combat Zone.\n\nRunner ${n} now works the night shift.`,
        shortBio: `Runner ${n}, on the night shift.`,
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }

  await page.goto('/characters');
  await expect(page.getByRole('link', { name: `View Runner ${COUNT}` })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(1 + 50);
  await expect(page.getByRole('link', { name: 'View Runner 1', exact: true })).toHaveCount(0);
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await loadMore.scrollIntoViewIfNeeded();
  await expect(loadMore).toBeInViewport({ ratio: 1 });
  await expectNoSideScroll(page);
  await expectTapTargets(page);
  await page.screenshot({ path: 'e2e/test-results/artifacts/characters-pages-360-load-more.png' });

  // By keyboard: the focus goes on to the first character the new page brought.
  await loadMore.focus();
  await page.keyboard.press('Enter');
  const oldest = page.getByRole('link', { name: 'View Runner 1', exact: true });
  await expect(oldest).toBeFocused();
  await expect(page.getByRole('row')).toHaveCount(1 + COUNT);
  await expect(loadMore).toHaveCount(0);
  await expectNoSideScroll(page);
  await page.screenshot({ path: 'e2e/test-results/artifacts/characters-pages-360.png' });

  const card = page
    .getByRole('row', { name: /Runner 1\b/ })
    .filter({ hasText: 'Runner 1, on the night shift.' });
  await card.getByRole('button', { name: 'Read More' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Runner 1' });
  await expect(dialog.getByText('Runner 1 grew up in the Combat Zone.')).toBeVisible();
  await expect(dialog.getByText('Runner 1 now works the night shift.')).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);
});
