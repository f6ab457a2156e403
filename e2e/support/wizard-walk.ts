import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './a11y.ts';
import { signUp } from './auth.ts';
import {
  backButton,
  chooseStreetrat,
  continueButton,
  continueTo,
  expectTitle,
  hold,
  PART_TABLES,
  rollTable,
  setTick,
  tableValue,
  WIZARD,
} from './wizard.ts';

// The creation wizard screen by screen, for the walks in wizard-walk.spec.ts.

/**
 * The pages whose walk checks every screen in full: each control it offers, and axe. The three walks pass
 * the same screens, built from the same components, so one walk (the rockerboy's, which also passes the
 * rockerboy screen) checks them all and the others check what differs with the role: the way through,
 * the role's template, skills and gear, and the save.
 */
const thorough = new WeakSet<Page>();

async function audit(page: Page) {
  if (thorough.has(page)) await expectAccessible(page);
}

const NAMES_REQUIRED = 'First and last name are required';
const FASHION_REQUIRED = 'Select a fashion style to continue';

type RoleName = 'Rockerboy' | 'Solo' | 'Netrunner';

/** The carousel: rockerboy is selected by default; Next moves the centred slide. */
async function roleScreen(page: Page, role: RoleName, nextClicks: number) {
  const slide = page.locator('[aria-roledescription="slide"][aria-current="true"]');
  await expectTitle(page, 'BORN IN THE STREETS');
  await expect(slide).toHaveAttribute('aria-label', '1 of 10: Rockerboy');
  for (let i = 0; i < nextClicks; i++) await page.getByRole('button', { name: 'Next role' }).click();
  await expect(slide).toHaveAttribute('aria-label', new RegExp(`: ${role}$`));
  await expect(slide).toContainText('Role Ability');
  await expect(page.getByRole('heading', { name: 'Role Story' })).toBeVisible();
  await audit(page);
  await continueTo(page, WIZARD.background);
}

/** The background screen: name rules, gender toggle, random name, three tables. Returns the full name. */
async function backgroundScreen(page: Page): Promise<string> {
  await expectTitle(page, 'TALES FROM THE STREET');
  const first = page.getByPlaceholder('First Name *');
  const last = page.getByPlaceholder('Last Name *');
  if (!thorough.has(page)) {
    await first.fill('Rixa');
    await last.fill('Vance');
    await continueTo(page, WIZARD.part(1));
    return 'Rixa Vance';
  }
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toHaveCSS('border-top-color', 'rgb(255, 84, 112)');
  await expect(continueButton(page)).toBeDisabled();
  await page.locator('span[tabindex="0"]', { has: continueButton(page) }).hover();
  await expect(page.getByRole('tooltip')).toHaveText(NAMES_REQUIRED);
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('radio', { name: 'Female' }).click();
  for (const title of ['Cultural Region', 'Personality Trait', 'What Do You Value Most?']) {
    await expect
      .poll(() => tableValue(page, title), { message: `${title} is picked on load` })
      .not.toBeNull();
  }
  await page.getByRole('button', { name: 'Random Name' }).click();
  await expect(page.getByText('Generated a random name!').first()).toBeVisible();
  await expect(first).not.toHaveValue('');
  await expect(last).not.toHaveValue('');
  await last.fill('   ');
  await expect(last).toHaveAttribute('aria-invalid', 'true');
  await expect(continueButton(page)).toBeDisabled();
  await last.fill('Vance');
  await expect(continueButton(page)).toBeEnabled();
  await audit(page);
  const fullName = `${await first.inputValue()} Vance`;
  await continueTo(page, WIZARD.part(1));
  return fullName;
}

/** Parts 1 to 7: tables answered on load, Back and Continue along the chain, a role on part7. */
async function partScreens(page: Page, role: RoleName) {
  for (let n = 1; n <= 6; n++) {
    if (!thorough.has(page)) {
      await continueTo(page, WIZARD.part(n + 1));
      continue;
    }
    for (const title of PART_TABLES[n]!) {
      await expect.poll(() => tableValue(page, title), { message: `${title} on part${n}` }).not.toBeNull();
    }
    if (n === 5) await expectTitle(page, 'LIFE PATH');
    if (n === 1) {
      await backButton(page).click();
      await expect(page).toHaveURL(WIZARD.background);
      await expectTitle(page, 'TALES FROM THE STREET');
      await continueTo(page, WIZARD.part(1));
    }
    await audit(page);
    await continueTo(page, WIZARD.part(n + 1));
  }
  await expectTitle(page, 'Choose Your Role');
  await page.locator('label', { hasText: new RegExp(`^${role}`) }).click();
  await expect(page.getByRole('radio', { name: new RegExp(`^${role}`) })).toBeChecked();
  await audit(page);
  await continueButton(page).click();
}

async function attributesScreen(page: Page, role: RoleName) {
  await expect(page).toHaveURL(WIZARD.attributes);
  await expectTitle(page, 'FORGE YOUR PAST');
  await expect(page.getByRole('heading', { name: 'Attributes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Role Ability' })).toBeVisible();
  await expect(page.getByText('Starting Rank: 4')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Derived Stats' })).toBeVisible();
  await expect(page.getByRole('img', { name: role })).toBeVisible();
  if (thorough.has(page)) await attributeControls(page);
  await page.getByRole('button', { name: `Roll ${role} Streetrat Template` }).click();
  const template = rollTable(page, `${role} Streetrat Template`);
  await expect(template.getByRole('radio', { checked: true })).toHaveCount(1);
  await audit(page);
  await continueTo(page, WIZARD.lifepath);
}

/** The attributes screen's dialogs and a STAT changed by hand, with its derived stat. */
async function attributeControls(page: Page) {
  await page.getByRole('button', { name: 'About Body' }).click();
  await expect(page.getByRole('dialog', { name: 'Body (BODY)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'View Rank Table' }).click();
  await expect(page.getByRole('dialog').getByRole('columnheader', { name: 'Rank' })).toBeVisible();
  await expect(page.getByRole('dialog').locator('tr[aria-current="true"] td').first()).toHaveText('4');
  await audit(page);
  await page.keyboard.press('Escape');
  const body = Number(await page.getByTestId('attribute-BODY').textContent());
  const newBody = body > 1 ? body - 1 : body + 1;
  const byHand = page.getByRole('checkbox', { name: /House rules: change STATs by hand/ });
  await setTick(byHand, true); // the steppers come with it, and go with it once the walk takes a row again
  await page.getByRole('button', { name: newBody < body ? 'Lower Body' : 'Raise Body' }).click();
  await expect(page.getByTestId('attribute-BODY')).toHaveText(String(newBody));
  await expect(page.getByTestId('derived-carryCapacity')).toContainText(String(newBody * 10));
  await setTick(byHand, false);
}

async function lifepathScreen(page: Page) {
  if (!thorough.has(page)) return continueTo(page, WIZARD.skills);
  await expect.poll(() => tableValue(page, 'Family Background')).not.toBeNull();
  const friends = page.getByTestId('relations-friends');
  await friends.locator('label', { hasText: /^2$/ }).click();
  await expect(friends.getByRole('listitem')).toHaveCount(2);
  const second = friends.getByRole('combobox').nth(1);
  const kept = await second.inputValue();
  await friends.getByRole('button', { name: 'Re-roll Friend 1: Friend' }).click();
  await expect(second).toHaveValue(kept);
  await friends.locator('label', { hasText: /^3$/ }).click();
  await expect(friends.getByRole('listitem')).toHaveCount(3);
  await expect(friends.getByRole('combobox').nth(1)).toHaveValue(kept);
  await page.getByTestId('relations-enemies').locator('label', { hasText: /^1$/ }).click();
  await expect(page.getByTestId('relations-enemies').getByRole('combobox')).toHaveCount(5);
  await expect(page.getByRole('heading', { name: /Lifepath$/ }).last()).toBeVisible();
  await audit(page);
  await continueTo(page, WIZARD.skills);
}

async function skillsAndGear(page: Page) {
  await expectTitle(page, 'ROLE SKILLS');
  for (const header of ['Skill', 'Ranks', 'Description']) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  }
  const ranks = await page
    .locator('tbody tr td:nth-child(2)')
    .evaluateAll((cells) =>
      cells.map((c) => Number(c.querySelector('.sr-only')?.textContent?.split(' ')[0])),
    );
  expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  await audit(page);
  await continueTo(page, WIZARD.gearAndStyle);

  await expect(page.getByRole('columnheader', { name: 'Item' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /Light Armorjack/ })).toBeVisible();
  const create = continueButton(page, 'Create Character');
  await expect(create).toBeDisabled();
  if (thorough.has(page)) await styleControls(page);
  await page.locator('label', { hasText: 'Neon Noir' }).click();
  await expect(create).toBeEnabled();
  await audit(page);
  await continueTo(page, WIZARD.summary, 'Create Character');
}

/** The gear screen's tooltip on the closed Create Character, a card without art and its full image. */
async function styleControls(page: Page) {
  const create = continueButton(page, 'Create Character');
  await page.locator('span[tabindex="0"]', { has: create }).hover();
  await expect(page.getByRole('tooltip')).toHaveText(FASHION_REQUIRED);
  await expect(page.getByText('Image coming soon').first()).toBeVisible();
  await page.getByRole('button', { name: 'View Neon Noir full image' }).click();
  await expect(page.getByRole('dialog', { name: 'Neon Noir' })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** The summary: the biography (and, with `gates`, its transient state and a portrait), then the save. */
async function summaryAndSave(page: Page, fullName: string, gates?: { bio: () => void; save: () => void }) {
  await expectTitle(page, 'CHARACTER SUMMARY');
  if (gates) {
    await expect(page.getByText('Generating character biography...')).toBeVisible();
    gates.bio();
  }
  await expect(page.getByTestId('bio-text')).not.toBeEmpty();
  await expect(page.getByTestId('generation-source').first()).toHaveText('Source: Offline generator');
  if (gates) {
    await expect(page.getByText('No portrait generated yet')).toBeVisible();
    await page.getByRole('button', { name: 'Generate Portrait' }).click();
    await expect(page.getByRole('img', { name: `Portrait of ${fullName}` })).toBeVisible();
    await audit(page);
  }
  await continueButton(page, 'Save Character').click();
  if (gates) {
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    gates.save();
  }
  await expect(page.getByText('Success!').first()).toBeVisible();
  await expect(page.getByText('Your character has been saved successfully.').first()).toBeVisible();
  await expect(page).toHaveURL('/characters');
  await expect(page.getByRole('cell', { name: fullName, exact: true })).toBeVisible();
}

/** The method choice: Edgerunner leads to its own flow, Back returns, and Streetrat takes the walk's flow. */
async function methodScreen(page: Page) {
  // One card without art (every format and width of it) proves the fallback, whatever art exists on disk.
  await page.route(/\/art\/fashion\/neonNoir-/, (route) => route.fulfill({ status: 404 }));
  await page.goto(WIZARD.method);
  await expectTitle(page, 'FORGE YOUR LEGEND');
  await expect(continueButton(page)).toBeDisabled();
  await page.locator('label', { hasText: 'Edgerunner' }).click();
  await continueTo(page, '/character-creation/edgerunner');
  await expectTitle(page, 'BORN IN THE STREETS');
  await backButton(page).click();
  await expect(page).toHaveURL(WIZARD.method);
  await expectTitle(page, 'FORGE YOUR LEGEND');
  await audit(page);
  await page.locator('label', { hasText: 'Streetrat' }).click();
  await continueTo(page, WIZARD.role);
}

/** The rockerboy screen after part7, Back to part8 and on, and the screen opened by its address. */
async function rockerboyScreen(page: Page) {
  await expect(page).toHaveURL(WIZARD.rockerboy);
  await expectTitle(page, 'ROCKERBOY');
  await expect.poll(() => tableValue(page, 'Rockerboy Type')).not.toBeNull();
  await backButton(page).click();
  await expect(page).toHaveURL(WIZARD.part(8));
  await expectTitle(page, 'ROLE LOCKED IN');
  await audit(page);
  await continueButton(page).click();
  await expect(page).toHaveURL(WIZARD.attributes);
  await expectTitle(page, 'FORGE YOUR PAST');
  await backButton(page).click();
  await expect(page).toHaveURL(WIZARD.role);
  await page.goto(WIZARD.rockerboy);
  await audit(page);
  await continueTo(page, WIZARD.attributes);
}

/** Walks the whole wizard as a new player and saves the character; `thorough`: see above. */
export async function walk(
  page: Page,
  role: RoleName,
  carouselNext: number,
  { thorough: full = false } = {},
) {
  await signUp(page);
  let gates: Parameters<typeof summaryAndSave>[2];
  if (full) {
    thorough.add(page);
    gates = {
      bio: await hold(page, '/api/functions/generate-character-bio'),
      save: await hold(page, '/api/characters'),
    };
    await methodScreen(page);
  } else {
    await chooseStreetrat(page);
  }
  await roleScreen(page, carouselNext === 0 ? 'Rockerboy' : 'Solo', carouselNext);
  const fullName = await backgroundScreen(page);
  await partScreens(page, role);
  if (role === 'Rockerboy') await rockerboyScreen(page);
  await attributesScreen(page, role);
  await lifepathScreen(page);
  await skillsAndGear(page);
  await summaryAndSave(page, fullName, gates);
}
