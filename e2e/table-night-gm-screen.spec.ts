import { expect, test } from '@playwright/test';
import { api, openParty } from './support/table.ts';
import { expectNoSideScroll } from './support/touch.ts';

// Issue 29's walk, in two browsers: the GM rolls five Mooks and a Lieutenant into the roster (decision
// 060), runs an encounter of a Mook, the Lieutenant and the party's two characters (decision 065): a
// head shot on the Mook, a critical on Mara Voss, two rounds played, while Mara's player's 390 px phone
// shows the turn order and its own sheet change live; then the GM opens a Night Market (decision 067)
// and the player, paid through the career's ledger, buys from it; the GM sees the sale.

test('the GM screen: a roster, an encounter of two characters followed on a phone, a Night Market', async ({
  browser,
}) => {
  const { gmContext, playerContext, second, gm, player, campaignId, characterId } = await openParty(browser);
  await api(gm.request, 'POST', `/api/campaigns/${campaignId}/career/awards`, {
    commandId: crypto.randomUUID(),
    characterIds: [characterId],
    awards: [{ ledger: 'eb', amount: 2000 }],
    reason: 'The job',
  });

  await player.goto(`/character/${characterId}/play`);
  const strip = player.getByRole('region', { name: 'Turn order' });
  await expect(strip.getByRole('status')).toHaveText('No fight running.');

  // The roster, rolled by tier while the GM holds the laptop's window at a phone's width.
  await gm.setViewportSize({ width: 390, height: 844 });
  await gm.goto(`/campaign/${campaignId}`);
  const roster = gm.getByRole('region', { name: 'NPC Roster' });
  await expect(roster.getByText('No NPCs yet: roll some above.')).toBeVisible();
  await roster.getByLabel('How many').fill('5');
  await roster.getByRole('button', { name: 'Roll NPCs' }).click();
  await expect(roster.getByRole('listitem')).toHaveCount(5);
  await roster.getByLabel('Tier').selectOption('lieutenant');
  await roster.getByLabel('How many').fill('1');
  await roster.getByRole('button', { name: 'Roll NPCs' }).click();
  await expect(roster.getByRole('listitem')).toHaveCount(6);
  await expect(roster.getByRole('listitem').filter({ hasText: 'Lieutenant ·' })).toHaveCount(1);
  await expect(roster.getByRole('listitem').filter({ hasText: 'SP 7 body / 7 head' })).toHaveCount(5);
  await expect(roster.getByRole('listitem').filter({ hasText: 'SP 11 body / 11 head' })).toHaveCount(1);
  await expectNoSideScroll(gm);
  // The long page's contents: from the top, the fight's heading is one link away, and the keyboard goes
  // on from there.
  await gm.evaluate(() => window.scrollTo(0, 0));
  const contents = gm.getByRole('navigation', { name: 'On this page' });
  await contents.getByRole('link', { name: 'Encounter' }).focus();
  await gm.keyboard.press('Enter');
  await expect(gm.getByRole('heading', { name: 'Encounter', exact: true })).toBeInViewport();
  await gm.keyboard.press('Tab');
  await expect(gm.getByRole('textbox', { name: 'Encounter name' })).toBeFocused();
  await gm.goBack();
  await expect(contents).toBeInViewport();
  await gm.setViewportSize({ width: 1280, height: 900 });

  // The fight: one Mook, the Lieutenant and both characters.
  const builder = gm.getByRole('form', { name: 'Build an encounter' });
  await builder
    .getByRole('checkbox', { name: /^Mook / })
    .first()
    .check();
  await builder.getByRole('checkbox', { name: /^Lieutenant / }).check();
  await builder.getByRole('checkbox', { name: 'Mara Voss' }).check();
  await builder.getByRole('checkbox', { name: 'Juno Kade' }).check();
  await builder.getByRole('button', { name: 'Start the encounter' }).click();

  const order = gm.getByRole('list', { name: 'Turn order' });
  const mook = order.getByRole('listitem', { name: /^Mook / });
  const lieutenant = order.getByRole('listitem', { name: /^Lieutenant / });
  await gm.getByRole('button', { name: 'Roll NPC initiative' }).click();
  await expect(gm.getByRole('region', { name: 'Encounter log' })).toContainText("NPCs' initiative");
  await expect(mook).toContainText(/init -?\d+/);
  const rolled = Number(/init (-?\d+)/.exec((await mook.textContent()) ?? '')?.[1]);
  // The players' rolls, entered by the GM: Mara's 30 is above any Mook's 1d10 + REF (at most 10 + 10 +
  // 6 with a critical), so she goes first; the GM holds the Lieutenant back right behind the Mook, and
  // Juno rolled lower still: the order is Mara, the Mook, the Lieutenant, Juno.
  const setInitiative = async (name: string, value: number) => {
    const form = order.getByRole('form', { name: `Initiative of ${name}` });
    await form.getByRole('textbox').fill(String(value));
    await form.getByRole('button', { name: 'Set' }).click();
    await expect(order.getByRole('listitem', { name })).toContainText(new RegExp(`init ${value}(?!\\d)`));
  };
  const mookName = (await mook.getAttribute('aria-label')) ?? '';
  const lieutenantName = (await lieutenant.getAttribute('aria-label')) ?? '';
  await setInitiative('Mara Voss', 30);
  await setInitiative(lieutenantName, rolled - 1);
  await setInitiative('Juno Kade', rolled - 2);
  await gm.getByRole('button', { name: 'Start round 1' }).click();
  await expect(strip.getByRole('status')).toHaveText("Round 1: Mara Voss's turn");
  await expect(strip.getByRole('listitem')).toHaveCount(4);

  // A head shot on the Mook: 10 through its helmet's SP 7 is 3, doubled to 6; the helmet loses a point.
  const hpBefore = Number((await mook.getByLabel(/numbers$/).textContent())?.match(/HP (\d+)/)?.[1]);
  const damage = mook.getByRole('form', { name: /^Damage to / });
  await damage.getByRole('textbox').fill('10');
  await damage.getByLabel('Where').selectOption('head');
  await damage.getByRole('button', { name: 'Apply damage' }).click();
  await expect(mook.getByLabel(/numbers$/)).toContainText(`HP ${hpBefore - 6}/`);
  await expect(mook.getByLabel(/numbers$/)).toContainText('SP 7 body / 6 head');

  await gm.getByRole('button', { name: 'Next turn' }).click();
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

  // Round 1 goes on to Juno and comes back to the top of the order in round 2, then again in round 3,
  // on the phone too. Each turn is awaited: the screen sends no command while one is on its way.
  const turns = [mookName, lieutenantName, 'Juno Kade'];
  for (const [round, skip] of [
    [1, 1],
    [2, 0],
  ] as const) {
    for (const name of turns.slice(skip)) {
      await gm.getByRole('button', { name: 'Next turn' }).click();
      await expect(strip.getByRole('status')).toHaveText(`Round ${round}: ${name}'s turn`);
    }
    await gm.getByRole('button', { name: 'Next turn' }).click();
    await expect(strip.getByRole('status')).toHaveText(`Round ${round + 1}: Mara Voss's turn`);
  }

  // The Night Market, rolled and opened on the same campaign page.
  const panel = gm.getByRole('region', { name: 'Night Market', exact: true });
  await panel.getByLabel('Market name').fill('The Pit');
  await panel.getByRole('button', { name: 'Roll a market' }).click();
  const market = panel.getByRole('listitem', { name: 'Night Market The Pit' });
  await market.getByRole('button', { name: 'Open to the players' }).click();
  await expect(market).toContainText('Open to the players');
  await gm.screenshot({ path: 'test-results/night-market-gm-1280.png', fullPage: true });

  await player.goto(`/campaign/${campaignId}`);
  const stall = player.getByRole('region', { name: 'Night Market', exact: true });
  const buy = stall.getByRole('button', { name: /^Buy / }).first();
  const label = (await buy.getAttribute('aria-label')) ?? '';
  const item = label.replace(/^Buy /, '');
  await buy.tap();
  await expect(player.getByText(`Bought ${item}`).first()).toBeVisible();
  await player.screenshot({ path: 'test-results/night-market-player-390.png', fullPage: true });

  await gm.reload();
  await expect(gm.getByRole('region', { name: 'Night Market', exact: true })).toContainText(
    `bought ${item} for`,
  );
  await gmContext.close();
  await playerContext.close();
  await second.close();
});
