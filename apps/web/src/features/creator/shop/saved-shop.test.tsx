import type { ShopCommand } from '@edgeforge/contracts/career-shop';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildCareerShop } from '../../../../test/support/career.ts';
import { SavedShopScreen, type SendShopCommand } from './saved-shop.tsx';

const SHOP = buildCareerShop({ eb: 1500 });

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
