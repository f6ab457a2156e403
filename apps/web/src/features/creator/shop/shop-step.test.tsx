import type { Draft } from '@edgeforge/contracts/draft';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { CATALOG, getCatalogItem } from '@edgeforge/rules/catalog/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep } from '../../../../test/support/wizard-harness.tsx';
import { ShopStep } from './shop-step.tsx';

/** A Streetrat Tech with EMP 6: the package's Cybereye with MicroOptics, Skinwatch and Tool Hand. */
const TECH = buildDraft({ selectedRole: 'tech' });
/** A Complete Package Solo with an empty basket. */
const SOLO = buildDraft({ characterType: 'complete', selectedRole: 'solo' });

function renderShop(draft: Partial<Draft> = TECH) {
  return renderStep('shop', <ShopStep />, { draft });
}

const card = (id: string) => screen.getByTestId(`item-${id}`);
const budget = (id: 'cash' | 'fashion') => screen.getByTestId(`budget-${id}`);

/**
 * Puts a term in the search box at once: one input event and one render of the results, where typing
 * re-renders them for every letter (the first test types, to check the search as you type).
 */
async function searchFor(user: ReturnType<typeof renderShop>['user'], box: HTMLElement, term: string) {
  await user.click(box);
  await user.paste(term);
}

describe('the shop: search and filters', () => {
  it('searches as you type, by category, by price category and by what the player can afford', async () => {
    const { user } = renderShop();
    expect(await screen.findByText(`${CATALOG.length} items match.`)).toBeInTheDocument();
    const search = screen.getByLabelText('Search the shop');
    await user.type(search, 'armorj');
    expect(screen.getByText('6 items match.')).toBeInTheDocument();
    await user.type(search, 'ack head');
    const names = within(screen.getByRole('list', { name: 'Items for sale' }))
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Light Armorjack (Head)', 'Medium Armorjack (Head)', 'Heavy Armorjack (Head)']);

    await user.clear(search);
    await user.selectOptions(screen.getByLabelText('Category'), 'Weapons');
    await user.selectOptions(screen.getByLabelText('Price category'), 'Expensive (500eb)');
    const expensive = CATALOG.filter((item) => item.kind === 'weapon' && item.priceCategory === 'expensive');
    expect(screen.getByText(`${expensive.length} items match.`)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Price category'), 'Very Expensive (1,000eb)');
    await user.click(screen.getByLabelText('I can afford it'));
    expect(screen.getByText('Nothing matches.')).toBeInTheDocument();
  });

  it('shows results a page at a time, and each weapon with its numbers', async () => {
    const { user } = renderShop();
    await screen.findByText(`${CATALOG.length} items match.`);
    expect(
      within(screen.getByRole('list', { name: 'Items for sale' })).getAllByRole('listitem'),
    ).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: /^Show 24 more/ }));
    expect(
      within(screen.getByRole('list', { name: 'Items for sale' })).getAllByRole('listitem'),
    ).toHaveLength(48);
    await searchFor(user, screen.getByLabelText('Search the shop'), 'heavy pistol');
    expect(card('weapon:heavy-pistol')).toHaveTextContent('DMG 3d6 · ROF 2 · Mag 8 · 1-handed · Concealable');
  });
});

describe('the shop: cart and budgets', () => {
  it('keeps running totals against the 500eb, with a quantity for stackable items', async () => {
    const { user, storedDraft } = renderShop();
    await searchFor(user, await screen.findByLabelText('Search the shop'), 'heavy pistol basic');
    expect(budget('cash')).toHaveTextContent('0eb of 500eb spent · 500eb left');
    await user.click(screen.getByRole('button', { name: 'Add Heavy Pistol (Basic)' }));
    await user.click(screen.getByRole('button', { name: 'Add Heavy Pistol (Basic)' }));
    expect(card('ammo:heavy-pistol-basic')).toHaveTextContent('In cart: 2');
    const line = screen.getByTestId('cart-ammo:heavy-pistol-basic');
    expect(within(line).getByRole('status', { name: 'Quantity of Heavy Pistol (Basic)' })).toHaveTextContent(
      '2',
    );
    await user.click(within(line).getByRole('button', { name: 'One more Heavy Pistol (Basic)' }));
    expect(line).toHaveTextContent('30eb');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('30eb');
    expect(screen.getByTestId('cash-left')).toHaveTextContent('470eb');
    expect(budget('cash')).toHaveTextContent('30eb of 500eb spent · 470eb left');
    await user.click(within(line).getByRole('button', { name: 'One fewer Heavy Pistol (Basic)' }));
    expect(screen.getByTestId('cash-left')).toHaveTextContent('480eb');
    await waitFor(() =>
      expect(storedDraft().purchases).toEqual([{ id: 'ammo:heavy-pistol-basic', quantity: 2 }]),
    );
    await user.click(within(line).getByRole('button', { name: 'Remove Heavy Pistol (Basic)' }));
    expect(screen.getByText('Nothing bought yet.')).toBeInTheDocument();
    // The removed line took its button along; the focus waits on the cart's heading, not the page.
    expect(screen.getByRole('heading', { name: 'Cart' })).toHaveFocus();
  });

  it('refuses what the money cannot buy, with the rule broken, and changes nothing', async () => {
    const { user } = renderShop();
    await searchFor(user, await screen.findByLabelText('Search the shop'), 'rocket');
    await user.click(screen.getByRole('button', { name: 'Add Rocket Launcher' }));
    expect(screen.getByTestId('cash-left')).toHaveTextContent('0eb');
    expect(card('weapon:rocket-launcher')).toHaveTextContent('In cart: 1');
    await user.click(screen.getByRole('button', { name: 'Add Rocket Launcher' }));
    expect(
      await screen.findByText('The purchases cost 1,000eb, more than the 500eb to spend.'),
    ).toBeInTheDocument();
    expect(card('weapon:rocket-launcher')).toHaveTextContent('In cart: 1');
    expect(card('weapon:rocket-launcher')).toHaveTextContent('Over budget');
  });

  it('gives the Complete Package 2,550eb and 800eb of fashion money, and never spends that on a pistol', async () => {
    const { user } = renderShop(SOLO);
    expect(await screen.findByTestId('budget-fashion')).toHaveTextContent(
      'Fashion money buys clothing and fashionware only. What is left of it is lost when you save the character.',
    );
    expect(budget('cash')).toHaveTextContent('0eb of 2,550eb spent · 2,550eb left');
    await searchFor(user, screen.getByLabelText('Search the shop'), 'rocket');
    await user.click(screen.getByRole('button', { name: 'Add Rocket Launcher' }));
    const line = screen.getByTestId('cart-weapon:rocket-launcher');
    for (let n = 0; n < 4; n += 1) {
      await user.click(within(line).getByRole('button', { name: 'One more Rocket Launcher' }));
    }
    expect(budget('cash')).toHaveTextContent('2,500eb of 2,550eb spent · 50eb left');
    await user.clear(screen.getByLabelText('Search the shop'));
    await searchFor(user, screen.getByLabelText('Search the shop'), 'heavy pistol');
    await user.click(screen.getByRole('button', { name: 'Add Heavy Pistol' }));
    expect(
      await screen.findByText(
        'The 800eb fashion money buys only fashion and fashionware: weapons, armor, gear and other cyberware cost 2,600eb, 50eb over the 2,550eb for them.',
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search the shop'));
    await searchFor(user, screen.getByLabelText('Search the shop'), 'generic chic jacket');
    await user.click(screen.getByRole('button', { name: 'Add Generic Chic Jacket' }));
    const jacket = getCatalogItem('fashion:genericChic-jacket').price;
    expect(budget('fashion')).toHaveTextContent(`${jacket}eb of 800eb spent · ${800 - jacket}eb left`);
    expect(screen.getByTestId('fashion-left')).toHaveTextContent(`${800 - jacket}eb`);
    expect(budget('cash')).toHaveTextContent('50eb left');
  });
});

describe('the shop: the deck', () => {
  it("refuses a program beyond the package deck's 7 slots, saying why, and changes nothing", async () => {
    const { user } = renderShop(buildDraft({ selectedRole: 'netrunner' }));
    await searchFor(user, await screen.findByLabelText('Search the shop'), 'eraser');
    await user.click(screen.getByRole('button', { name: 'Add Eraser' }));
    await user.click(screen.getByRole('button', { name: 'Add Eraser' }));
    expect(card('program:eraser')).toHaveTextContent('In cart: 2');
    await user.click(screen.getByRole('button', { name: 'Add Eraser' }));
    expect(
      await screen.findByText(
        'Cyberdeck: 8 programs take 8 slots, the deck has 7. Take some out or buy a bigger deck.',
      ),
    ).toBeInTheDocument();
    expect(card('program:eraser')).toHaveTextContent('In cart: 2');
  });

  it('refuses a program without a deck, and takes it once a deck is in the cart', async () => {
    const { user } = renderShop(SOLO);
    const search = await screen.findByLabelText('Search the shop');
    await searchFor(user, search, 'sword');
    // The weapon of that name is for sale too: the program's own card.
    const addSword = () => within(card('program:sword')).getByRole('button', { name: 'Add Sword' });
    await user.click(addSword());
    expect(await screen.findByText(/^1 program and no cyberdeck: programs and hardware/)).toBeInTheDocument();
    expect(card('program:sword')).not.toHaveTextContent('In cart');
    await user.clear(search);
    await searchFor(user, search, 'cyberdeck (poor)');
    await user.click(screen.getByRole('button', { name: 'Add Cyberdeck (Poor)' }));
    await user.clear(search);
    await searchFor(user, search, 'sword');
    await user.click(addSword());
    expect(card('program:sword')).toHaveTextContent('In cart: 1');
  });
});
