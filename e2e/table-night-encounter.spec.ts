import { expect, test } from '@playwright/test';
import { api, openTable, seatAtTable } from './support/table.ts';

// The GM's encounter at the table (decision 065), in two browsers: the GM on a laptop builds a fight of
// a Mook and the player's character, hits the Mook in the head, lands a critical on the character and
// goes into the second round; the player's phone shows the turn order and its own sheet change live.

test('the GM runs an encounter; the phone shows the turn order change live', async ({ browser }) => {
  const { gmContext, playerContext, gm, player } = await openTable(browser);
  const { campaignId, characterId } = await seatAtTable(gm, player);
  await api(gm.request, 'POST', `/api/campaigns/${campaignId}/npcs/roll`, { tier: 'mook', count: 1 }, 201);

  await player.goto(`/character/${characterId}/play`);
  const strip = player.getByRole('region', { name: 'Turn order' });
  await expect(strip.getByRole('status')).toHaveText('No fight running.');

  await gm.goto(`/campaign/${campaignId}`);
  const builder = gm.getByRole('form', { name: 'Build an encounter' });
  await builder.getByRole('checkbox', { name: /^Mook / }).check();
  await builder.getByRole('checkbox', { name: 'Mara Voss' }).check();
  await builder.getByRole('button', { name: 'Start the encounter' }).click();

  const order = gm.getByRole('list', { name: 'Turn order' });
  await gm.getByRole('button', { name: 'Roll NPC initiative' }).click();
  await expect(gm.getByRole('region', { name: 'Encounter log' })).toContainText("NPCs' initiative");
  // The player's roll, entered by the GM: above any Mook's 1d10 + 6, so the character goes first.
  await order.getByLabel("Mara Voss's initiative").fill('30');
  await order
    .getByRole('form', { name: 'Initiative of Mara Voss' })
    .getByRole('button', { name: 'Set' })
    .click();
  await expect(order.getByRole('listitem', { name: 'Mara Voss' })).toContainText('init 30');
  await gm.getByRole('button', { name: 'Start round 1' }).click();
  await expect(strip.getByRole('status')).toHaveText("Round 1: Mara Voss's turn");

  // A head shot on the Mook: 10 through its helmet's SP 7 is 3, doubled to 6; the helmet loses a point.
  const mook = order.getByRole('listitem', { name: /^Mook / });
  const hpBefore = Number((await mook.getByLabel(/numbers$/).textContent())?.match(/HP (\d+)/)?.[1]);
  const damage = mook.getByRole('form', { name: /^Damage to / });
  await damage.getByRole('textbox').fill('10');
  await damage.getByLabel('Where').selectOption('head');
  await damage.getByRole('button', { name: 'Apply damage' }).click();
  await expect(mook.getByLabel(/numbers$/)).toContainText(`HP ${hpBefore - 6}/`);
  await expect(mook.getByLabel(/numbers$/)).toContainText('SP 7 body / 6 head');

  await gm.getByRole('button', { name: 'Next turn' }).click();
  const mookName = (await mook.getAttribute('aria-label')) ?? '';
  await expect(strip.getByRole('status')).toHaveText(`Round 1: ${mookName}'s turn`);
  await expect(strip.getByRole('listitem').first()).toContainText('Mara Voss');
  // The Mook's numbers stay the GM's: the phone shows its name only.
  await expect(strip.getByText(mookName, { exact: true })).toBeVisible();

  // A critical on the player's character: the phone's own sheet shows the injury live.
  const mara = order.getByRole('listitem', { name: 'Mara Voss' });
  const hit = mara.getByRole('form', { name: 'Damage to Mara Voss' });
  await hit.getByRole('textbox').fill('12');
  await hit.getByLabel('Critical').check();
  await hit.getByRole('button', { name: 'Apply damage' }).click();
  await expect(player.getByRole('region', { name: 'Critical injuries' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await expect(player.getByTestId('wound-state')).not.toHaveText('Not wounded');

  // The second round comes back to the top of the order, on the phone too.
  await gm.getByRole('button', { name: 'Next turn' }).click();
  await expect(strip.getByRole('status')).toHaveText("Round 2: Mara Voss's turn");

  await gmContext.close();
  await playerContext.close();
});
