import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { signUp } from './support/auth.ts';
import { api, openTable, seatAtTable } from './support/table.ts';
import {
  enterD10,
  openDialog,
  openNetTable,
  saveCharacter,
  watchLayoutShift,
} from './support/table-night.ts';
import { expectNoSideScroll, expectTapTargets, PHONE } from './support/touch.ts';

// One night at the table, on a phone held in one hand: the spec the next issues grow (the GM's screen,
// the live stream, the offline queue). One character is played through every step, seeded through the
// API; the server's own dice are seeded (TEST_DICE_SEED in playwright.config.ts) and the rolls whose
// outcome matters are entered by the player.

test.use(PHONE);

test('a night at the table: Luck, fire and reload, a head shot, death saves with entered dice', async ({
  page,
}) => {
  await signUp(page);
  const id = await saveCharacter(page);
  await page.addInitScript(watchLayoutShift);
  await page.goto(`/character/${id}/play`);

  const status = page.getByRole('region', { name: 'Status' });
  const rolls = page.getByRole('region', { name: 'Rolls' });
  const gear = page.getByRole('region', { name: 'Weapons and armour' });
  const actions = page.getByRole('region', { name: 'Actions' });
  const log = page.getByRole('list', { name: 'Events, newest first' });
  const announcer = page.getByTestId('play-announcer');
  await expect(status).toBeVisible();
  await expect(page.getByTestId('wound-state')).toHaveText('Not wounded');
  await expectNoSideScroll(page);
  await expectTapTargets(page);
  await expectAccessible(page);

  // Luck on a roll: one point picked, then one tap on a STAT.
  const luck = status.getByText('Luck', { exact: true }).locator('xpath=following-sibling::dd');
  const [left, max] = ((await luck.textContent()) ?? '').split(' / ').map(Number);
  await rolls.getByRole('button', { name: 'One Luck more on the next roll' }).tap();
  await rolls.getByRole('button', { name: /^Roll REF, base \d+$/ }).tap();
  await expect(rolls.getByRole('status')).toContainText('+ 1 Luck');
  await expect(luck).toHaveText(`${Number(left) - 1} / ${max}`);
  await expect(announcer).toHaveText(`Luck ${Number(left) - 1} of ${max}.`);

  // Fire one round, then reload it.
  const weapon = gear.getByRole('listitem').first();
  const name = await weapon.getAttribute('aria-label');
  await weapon.getByRole('button', { name: `Fire ${name}` }).tap();
  await expect(gear.getByRole('status')).toContainText(name ?? '');
  await expect(log.getByRole('listitem').first()).toContainText(name ?? '');
  await weapon.getByRole('button', { name: `Reload ${name}` }).tap();
  await expect(gear.getByRole('status')).toContainText('loaded 1');

  // A head shot with two sixes: a critical, and an injury rolled on the Head table.
  let dialog = await openDialog(page, 'Damage', 'Take damage');
  await dialog.getByLabel('Damage as').selectOption('faces');
  await dialog.getByLabel('Faces (6 6 2)').fill('6 6 2');
  await dialog.getByLabel('Location').selectOption('head');
  await dialog.getByRole('button', { name: 'Take the hit' }).tap();
  await expect(actions.getByRole('status')).toContainText('critical: +5 straight to HP');
  await expect(page.getByRole('region', { name: 'Critical injuries' }).getByText('(head)')).toBeVisible();
  await expect(announcer).toContainText('HP ');

  // Enough more to be Mortally Wounded.
  dialog = await openDialog(page, 'Damage', 'Take damage');
  await dialog.getByLabel('Damage as').selectOption('amount');
  await dialog.getByLabel('Damage', { exact: true }).fill('60');
  await dialog.getByLabel('Attack').selectOption('direct');
  await dialog.getByRole('button', { name: 'Take the hit' }).tap();
  await expect(page.getByTestId('wound-state')).toHaveText('Mortally Wounded, -4 to every action');
  await expect(announcer).toContainText('Mortally Wounded, -4 to every action.');

  // The player rolls their own dice now: a Death Save on a 1 holds, one on a 10 always fails.
  const own = status.getByRole('switch', { name: 'I roll my own dice' });
  await own.tap();
  await expect(own).toHaveAttribute('aria-checked', 'true');
  await rolls.getByRole('button', { name: 'Death Save' }).tap();
  await enterD10(page, '1');
  await expect(rolls.getByRole('status')).toContainText('alive');
  await rolls.getByRole('button', { name: 'Death Save' }).tap();
  await enterD10(page, '10');
  await expect(rolls.getByRole('status')).toContainText('flatlined');
  await expect(page.getByTestId('end-states')).toHaveText('Flatlined');
  await expect(announcer).toContainText('Flatlined.');
  await expect(log.getByRole('listitem').first()).toContainText('entered dice');

  // The dead roll no more: the refusal shows beside the action.
  await rolls.getByRole('button', { name: 'Death Save' }).tap();
  await enterD10(page, '3');
  await expect(rolls.getByRole('alert')).not.toBeEmpty();

  await expectAccessible(page);
  await expectTapTargets(page);
  const { shift, shifted } = await page.evaluate(() => ({
    shift: window.__layoutShift,
    shifted: window.__shifted,
  }));
  expect(shift, `layout shifts: ${shifted.join('; ')}`).toBe(0);
});

test('the Wi-Fi drops: commands wait in order, arrive once, and the one the GM made impossible is refused', async ({
  browser,
}) => {
  const { gmContext, playerContext, gm, player } = await openTable(browser);
  const { campaignId, characterId } = await seatAtTable(gm, player);
  const commands = `/api/characters/${characterId}/play/commands`;
  // Hurt before the night goes on, and rolling real dice: a heal has something to do, a roll needs no server.
  await api(player.request, 'POST', commands, {
    commandId: crypto.randomUUID(),
    command: { kind: 'takeDamage', damage: { amount: 10 }, attack: 'direct' },
  });
  await api(player.request, 'PUT', `/api/characters/${characterId}/play/dice-mode`, { mode: 'entered' });

  await gm.goto(`/campaign/${campaignId}`);
  const card = gm.getByRole('article', { name: /at the table$/ });
  await expect(card).not.toContainText('Not wounded');
  await player.goto(`/character/${characterId}/play`);
  const rolls = player.getByRole('region', { name: 'Rolls' });
  const weapon = player.getByRole('region', { name: 'Weapons and armour' }).getByRole('listitem').first();
  const name = (await weapon.getAttribute('aria-label')) ?? '';
  const loaded = await weapon.locator('p', { hasText: /^Loaded/ }).textContent();
  const [before, magazine] = (loaded ?? '').replace('Loaded ', '').split(' / ').map(Number);

  await playerContext.setOffline(true);
  const line = player.getByTestId('offline-status').getByRole('status');
  await expect(line).toHaveText(/^Offline: the sheet shows its last known state/);
  // The server's dice are out of reach; the player's own are not.
  await rolls.getByRole('button', { name: /^Roll REF, base \d+$/ }).tap();
  await enterD10(player, '7');
  await weapon.getByRole('button', { name: `Fire ${name}` }).tap();
  const dialog = await openDialog(player, 'Heal', 'Heal');
  await dialog.getByLabel('How').selectOption('amount');
  await dialog.getByLabel('HP').fill('5');
  await dialog.getByRole('button', { name: 'Heal' }).tap();
  await expect(line).toHaveText(/^Offline: 3 actions waiting/);
  await expect(player.getByRole('list', { name: 'Waiting to be sent' }).getByRole('listitem')).toHaveText([
    'Roll REF',
    `Fire ${name}`,
    'Heal 5 HP',
  ]);

  // Meanwhile the GM's medtech patches the character up to full: the queued heal no longer applies.
  await api(gm.request, 'POST', commands, {
    commandId: crypto.randomUUID(),
    command: { kind: 'heal', heal: { kind: 'amount', amount: 10 } },
  });
  await expect(card).toContainText('Not wounded');

  await playerContext.setOffline(false);
  await expect(line).toHaveText('Back online: 2 actions sent.');
  await expect(player.getByTestId('offline-status').getByRole('alert')).toHaveText(
    'Heal 5 HP: refused. Already at full HP.',
  );

  // The log: the roll and the shot, in the order made, each once; the player's heal never applied.
  const { events } = await api<{
    events: { kind: string; commandId: string; entered: boolean; actor: { role: string } }[];
  }>(player.request, 'GET', `/api/characters/${characterId}/play`);
  expect(events.map((event) => `${event.actor.role} ${event.kind}`)).toEqual([
    'owner fire',
    'owner roll',
    'gm heal',
    'owner takeDamage',
  ]);
  expect(events[1]?.entered).toBe(true);
  expect(new Set(events.map((event) => event.commandId)).size).toBe(events.length);
  // The GM's screen shows the two that arrived.
  await expect(card).toContainText(`${name} ${Number(before) - 1}/${magazine}`);
  await expect(gm.getByRole('list', { name: 'Rolls, newest first' }).getByRole('listitem')).toHaveCount(1);
  await expectAccessible(player);

  await gmContext.close();
  await playerContext.close();
});

test('the netrunner: the GM keeps a seeded Standard architecture; Interface, a program’s REZ and Black ICE on the phone', async ({
  browser,
}, testInfo) => {
  // The GM's laptop: a Standard architecture generated from a seed, kept in the campaign.
  const { gmContext, playerContext, gm, player, characterId, architectures } = await openNetTable(
    browser,
    '42',
  );
  const kept = architectures.getByRole('listitem', { name: 'Arasaka relay' });
  await expect(kept).toContainText('Standard');
  await expect(kept).toContainText('seed 42');
  await kept.getByRole('button', { name: 'Show floors' }).click();
  await expect(kept.getByText(/^Floor 1 \(a1\): /)).toBeVisible();
  const card = gm.getByRole('article', { name: /at the table$/ });
  const hp = card.getByText('HP', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(hp).toHaveText('40/40');
  await gm.screenshot({ path: testInfo.outputPath('net-gm-1280.png'), fullPage: true });

  // The netrunner's phone: NET Actions by rank, an Interface roll, Black ICE on the brain and a program.
  await player.goto(`/character/${characterId}/play`);
  const net = player.getByRole('region', { name: 'NET' });
  await expect(net).toContainText('Interface 4: 3 NET Actions per turn');
  await net.getByRole('button', { name: 'Roll Pathfinder, base 4' }).tap();
  await expect(net.getByRole('status')).toContainText('Pathfinder: d10');
  await net.getByLabel('Black ICE').selectOption('hellhound');
  await net.getByRole('button', { name: 'Hellhound hits the brain' }).tap();
  await expect(net.getByRole('status')).toContainText('Brain damage');
  // The GM's screen follows: the HP the brain damage took.
  await expect(hp).not.toHaveText('40/40');
  await net.getByRole('button', { name: 'Rez Armor' }).tap();
  await expect(net.getByText('REZ 7/7').first()).toBeVisible();
  await net.getByLabel('Black ICE').selectOption('killer');
  await net.getByLabel('Program hit').selectOption({ label: 'Armor' });
  await net.getByRole('button', { name: 'Killer hits a program' }).tap();
  await expect(net.getByRole('status')).toContainText('Armor loses');
  await expect(net.getByText(/^REZ [0-3]\/7$/).first()).toBeVisible();
  await expectNoSideScroll(player);
  await expectTapTargets(player);
  await player.screenshot({ path: testInfo.outputPath('net-phone-390.png'), fullPage: true });

  await gmContext.close();
  await playerContext.close();
});
