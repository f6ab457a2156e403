import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { registerAndSignIn, signUp } from './support/auth.ts';
import { nomadDraft } from './support/characters.ts';
import { expectNoSideScroll, expectTapTargets, PHONE } from './support/touch.ts';
import { continueButton, expectTitle, ORIGIN, WIZARD } from './support/wizard.ts';

test.use(PHONE);

/** The checks every screen passes on a phone. */
async function expectFitsAPhone(page: Page) {
  await expectNoSideScroll(page);
  await expectTapTargets(page);
}

/** Fails unless the element's text shows whole: nothing cut off inside it, nothing past the screen. */
async function expectReadable(page: Page, selector: string) {
  const cut = await page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const clipped =
          element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;
        return clipped || box.left < 0 || box.right > window.innerWidth;
      })
      .map((element) => element.textContent),
  );
  expect(cut, `${selector} cut off`).toEqual([]);
}

/** The wizard from the method choice to the summary, one screen title after the other. */
const WALK = [
  [WIZARD.method, 'FORGE YOUR LEGEND'],
  [WIZARD.role, 'BORN IN THE STREETS'],
  [WIZARD.background, 'TALES FROM THE STREET'],
  [WIZARD.part(1), 'STREET STYLE'],
  [WIZARD.part(2), 'WHAT DRIVES YOU'],
  [WIZARD.part(3), 'WHERE YOU CAME FROM'],
  [WIZARD.part(4), 'ORIGINAL BACKGROUND'],
  [WIZARD.part(5), 'LIFE PATH'],
  [WIZARD.part(6), 'LIFE GOALS'],
  [WIZARD.part(7), 'Choose Your Role'],
  [WIZARD.rockerboy, 'ROCKERBOY'],
  [WIZARD.attributes, 'FORGE YOUR PAST'],
  [WIZARD.lifepath, 'YOUR LIFEPATH'],
  [WIZARD.skills, 'ROLE SKILLS'],
  [WIZARD.gearAndStyle, 'GEAR AND STYLE'],
  [WIZARD.summary, 'CHARACTER SUMMARY'],
] as const;

test('on a phone every screen fits the width and every control takes a finger', async ({ page }) => {
  test.setTimeout(240_000);
  await registerAndSignIn(page);
  await expectFitsAPhone(page);
  // A finished rockerboy draft, so every Continue is open; the walk taps through it.
  const draft = buildDraft({
    selectedRole: 'rockerboy',
    firstName: 'Mara',
    lastName: 'Voss',
    fashionStyle: 'neonNoir',
  });
  const put = await page.request.put('/api/draft', { headers: ORIGIN, data: { draft } });
  expect(put.status(), await put.text()).toBeLessThan(300);
  // The next screen's code loads while the player is on this one: the role screen's, on the method choice.
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await page.goto(WIZARD.method);
  await expect.poll(() => scripts.some((path) => /^\/assets\/role-step-[\w-]{8}\.js$/.test(path))).toBe(true);
  for (const [index, [path, title]] of WALK.entries()) {
    await expect(page).toHaveURL(path);
    await expectTitle(page, title);
    await expect(page.getByText(/Step \d of 8: /)).toBeVisible();
    if (path === WIZARD.part(2)) await expect(page.getByText(/Step 3 of 8: Background 3\/9/)).toBeVisible();
    await expectFitsAPhone(page);
    if (path === WIZARD.skills) await expectReadable(page, 'td:last-child > span');
    // Every lifepath answer shows whole in its select's face.
    if (path === WIZARD.lifepath) await expectReadable(page, '[data-focus-ring] > div > span');
    const next = index === WALK.length - 2 ? 'Create Character' : 'Continue';
    if (index < WALK.length - 1) await continueButton(page, next).tap();
  }
  // The summary is long: its Back / Save bar stays on screen at the top and at the bottom of the page.
  await expect(page.getByText('Step 8 of 8: Summary')).toBeVisible();
  const save = continueButton(page, 'Save Character');
  await expect(save).toBeInViewport({ ratio: 1 });
  await page.mouse.wheel(0, 2000);
  await expect(save).toBeInViewport({ ratio: 1 });
});

test('on a phone the character list is a stack of cards with View and Retire on screen', async ({ page }) => {
  await signUp(page);
  const bio = 'Mara grew up between convoys on the dust roads.\n\nNow she drives for whoever pays.';
  const saved = await page.request.post('/api/characters', {
    headers: ORIGIN,
    data: { draft: nomadDraft(), bio, shortBio: 'A Nomad driver who keeps her word, whatever the road.' },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await page.goto('/characters');
  const card = page.getByRole('row', { name: /Mara Voss/ });
  await expect(card.getByRole('link', { name: 'View Mara Voss' })).toBeInViewport({ ratio: 1 });
  await expect(card.getByRole('button', { name: 'Retire Mara Voss' })).toBeInViewport({ ratio: 1 });
  await expectReadable(page, 'td p');
  await expectFitsAPhone(page);
  await expectAccessible(page);
  await card.getByRole('link', { name: 'View Mara Voss' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Mara Voss' })).toBeVisible();
  await expectFitsAPhone(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Out' }).tap();
  await expect(page).toHaveURL('/auth');
  await expectFitsAPhone(page);
});
