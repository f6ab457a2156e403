import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { packageBasket } from '@edgeforge/rules/shop/package-basket';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildShoppedDraft } from '../../../../test/support/shop-draft.ts';
import { renderStep } from '../../../../test/support/wizard-harness.tsx';
import { GearStyleStep } from './gear-style-step.tsx';

const gearTable = () => screen.getByRole('table');

describe('GearStyleStep', () => {
  it('makes each "A | B" of the package the player\'s choice, the first by default, on the Starting Gear table', async () => {
    const { user, currentDraft } = renderStep('gearAndStyle', <GearStyleStep />, {
      draft: buildDraft({ characterType: 'edgerunner', selectedRole: 'solo', fashionStyle: null }),
    });
    const melee = await screen.findByRole('group', { name: 'Melee weapon or shield' });
    expect(within(melee).getByRole('radio', { name: 'Heavy Melee Weapon' })).toBeChecked();
    expect(within(gearTable()).getByRole('cell', { name: /Heavy Melee Weapon/ })).toBeInTheDocument();
    await user.click(within(melee).getByText('Bulletproof Shield'));
    expect(within(gearTable()).getByRole('cell', { name: /Bulletproof Shield/ })).toBeInTheDocument();
    expect(within(gearTable()).queryByRole('cell', { name: /Heavy Melee Weapon/ })).toBeNull();
    await user.click(within(screen.getByRole('group', { name: 'Speedware or blades' })).getByText('Wolvers'));
    const draft = currentDraft();
    expect(draft.gearChoices).toMatchObject({ 'solo-melee': 'shield', 'solo-cyberware': 'wolvers' });
    const installed = draft.cyberware?.map((piece) => piece.itemId);
    expect(installed).toContain('cyberware:wolvers');
    expect(installed).not.toContain('cyberware:sandevistan');
    const create = screen.getByRole('button', { name: 'Create Character' });
    expect(create).toBeDisabled();
    // The spec's tooltip is also written beside the button, where a phone shows it.
    expect(create).toHaveAccessibleDescription('Select a fashion style to continue');
    expect(screen.getByText('Select a fashion style to continue')).toBeVisible();
  });

  it('says what the Complete Package money has bought, starting on the role package, what is left out, and links the shop', async () => {
    const basket = packageBasket('exec');
    renderStep('gearAndStyle', <GearStyleStep />, {
      draft: buildDraft({
        characterType: 'complete',
        selectedRole: 'exec',
        purchases: [...basket.purchases],
        cyberware: [...basket.cyberware],
        fashionStyle: null,
      }),
    });
    const section = (await screen.findByRole('heading', { name: 'Starting Gear' })).parentElement!;
    expect(section).toHaveTextContent('2,550eb for weapons, armor, gear and cyberware');
    expect(section).toHaveTextContent('800eb for fashion and fashionware only');
    expect(section).toHaveTextContent('It starts on the Exec package, as far as the money goes');
    // Bought (a priced line), and installed.
    expect(within(section).getByText('Cyberaudio Suite', { selector: 'span' })).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: 'Cyberware installed' })).toHaveTextContent(
      'Cyberaudio Suite',
    );
    expect(within(section).getByTestId('cp-gear-totals')).toHaveTextContent(`Cash left${basket.cashLeft}eb`);
    expect(
      within(section).getByRole('heading', { name: 'Left out: the money does not cover it' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
    expect(screen.getByRole('link', { name: `Shop: ${basket.cashLeft}eb left` })).toHaveAttribute(
      'href',
      '/shop',
    );
  });

  it('offers to buy the package when a Complete Package draft has bought nothing', async () => {
    const { user, currentDraft } = renderStep('gearAndStyle', <GearStyleStep />, {
      draft: buildDraft({ characterType: 'complete', selectedRole: 'solo', fashionStyle: null }),
    });
    await user.click(await screen.findByRole('button', { name: 'Buy the Solo package' }));
    expect(currentDraft().purchases).toEqual(packageBasket('solo').purchases);
    expect(currentDraft().cyberware).toEqual(packageBasket('solo').cyberware);
  });

  it('shows what the shop bought, the cyberware installed and the cash left beside the Starting Gear', async () => {
    renderStep('gearAndStyle', <GearStyleStep />, { draft: buildShoppedDraft({ fashionStyle: null }) });
    const bought = await screen.findByRole('region', { name: 'Bought in the shop' });
    expect(bought).toHaveTextContent('Cybereye x2');
    expect(bought).toHaveTextContent('Anti-Dazzle x2');
    const chrome = within(bought).getByRole('list', { name: 'Cyberware installed' });
    expect(
      within(chrome)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Biomonitor',
      'Neural Link',
      'Sandevistan in Neural Link',
      'Cybereye',
      'Cybereye',
      'Anti-Dazzle in Cybereye',
      'Anti-Dazzle in Cybereye',
    ]);
    expect(within(bought).getByTestId('shop-cash-left')).toHaveTextContent('Cash left100eb');
  });
});
