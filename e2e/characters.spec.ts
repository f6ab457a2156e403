import { MESSAGES } from '@edgeforge/contracts/messages';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { registerAndSignIn } from './support/auth.ts';
import { nomadDraft } from './support/characters.ts';
import { postFromPage } from './support/saved-characters.ts';

const BIO =
  'Mara grew up between convoys on the dust roads.\n\nNow she drives for whoever pays in clean eurobucks.';
const SHORT_BIO = 'A Nomad driver who keeps her word.';

/**
 * Generates a portrait for the finished Nomad draft and saves the character naming it by the id the
 * server keeps it under, as the summary screen does (decision 024). Answers the character's id and the
 * portrait's width, read from the PNG header.
 */
async function saveCharacter(page: Page): Promise<{ id: string; portraitWidth: number }> {
  const draft = nomadDraft();
  const portrait = await postFromPage<{ image: string; portraitId: string }>(
    page,
    '/api/functions/generate-character-portrait',
    {
      prompt: 'A cyberpunk portrait of Mara Voss, a Nomad.',
      characterData: draft,
    },
  );
  expect(portrait.status).toBe(200);
  const png = Buffer.from(portrait.body.image, 'base64');
  const saved = await postFromPage<{ character: { id: string } }>(page, '/api/characters', {
    draft,
    bio: BIO,
    shortBio: SHORT_BIO,
    portraitId: portrait.body.portraitId,
  });
  expect(saved.status).toBe(201);
  return { id: saved.body.character.id, portraitWidth: png.readUInt32BE(16) };
}

test('a saved character is listed, read, enlarged, viewed, exported and retired', async ({ page }) => {
  await registerAndSignIn(page);
  const { id, portraitWidth } = await saveCharacter(page);
  expect(portraitWidth).toBeGreaterThan(0);

  await page.goto('/characters');
  await expect(page.getByRole('heading', { name: 'Your Characters' })).toBeVisible();
  for (const column of ['Portrait', 'Name', 'Role', 'Bio', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  const row = page.getByRole('row', { name: /Mara Voss/ });
  await expect(row).toContainText('Nomad');
  await expect(row).toContainText(SHORT_BIO);
  await expectAccessible(page);

  await row.getByRole('button', { name: 'Read More' }).click();
  const bioDialog = page.getByRole('dialog', { name: 'Mara Voss' });
  await expect(bioDialog.getByText('Character Biography')).toBeVisible();
  await expect(bioDialog.getByText('Mara grew up between convoys on the dust roads.')).toBeVisible();
  await expect(bioDialog.getByText('Now she drives for whoever pays in clean eurobucks.')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(bioDialog).toBeHidden();

  await row.getByRole('button', { name: 'Enlarge the portrait of Mara Voss' }).click();
  const enlarged = page.getByRole('dialog').getByRole('img', { name: 'Portrait of Mara Voss' });
  await expect(enlarged).toBeVisible();
  await expect(enlarged).toHaveAttribute(
    'src',
    /^\/storage\/character-portraits\/portraits\/[0-9a-f-]{36}\.png$/,
  );
  expect(await enlarged.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(portraitWidth);
  await page.keyboard.press('Escape');

  await row.getByRole('link', { name: 'View Mara Voss' }).click();
  await expect(page).toHaveURL(`/character/${id}`);
  const sheet = page.getByRole('article', { name: 'Character sheet of Mara Voss' });
  await expect(page.getByRole('heading', { level: 1, name: 'Mara Voss' })).toBeVisible();
  await expect(sheet.getByText('Retired', { exact: true })).toHaveCount(0);
  for (const section of [
    'Attributes',
    'Derived Stats',
    'Role Ability',
    'Skills',
    'Gear',
    'Lifepath',
    'Biography',
  ]) {
    await expect(sheet.getByRole('region', { name: section })).toBeVisible();
  }
  await expect(sheet.getByRole('region', { name: 'Role Ability' })).toContainText('Rank 4');
  await expect(sheet).toContainText('North American');
  await expect(sheet).toContainText(nomadDraft().friends[0]!.relationship!);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`mara-voss-${id.slice(0, 8)}.edgeforge.json`);
  const exported = JSON.parse(
    await (await download.createReadStream())
      .toArray()
      .then((parts) => Buffer.concat(parts).toString('utf8')),
  );
  expect(exported).toMatchObject({
    format: 'edgeforge.character',
    version: 3,
    character: { id, name_first: 'Mara' },
    portrait: { mediaType: 'image/png' },
  });

  await page.goto('/characters');
  await page.getByRole('button', { name: 'Retire Mara Voss' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Retire Mara Voss?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Retire', exact: true }).click();
  await expect(page.getByText(MESSAGES.retireSuccess, { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Mara Voss/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Characters' })).toBeVisible();
  await expect(page.getByText(MESSAGES.noCharacters)).toBeVisible();
  await expect(page.getByRole('row', { name: /Mara Voss/ })).toHaveCount(0);

  await page.goto(`/character/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mara Voss' })).toBeVisible();
  await expect(page.getByText('Retired', { exact: true })).toBeVisible();
});
