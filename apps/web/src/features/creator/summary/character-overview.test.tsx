import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildShoppedDraft } from '../../../../test/support/shop-draft.ts';
import { CharacterOverview } from './character-overview.tsx';

describe('CharacterOverview', () => {
  it('lists what the shop bought with the Starting Gear, the cyberware installed and the cash left', () => {
    render(<CharacterOverview draft={buildShoppedDraft()} />);
    const gear = screen.getByRole('region', { name: 'Gear' });
    expect(gear).toHaveTextContent('Cybereye x2');
    expect(gear).toHaveTextContent('Anti-Dazzle x2');
    expect(within(gear).getByTestId('shop-cash-left')).toHaveTextContent('Cash left100eb');
    const chrome = within(gear).getByRole('list', { name: 'Cyberware installed' });
    expect(within(chrome).getAllByRole('listitem')).toHaveLength(7);
    expect(chrome).toHaveTextContent('Anti-Dazzle in Cybereye');
  });
});
