import type { Draft } from '@edgeforge/contracts/draft';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { createRng } from '@edgeforge/rules/dice';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep } from '../../../../test/support/wizard-harness.tsx';
import { ShopStep } from './shop-step.tsx';

/** A Streetrat Tech: the package's Cybereye with MicroOptics, Skinwatch and Tool Hand (12 Humanity). */
const TECH = buildDraft({ selectedRole: 'tech' });
const EMP = TECH.attributes.EMP;

function renderShop(draft: Partial<Draft> = TECH) {
  return renderStep('shop', <ShopStep rng={createRng(7)} />, { draft });
}

/** Searches the shop and opens the install dialog of one piece. */
async function openInstall(user: ReturnType<typeof renderShop>['user'], name: string) {
  const search = await screen.findByLabelText('Search the shop');
  await user.clear(search);
  // Pasted, not typed: one render of the results, not one a letter (shop-step.test.tsx types).
  await user.click(search);
  await user.paste(name);
  await user.click(screen.getByRole('button', { name: `Install ${name}` }));
  return screen.findByRole('dialog', { name: `Install ${name}` });
}

const change = (dialog: HTMLElement, term: string) =>
  within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the shop: cyberware', () => {
  it('keeps the money, Humanity and the cart in a summary that leads to the cart and the chrome', async () => {
    const { user } = renderShop();
    const summary = await screen.findByRole('region', { name: 'Shop summary' });
    expect(summary).toHaveTextContent(`500eb left`);
    expect(summary).toHaveTextContent(`Humanity ${EMP * 10 - 12} / ${EMP * 10 - 6}`);
    await user.click(within(summary).getByRole('button', { name: 'Cart (0)' }));
    expect(screen.getByRole('heading', { name: 'Cart' })).toHaveFocus();
    await user.click(within(summary).getByRole('button', { name: 'Chrome' }));
    expect(screen.getByRole('heading', { name: 'Your chrome' })).toHaveFocus();
  });

  it("shows the body's foundations with their used and free slots, and Humanity current / maximum", async () => {
    renderShop();
    expect(await screen.findByTestId('humanity')).toHaveTextContent(`${EMP * 10 - 12} / ${EMP * 10 - 6}`);
    const chrome = screen.getByRole('list', { name: 'Installed cyberware' });
    expect(within(chrome).getByTestId('chrome-package-1')).toHaveTextContent(
      'Cybereye Humanity Loss 7 · 1 of 3 slots used, 2 free',
    );
    expect(within(chrome).getByTestId('chrome-package-2')).toHaveTextContent('MicroOptics Humanity Loss 2');
    expect(within(chrome).getByTestId('chrome-internal')).toHaveTextContent('0 of 7 slots used, 7 free');
    expect(within(chrome).getByTestId('chrome-natural-arm')).toHaveTextContent('Tool Hand');
  });

  it('installs an option in its foundation, with Humanity, slots and money shown before confirming', async () => {
    const { user, storedDraft } = renderShop();
    const dialog = await openInstall(user, 'Chyron');
    expect(dialog).toHaveTextContent('Where: Cybereye');
    expect(change(dialog, 'Humanity')).toBe(`${EMP * 10 - 12} → ${EMP * 10 - 14}`);
    expect(change(dialog, 'Maximum Humanity')).toBe(`${EMP * 10 - 6} → ${EMP * 10 - 8}`);
    expect(change(dialog, 'Cybereye slots used')).toBe('1 → 2 of 3');
    expect(change(dialog, 'Cash left')).toBe('500eb → 400eb');
    // EMP stays and Humanity stays high: nothing to warn of.
    expect(within(dialog).queryByRole('region', { name: 'Before you install' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Install for 100eb' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('humanity')).toHaveTextContent(`${EMP * 10 - 14} / ${EMP * 10 - 8}`);
    expect(screen.getByTestId('chrome-package-1')).toHaveTextContent('2 of 3 slots used, 1 free');
    expect(screen.getByTestId('cart-chyron-1')).toHaveTextContent('Chyron100eb');
    await waitFor(() => expect(storedDraft().purchases).toEqual([{ id: 'cyberware:chyron', quantity: 1 }]));
    expect(storedDraft().cyberware?.at(-1)).toEqual({
      instanceId: 'chyron-1',
      itemId: 'cyberware:chyron',
      foundationId: 'package-1',
      humanityLoss: 2,
      rolled: false,
    });
  });

  it("warns in plain words before Humanity falls low or EMP drops, the dice's worst while a roll is to come", async () => {
    // EMP 3: the package's chrome leaves Humanity 18 (EMP 1).
    const { user } = renderShop({ ...TECH, attributes: { ...TECH.attributes, EMP: 3 } });
    let dialog = await openInstall(user, 'Chyron');
    const warning = () => within(dialog).getByRole('region', { name: 'Before you install' });
    expect(warning()).toHaveTextContent(
      'Humanity will be down to 16. At 0 the character is lost to cyberpsychosis',
    );
    expect(warning()).not.toHaveTextContent('EMP');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    dialog = await openInstall(user, 'Cybereye');
    await user.click(within(dialog).getByLabelText('Roll 2d6'));
    // 2d6 can take 12: Humanity 6, EMP 0.
    expect(warning()).toHaveTextContent(
      'EMP could fall from 1 to 0: Conversation and Human Perception are rolled with it, so they could drop too.',
    );
    expect(warning()).toHaveTextContent('Humanity could be down to 6.');
  });

  it('rolls the Humanity Loss when the player chooses to, and stores it shown as rolled', async () => {
    const { user, storedDraft } = renderShop();
    const dialog = await openInstall(user, 'TeleOptics');
    await user.click(within(dialog).getByLabelText('Roll 1d6'));
    const install = within(dialog).getByRole('button', { name: 'Roll first' });
    expect(install).toHaveAttribute('aria-disabled', 'true');
    expect(change(dialog, 'Humanity')).toBe(`${EMP * 10 - 12} → ${EMP * 10 - 18} to ${EMP * 10 - 13}`);
    await user.click(within(dialog).getByRole('button', { name: 'Roll 1d6 Humanity Loss for TeleOptics' }));
    const rolled = await within(dialog).findByTestId('humanity-roll');
    const loss = Number(rolled.textContent?.replace('Rolled ', ''));
    expect(loss).toBeGreaterThanOrEqual(1);
    expect(loss).toBeLessThanOrEqual(6);
    // The roll stands: the fixed value can no longer be taken instead.
    expect(within(dialog).getByLabelText('Fixed: 3')).toBeDisabled();
    expect(change(dialog, 'Humanity')).toBe(`${EMP * 10 - 12} → ${EMP * 10 - 12 - loss}`);
    await user.click(within(dialog).getByRole('button', { name: 'Install for 500eb' }));
    expect(screen.getByTestId('humanity')).toHaveTextContent(`${EMP * 10 - 12 - loss} / ${EMP * 10 - 8}`);
    expect(screen.getByTestId('chrome-teleoptics-1')).toHaveTextContent(`Humanity Loss ${loss}, rolled`);
    await waitFor(() =>
      expect(storedDraft().cyberware?.at(-1)).toMatchObject({
        itemId: 'cyberware:teleoptics',
        humanityLoss: loss,
        rolled: true,
      }),
    );
  });

  it('refuses an install without its foundation, with a clear message', async () => {
    const { user } = renderShop();
    const dialog = await openInstall(user, 'Interface Plugs');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Interface Plugs must sit in a Neural Link.');
    await user.click(within(dialog).getByRole('button', { name: 'Install for 500eb' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('cart-interface-plugs-1')).not.toBeInTheDocument();
  });

  it('refuses an install that would take Humanity to 0 or below', async () => {
    const low = buildDraft({ characterType: 'complete', selectedRole: 'solo' });
    const { user } = renderShop({ ...low, attributes: { ...low.attributes, EMP: 1 } });
    // EMP 1: 10 Humanity; Grafted Muscle and Bone Lace costs 14.
    const dialog = await openInstall(user, 'Grafted Muscle and Bone Lace');
    expect(change(dialog, 'Humanity')).toBe('10 → -4');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Installing Grafted Muscle and Bone Lace would take Humanity to -4: it must stay above 0',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Install for 1,000eb' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('Nothing bought yet.')).toBeInTheDocument();
  });

  it('fills a foundation up, then says there is no room, and that a paired option needs two eyes', async () => {
    const { user } = renderShop();
    for (const name of ['Chyron', 'Color Shift']) {
      const dialog = await openInstall(user, name);
      await user.click(within(dialog).getByRole('button', { name: 'Install for 100eb' }));
    }
    expect(screen.getByTestId('chrome-package-1')).toHaveTextContent('3 of 3 slots used, 0 free');
    let dialog = await openInstall(user, 'MicroOptics');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'No room for MicroOptics in the Cybereye: 3 of 3 option slots are taken and it needs 1.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    dialog = await openInstall(user, 'Virtuality');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Virtuality goes in a pair of Cybereyes, and there is only one: install a second Cybereye first.',
    );
  });

  it('installs a paired option in both eyes, and sells back a foundation with what sits in it', async () => {
    const { user } = renderShop();
    let dialog = await openInstall(user, 'Cybereye');
    expect(dialog).toHaveTextContent('Where: An eye socket, in the head');
    await user.click(within(dialog).getByRole('button', { name: 'Install for 100eb' }));
    dialog = await openInstall(user, 'Anti-Dazzle');
    expect(dialog).toHaveTextContent('Where: Cybereye 1 and Cybereye 2');
    expect(change(dialog, 'Maximum Humanity')).toBe(`${EMP * 10 - 8} → ${EMP * 10 - 12}`);
    await user.click(within(dialog).getByRole('button', { name: 'Install for 200eb' }));
    expect(screen.getByTestId('cart-anti-dazzle-1')).toHaveTextContent('Anti-Dazzle (pair)200eb');
    expect(screen.getByTestId('cash-left')).toHaveTextContent('200eb');
    await user.click(screen.getByRole('button', { name: 'Remove Cybereye' }));
    expect(screen.queryByTestId('cart-anti-dazzle-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('cash-left')).toHaveTextContent('500eb');
    expect(screen.getByTestId('humanity')).toHaveTextContent(`${EMP * 10 - 12} / ${EMP * 10 - 6}`);
    // The role package's pieces are not for sale: no Remove button for them.
    expect(screen.queryByRole('button', { name: 'Remove MicroOptics' })).not.toBeInTheDocument();
  });
});
