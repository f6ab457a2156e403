import { emptyDraft } from '@edgeforge/contracts/draft';
import { expect, test } from '@playwright/test';
import { signUp } from './support/auth.ts';
import { chooseStreetrat, expectDraftSaved, ORIGIN, WIZARD } from './support/wizard.ts';

test.describe('wizard guards', () => {
  test('without a character type the role screen sends the player to the method choice', async ({ page }) => {
    await signUp(page);
    await page.goto(WIZARD.role);
    await expect(page).toHaveURL(WIZARD.method);
    await page.goto(WIZARD.part(3));
    await expect(page).toHaveURL(WIZARD.method);
  });

  test('without a role the attributes, skills and summary screens send the player to the method choice', async ({
    page,
  }) => {
    await signUp(page);
    // The role screen picks rockerboy on sight, so a draft with a method and no role comes from the API.
    const put = await page.request.put('/api/draft', {
      headers: ORIGIN,
      data: { draft: { ...emptyDraft(), characterType: 'streetrat' } },
    });
    expect(put.status(), await put.text()).toBeLessThan(300);
    for (const path of [WIZARD.attributes, WIZARD.skills, WIZARD.summary]) {
      await page.goto(path);
      await expect(page).toHaveURL(WIZARD.method);
    }
  });

  test('the rockerboy screen sends any other role to the attributes', async ({ page }) => {
    await signUp(page);
    await chooseStreetrat(page);
    await page.getByRole('button', { name: 'Next role' }).click();
    await expect(page.getByTestId('role-story')).not.toBeEmpty();
    await expectDraftSaved(page);
    await page.goto(WIZARD.rockerboy);
    await expect(page).toHaveURL(WIZARD.attributes);
    await expect(page.getByRole('img', { name: 'Solo' })).toBeVisible();
  });
});
