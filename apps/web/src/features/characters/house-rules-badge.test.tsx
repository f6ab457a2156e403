import type { Finding } from '@edgeforge/rules/check/finding';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildFullCharacter, listPage, stubApi, toSummary } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { CharacterList } from './list/character-list.tsx';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);

const DEVIATION: Finding = {
  code: 'TEMPLATE_ROW_MISMATCH',
  path: 'attributes.BODY',
  step: 'attributes',
  message: 'Streetrat: BODY is 8, but row 1 of the Nomad table gives 6',
};

/** A character saved under house rules with one deviation, as the list answers it. */
function houseRulesCharacter() {
  const base = buildFullCharacter({ id: '44444444-4444-4444-8444-444444444444', name_first: 'Vex' });
  return buildFullCharacter({
    ...base,
    character_stats: {
      ...base.character_stats,
      house_rules: { enabled: true, statRerolls: false },
      deviations: [DEVIATION],
    },
  });
}

describe('the House rules badge', () => {
  it('marks a house-rules character in the list, and opens its deviations; a character by the book has none', async () => {
    const ruled = toSummary(houseRulesCharacter());
    const legal = toSummary(buildFullCharacter());
    stubApi({ 'GET /api/characters': () => jsonResponse(listPage([ruled, legal])) }, stubFetch);
    const { user } = renderWithProviders(<CharacterList />, { route: '/characters', path: '/characters' });
    await screen.findByRole('table');
    const [first, second] = screen.getAllByRole('row').slice(1);
    const badge = within(first!).getByTestId('house-rules');
    expect(badge).toHaveTextContent('House rules');
    expect(within(badge).getByTestId('deviations')).not.toBeVisible();
    await user.click(within(badge).getByText('House rules'));
    expect(within(badge).getByTestId('deviations')).toBeVisible();
    expect(within(badge).getByTestId('deviations')).toHaveTextContent(DEVIATION.message);
    expect(within(second!).queryByTestId('house-rules')).toBeNull();
  });
});
