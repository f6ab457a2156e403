import { expect, type Locator, test } from '@playwright/test';
import { registerAndSignIn, signUp } from './support/auth.ts';
import { expectFocusOn, tabTo } from './support/focus.ts';
import { continueWith, expectScreen } from './support/keyboard-walk.ts';
import { checkScreen, currentSlide, findings, pointsLeft, STATS, sheetStat } from './support/methods.ts';
import { continueButton, continueTo, methodWizard, WIZARD } from './support/wizard.ts';

// The Edgerunner and Complete Package flows, each built and saved, and their sheets.

const PART_TITLES = [
  'STREET STYLE',
  'WHAT DRIVES YOU',
  'WHERE YOU CAME FROM',
  'ORIGINAL BACKGROUND',
  'LIFE PATH',
  'LIFE GOALS',
  'Choose Your Role',
];

/**
 * Clicks a stepper `times` times: one mouse press after the other on the button, as fast as a mouse can
 * (a stepper counts every press, even before the screen has rendered the last one).
 */
async function press(button: Locator, times: number) {
  await button.click({ clickCount: times });
}

test('an Edgerunner Netrunner is built and saved by keyboard alone; its sheet shows what was rolled and chosen', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const flow = methodWizard('edgerunner');
  await registerAndSignIn(page);
  await tabTo(page, page.getByRole('link', { name: 'Create Character' }));
  await page.keyboard.press('Enter');
  await expectScreen(page, WIZARD.method, 'FORGE YOUR LEGEND');
  await checkScreen(page);
  // The cards are one radio group: Tab reaches its first card, an arrow key chooses the next.
  await tabTo(page, page.getByRole('radio', { name: /^Streetrat/ }));
  await page.keyboard.press('ArrowRight');
  const edgerunner = page.getByRole('radio', { name: /^Edgerunner/ });
  await expect(edgerunner).toBeChecked();
  await expectFocusOn(page, edgerunner);
  await continueWith(page, flow.role, 'BORN IN THE STREETS');

  await tabTo(page, currentSlide(page));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '3 of 10: Netrunner');
  await continueWith(page, flow.background, 'TALES FROM THE STREET');
  await tabTo(page, page.getByPlaceholder('First Name *'));
  await page.keyboard.type('Ada');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Byte');
  const language = page.getByLabel('Native language');
  await expect(language).not.toHaveValue('');
  const nativeLanguage = await language.inputValue();
  for (const [index, title] of PART_TITLES.entries()) await continueWith(page, flow.part(index + 1), title);
  await expect(page.getByRole('radio', { name: /^Netrunner/ })).toBeChecked();
  await continueWith(page, flow.attributes, 'FORGE YOUR PAST');

  // Ten column rolls at once, each one 1d10 by the book: then nothing rolls again.
  // STATs still to roll are no news on arrival: the screen writes nothing until the player acts.
  await expect(findings(page)).toHaveCount(0);
  await checkScreen(page);
  const rollAll = page.getByRole('button', { name: 'Roll all' });
  await tabTo(page, rollAll);
  await page.keyboard.press('Enter');
  for (const key of STATS) await expect(page.getByTestId(`attribute-${key}`)).not.toHaveText('–');
  const allRolled = page.getByRole('button', { name: 'All rolled' });
  await expect(allRolled).toHaveAttribute('aria-disabled', 'true');
  await expectFocusOn(page, allRolled);
  await expect(findings(page)).toHaveCount(0);
  const stats = Object.fromEntries(
    await Promise.all(
      STATS.map(async (key) => [key, await page.getByTestId(`attribute-${key}`).textContent()]),
    ),
  );
  await checkScreen(page);
  const fourth = page.getByLabel('Fourth program');
  await tabTo(page, fourth);
  await page.keyboard.press('ArrowDown');
  await expect(fourth).toHaveValue('vrizzbolt');
  await continueWith(page, WIZARD.lifepath, 'YOUR LIFEPATH');
  await continueWith(page, WIZARD.skills, 'ROLE SKILLS');

  // 86 points from the basics at 2; the package is one key away, then points move by the steppers.
  await expect(pointsLeft(page, 'skill')).toHaveText('60 of 86 skill points left');
  await checkScreen(page);
  await tabTo(page, page.getByRole('button', { name: 'Use the Netrunner package' }));
  await page.keyboard.press('Enter');
  await expect(pointsLeft(page, 'skill')).toHaveText('All 86 skill points spent');
  await tabTo(page, page.getByRole('button', { name: 'Lower Stealth' }));
  await page.keyboard.press('Enter');
  await expect(pointsLeft(page, 'skill')).toHaveText('1 of 86 skill points left');
  await tabTo(page, page.getByRole('button', { name: 'Raise Athletics' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(pointsLeft(page, 'skill')).toHaveText('All 86 skill points spent');
  await expect(findings(page)).toHaveCount(0);
  await continueWith(page, WIZARD.gearAndStyle, 'GEAR AND STYLE');

  await expect(
    page.getByRole('group', { name: 'Fourth program' }).getByRole('radio', { name: 'Vrizzbolt' }),
  ).toBeChecked();
  await checkScreen(page);
  const firstStyle = page.getByRole('radiogroup', { name: 'Fashion Style' }).getByRole('radio').first();
  await tabTo(page, firstStyle);
  await page.keyboard.press('Space');
  await continueWith(page, WIZARD.summary, 'CHARACTER SUMMARY', 'Create Character');
  await expect(page.getByTestId('bio-text')).not.toBeEmpty();
  await expect(page.getByTestId('all-findings')).toHaveCount(0);
  await tabTo(page, continueButton(page, 'Save Character'));
  await page.keyboard.press('Enter');
  await expectScreen(page, '/characters', 'Your Characters');

  await tabTo(page, page.getByRole('link', { name: 'View Ada Byte' }));
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('article', { name: 'Character sheet of Ada Byte' });
  await expect(sheet).toContainText('Method:Edgerunner (Fast and Dirty)');
  await expect(sheet).toContainText(`Native Language:${nativeLanguage}`);
  await expect(sheet.getByTestId('stats-source')).toContainText('Rolled 1d10 per STAT: INT ');
  // EMP shows the current EMP (the one the chrome section gives) before the one rolled, once the
  // Netrunner's chrome has cost Humanity.
  const currentEmp = await sheet.getByText('EMP (current)', { exact: true }).locator('+ dd').textContent();
  for (const key of STATS) {
    const rolled = stats[key]!;
    const shown = key === 'EMP' && currentEmp !== rolled ? `${currentEmp}/${rolled}` : rolled;
    await expect(sheetStat(sheet, key)).toHaveText(shown);
  }
  const skills = sheet.getByRole('region', { name: 'Skills' });
  await expect(skills.getByText('Athletics', { exact: true }).locator('+ td + td')).toHaveText('3');
  await expect(skills.getByText('Stealth', { exact: true }).locator('+ td + td')).toHaveText('5');
  await expect(
    skills.getByText(`Language (${nativeLanguage})`, { exact: true }).locator('+ td + td'),
  ).toHaveText('4');
  await expect(sheet.getByTestId('role-ability-setup')).toContainText('Vrizzbolt');
  await expect(sheet.getByRole('region', { name: 'Package Choices' })).toContainText('Vrizzbolt');
  await expect(sheet.getByTestId('house-rules')).toHaveCount(0);
});

test('a Complete Package Solo buys its STATs and skills, and its sheet shows them', async ({ page }) => {
  test.setTimeout(480_000);
  const flow = methodWizard('complete');
  await signUp(page);
  await page.goto(WIZARD.method);
  await page.locator('label', { hasText: 'Complete Package' }).click();
  await continueTo(page, flow.role);
  await page.getByRole('button', { name: 'Next role' }).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 10: Solo');
  await continueTo(page, flow.background);
  await page.getByPlaceholder('First Name *').fill('Kade');
  await page.getByPlaceholder('Last Name *').fill('Ruin');
  await checkScreen(page);
  const nativeLanguage = await page.getByLabel('Native language').inputValue();
  for (let n = 1; n <= 7; n++) await continueTo(page, flow.part(n));
  await continueTo(page, flow.attributes);

  // 62 points from every STAT at 2; the derived stats follow each press.
  await expect(pointsLeft(page, 'stat')).toHaveText('42 of 62 STAT points left');
  await checkScreen(page);
  const raises = { REF: 6, DEX: 6, COOL: 6, BODY: 6, WILL: 6, INT: 4, TECH: 4, EMP: 4 } as const;
  const names = {
    REF: 'Reflexes',
    DEX: 'Dexterity',
    COOL: 'Cool',
    BODY: 'Body',
    WILL: 'Willpower',
    INT: 'Intelligence',
    TECH: 'Technique',
    EMP: 'Empathy',
  };
  for (const [key, times] of Object.entries(raises)) {
    await press(page.getByRole('button', { name: `Raise ${names[key as keyof typeof names]}` }), times);
  }
  await expect(page.getByTestId('derived-carryCapacity')).toContainText('80');
  await expect(pointsLeft(page, 'stat')).toHaveText('All 62 STAT points spent');
  await expect(page.getByRole('button', { name: 'Raise Luck' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByLabel(/^Damage Deflection/).selectOption('2');
  await expect(findings(page)).toContainText('Solo: 6 of 4 Combat Awareness points placed');
  await page.getByLabel(/^Threat Detection/).selectOption('2');
  await expect(findings(page)).toHaveCount(0);
  await continueTo(page, WIZARD.lifepath);
  await continueTo(page, WIZARD.skills);

  // 86 points over any skill: six new ones to 6, four basics to 6, an x2 skill and a named martial art at 2.
  await expect(pointsLeft(page, 'skill')).toHaveText('60 of 86 skill points left');
  for (const skill of [
    'Handgun',
    'Shoulder Arms',
    'Melee Weapon',
    'Tactics',
    'Resist Torture/Drugs',
    'Interrogation',
  ]) {
    await page.getByLabel('Add a skill').selectOption(skill);
    await page.getByRole('button', { name: 'Add skill' }).click();
    await press(page.getByRole('button', { name: `Raise ${skill}` }), 5);
  }
  for (const basic of ['Evasion', 'Perception', 'Athletics', 'Stealth']) {
    await press(page.getByRole('button', { name: `Raise ${basic}` }), 4);
  }
  await page.getByLabel('Add a skill').selectOption('Autofire');
  await page.getByRole('button', { name: 'Add skill' }).click();
  await page.getByLabel('Skill that takes a name').selectOption('Martial Arts');
  await page.getByLabel('Which Martial Arts').fill('Karate');
  await page.getByRole('button', { name: 'Add named skill' }).click();
  // Each x2 skill's first rank cost 2 points.
  await expect(pointsLeft(page, 'skill')).toHaveText('4 of 86 skill points left');
  await page.getByRole('button', { name: 'Raise Autofire' }).click();
  await expect(pointsLeft(page, 'skill')).toHaveText('2 of 86 skill points left');
  await page.getByRole('button', { name: 'Raise Martial Arts (Karate)' }).click();
  await expect(pointsLeft(page, 'skill')).toHaveText('All 86 skill points spent');
  await expect(findings(page)).toHaveCount(0);
  await checkScreen(page);
  await continueTo(page, WIZARD.gearAndStyle);

  const gear = page.locator('section', { has: page.getByRole('heading', { name: 'Starting Gear' }) });
  await expect(gear).toContainText('It starts on the Solo package, as far as the money goes');
  await expect(gear.getByTestId('cp-gear-totals')).toContainText('Cash left');
  await checkScreen(page);
  await page.locator('label', { hasText: 'Neon Noir' }).click();
  await continueTo(page, WIZARD.summary, 'Create Character');
  await expect(page.getByTestId('bio-text')).not.toBeEmpty();
  await continueButton(page, 'Save Character').click();
  await expect(page).toHaveURL('/characters');
  await page.getByRole('link', { name: 'View Kade Ruin' }).click();

  const sheet = page.getByRole('article', { name: 'Character sheet of Kade Ruin' });
  await expect(sheet).toContainText('Method:Complete Package (Calculated, point-buy)');
  await expect(sheet).toContainText(`Native Language:${nativeLanguage}`);
  await expect(sheet.getByTestId('stats-source')).toHaveText('Bought: 62 STAT points');
  for (const [key, value] of Object.entries({ REF: '8', BODY: '8', INT: '6', LUCK: '2' })) {
    await expect(sheetStat(sheet, key)).toHaveText(value);
  }
  const skills = sheet.getByRole('region', { name: 'Skills' });
  await expect(skills.getByText('Martial Arts (Karate)', { exact: true }).locator('+ td + td')).toHaveText(
    '2',
  );
  await expect(skills.getByText('Handgun', { exact: true }).locator('+ td + td')).toHaveText('6');
  await expect(sheet.getByTestId('role-ability-setup')).toContainText(
    'Damage Deflection 2, Threat Detection 2',
  );
  await expect(sheet.getByRole('region', { name: 'Cyberware and Humanity' })).toContainText('Sandevistan');
});
