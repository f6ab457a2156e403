import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFullCharacter } from '../../../../test/support/characters.ts';
import { renderWithProviders } from '../../../../test/support/render.tsx';
import { DeckSection } from './deck-section.tsx';

const base = buildFullCharacter();

/** The base character owning these lines. */
const owning = (items: { id: string; quantity: number }[] | null) =>
  buildFullCharacter({ character_inventory: { ...base.character_inventory, items } });

const section = () => screen.getByRole('region', { name: 'Cyberdeck' });

describe('the sheet: the cyberdeck', () => {
  it('shows the deck with its free slots and what it holds', () => {
    renderWithProviders(
      <DeckSection
        character={owning([
          { id: 'cyberdeck:standard', quantity: 1 },
          { id: 'program:sword', quantity: 2 },
          { id: 'program:see-ya', quantity: 1 },
          { id: 'hardware:krash-barrier', quantity: 1 },
        ])}
      />,
    );
    expect(within(section()).getByText('Cyberdeck: 2 of 7 slots free')).toBeInTheDocument();
    const held = within(section()).getByRole('list', { name: 'In Cyberdeck' });
    expect(
      within(held)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['KRASH Barrier · 2 slots', 'Sword x2 · 2 slots', 'See Ya · 1 slot']);
    expect(within(section()).queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows a character saved over its Poor deck with what has no room and the finding', () => {
    renderWithProviders(
      <DeckSection
        character={owning([
          { id: 'cyberdeck:poor', quantity: 1 },
          { id: 'program:sword', quantity: 9 },
        ])}
      />,
    );
    expect(within(section()).getByText('Cyberdeck (Poor): 0 of 5 slots free')).toBeInTheDocument();
    const spare = within(section()).getByRole('list', { name: 'No room in a deck' });
    expect(spare).toHaveTextContent('Sword x4 · 4 slots');
    expect(within(section()).getByRole('note')).toHaveTextContent(
      'Cyberdeck (Poor): 9 programs take 9 slots, the deck has 5. Take some out or buy a bigger deck.',
    );
  });

  it('says programs need a deck when there is none', () => {
    renderWithProviders(<DeckSection character={owning([{ id: 'program:sword', quantity: 12 }])} />);
    expect(within(section()).getByRole('note')).toHaveTextContent('12 programs and no cyberdeck');
  });

  it('shows nothing without a deck or programs, or for a character saved before the catalogue', () => {
    const { unmount } = renderWithProviders(<DeckSection character={owning([])} />);
    expect(screen.queryByRole('region', { name: 'Cyberdeck' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<DeckSection character={owning(null)} />);
    expect(screen.queryByRole('region', { name: 'Cyberdeck' })).not.toBeInTheDocument();
  });
});
