import type { CareerShop, ShopCommand } from '@edgeforge/contracts/career-shop';
import { installFixed } from '@edgeforge/rules/cyberware/install';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SavedShopScreen, type SendShopCommand } from './saved-shop.tsx';

const SHOP: CareerShop = {
  characterId: 'c',
  name: 'Vex',
  viewer: 'owner',
  inCampaign: false,
  version: 3,
  eb: 1500,
  method: 'streetrat',
  emp: 6,
  body: 6,
  build: [installFixed('cyberware:neural-link', 'package-1')],
  chrome: [],
  bought: [],
  humanity: { current: 45, max: 58 },
  mayEnterLoss: false,
};

describe('the shop on a saved character', () => {
  it('sends the install to the server and shows the Humanity Loss it rolled', async () => {
    const user = userEvent.setup();
    const send = vi.fn<SendShopCommand>(async (command: ShopCommand) => ({
      shop: { ...SHOP, eb: 1000 },
      entry: {
        id: 'e',
        kind: command.kind,
        at: '2026-11-28T00:00:00.000Z',
        actor: { role: 'owner' as const },
        explanation: '',
        entries: [],
        selfAwarded: false,
        gameSessionId: null,
      },
      rolled: [9],
    }));
    render(
      <MemoryRouter>
        <SavedShopScreen shop={SHOP} send={send} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('shop-eb')).toHaveTextContent('1,500eb');
    expect(screen.getByTestId('humanity')).toHaveTextContent('45 / 58');
    await user.type(screen.getByLabelText('Search the shop'), 'cyberarm');
    await user.click(screen.getByRole('button', { name: 'Install Cyberarm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Install Cyberarm' });
    expect(dialog).toHaveTextContent('rolled when it is installed');
    await user.click(within(dialog).getByRole('button', { name: 'Install for 500eb' }));
    expect(send).toHaveBeenCalledWith({ kind: 'install', itemId: 'cyberware:cyberarm', placement: [null] });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Cyberarm installed. Humanity Loss rolled: 9.',
    );
  });
});
