import { expect, test } from '@playwright/test';
import { api, openTable, seatAtTable } from './support/table.ts';

// The GM's live party screen (decision 042): the GM's campaign page on a laptop and the player's play
// view on a phone, two browsers, each showing what the other did without a reload.

test("the GM's screen and the player's phone show each other's changes without a reload", async ({
  browser,
}) => {
  const { gmContext, playerContext, gm, player } = await openTable(browser);

  const { campaignId, characterId } = await seatAtTable(gm, player);
  const campaign = { id: campaignId };
  const character = { id: characterId };

  // The GM's laptop: the table, live.
  await gm.goto(`/campaign/${campaign.id}`);
  const card = gm.getByRole('article', { name: /at the table$/ });
  await expect(card).toContainText('Not wounded');
  const hp = card.getByText('HP', { exact: true }).locator('xpath=following-sibling::dd');
  const [full, max] = ((await hp.textContent()) ?? '').split('/').map(Number);
  const luck = card.getByText('Luck', { exact: true }).locator('xpath=following-sibling::dd');
  const [luckLeft, luckMax] = ((await luck.textContent()) ?? '').split('/').map(Number);

  // The player's phone: a hit taken through the play view shows on the GM's screen.
  await player.goto(`/character/${character.id}/play`);
  await player.getByRole('button', { name: 'Damage', exact: true }).tap();
  const dialog = player.getByRole('dialog', { name: 'Take damage' });
  await dialog.getByLabel('Damage as').selectOption('amount');
  await dialog.getByLabel('Damage', { exact: true }).fill('10');
  await dialog.getByLabel('Attack').selectOption('direct');
  await dialog.getByRole('button', { name: 'Take the hit' }).tap();
  await expect(hp).toHaveText(`${Number(full) - 10}/${max}`);

  // Luck spent on a roll by the player: the GM's screen follows, and the roll joins the party's log.
  const rolls = player.getByRole('region', { name: 'Rolls' });
  await rolls.getByRole('button', { name: 'One Luck more on the next roll' }).tap();
  await rolls.getByRole('button', { name: /^Roll REF, base \d+$/ }).tap();
  await expect(luck).toHaveText(`${Number(luckLeft) - 1}/${luckMax}`);
  const partyRolls = gm.getByRole('list', { name: 'Rolls, newest first' });
  await expect(partyRolls.getByRole('listitem')).toHaveCount(1);

  // The GM heals the character and rolls in secret: the player's phone shows the heal, the GM's log
  // marks the private roll, and the player's log never shows it.
  await api(gm.request, 'POST', `/api/characters/${character.id}/play/commands`, {
    commandId: crypto.randomUUID(),
    command: { kind: 'heal', heal: { kind: 'amount', amount: 4 } },
  });
  const playerHp = player
    .getByRole('region', { name: 'Status' })
    .locator('p:not([role])', { hasText: /^HP / });
  await expect(playerHp).toHaveText(`HP ${Number(full) - 6} / ${max}HP`);
  await api(gm.request, 'POST', `/api/characters/${character.id}/play/commands`, {
    commandId: crypto.randomUUID(),
    command: { kind: 'roll', private: true, roll: { type: 'check', stat: 'COOL' } },
  });
  await expect(partyRolls.getByRole('listitem')).toHaveCount(2);
  await expect(partyRolls.getByRole('listitem').first()).toContainText('private');
  await expect(hp).toHaveText(`${Number(full) - 6}/${max}`);

  // The GM removes the player: the character leaves the GM's live screen without a reload.
  const party = await api<{ campaign: { party: { userId: string | null }[] } }>(
    gm.request,
    'GET',
    `/api/campaigns/${campaign.id}`,
  );
  const member = party.campaign.party[0]?.userId;
  await api(gm.request, 'DELETE', `/api/campaigns/${campaign.id}/members/${member}`);
  await expect(card).toHaveCount(0);

  await gmContext.close();
  await playerContext.close();
});
