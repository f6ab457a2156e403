import { expect, test } from '@playwright/test';
import { openNetTable } from './support/table-night.ts';
import { expectNoSideScroll, expectTapTargets } from './support/touch.ts';

// The NET run, live (decision 058): the GM generates a seeded Standard architecture (seed 453: the Lobby
// holds no ICE, floor 3 a Hellhound and a Killer) and starts a run for the party's netrunner; on a
// 390 px touch screen the runner goes down two floors, meets the Black ICE, loses REZ on a program and
// takes brain damage, while the GM's screen follows without a reload. The server rolls the test dice.

test('the NET run: the runner goes down to the Black ICE on the phone, the GM’s screen follows', async ({
  browser,
}, testInfo) => {
  // The GM's laptop: a seeded Standard architecture, then the run for the netrunner.
  const { gmContext, playerContext, gm, player, characterId, architectures } = await openNetTable(
    browser,
    '453',
  );
  await expect(architectures.getByRole('listitem', { name: 'Arasaka relay' })).toContainText('seed 453');
  const runs = gm.getByRole('region', { name: 'NET runs' });
  await expect(runs.getByLabel('Architecture to run')).toHaveValue(/.+/);
  await runs.getByRole('button', { name: 'Start the run' }).click();
  const gmBoard = runs.getByRole('region', { name: 'NET run: Arasaka relay' });
  await expect(gmBoard).toContainText('on floor a1');
  await expect(gmBoard.getByText(/\(not revealed\)$/).first()).toBeVisible();

  // The runner's phone: only the first floor, then two floors down to the Black ICE.
  await player.goto(`/character/${characterId}/play`);
  const board = player.getByRole('region', { name: 'NET run: Arasaka relay' });
  await expect(board.getByText(/^(▶ )?Floor \d+ \([a-h]\d+\): /)).toHaveCount(1);
  await board.getByRole('button', { name: 'Down to a2' }).tap();
  await board.getByRole('button', { name: 'Down to a3' }).tap();
  await expect(board.getByRole('listitem', { name: 'Killer' })).toContainText('REZ 20/20');
  await expect(board.getByText(/^(▶ )?Floor \d+ \([a-h]\d+\): /)).toHaveCount(3);
  await expect(gmBoard).toContainText('on floor a3');
  await expect(gmBoard.getByRole('listitem', { name: 'Hellhound' })).toBeVisible();

  // Armor rezzed on the sheet; the Killer tears REZ off it; the Hellhound hits the brain.
  await player
    .getByRole('region', { name: 'NET', exact: true })
    .getByRole('button', { name: 'Rez Armor' })
    .tap();
  const programs = player.getByRole('list', { name: 'Your programs' });
  await expect(programs).toContainText('Armor: REZ 7/7, rezzed');
  await board.getByRole('button', { name: 'Killer hits a program' }).tap();
  await expect(programs).toContainText(/Armor: REZ [0-6]\/7/);
  await board.getByRole('button', { name: 'Hellhound hits the brain' }).tap();
  const log = board.getByRole('list', { name: 'Run log' });
  await expect(log.getByRole('listitem').first()).toContainText('Brain damage');

  // The GM's screen followed live: the run's log and the runner's HP.
  await expect(gmBoard.getByRole('list', { name: 'Run log' }).getByRole('listitem').first()).toContainText(
    'Brain damage',
  );
  const hp = gm
    .getByRole('article', { name: /at the table$/ })
    .getByText('HP', { exact: true })
    .locator('xpath=following-sibling::dd');
  await expect(hp).not.toHaveText('40/40');
  await expectNoSideScroll(player);
  await expectTapTargets(player);
  await player.screenshot({ path: testInfo.outputPath('net-run-phone-390.png'), fullPage: true });
  await gm.screenshot({ path: testInfo.outputPath('net-run-gm-1280.png'), fullPage: true });

  await gmContext.close();
  await playerContext.close();
});
