import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  buildCareerEntry,
  buildCareerResponse,
  buildCareerView,
  openingEntry,
} from '../../../test/support/career.ts';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { CareerPage } from './career-page.tsx';

const ID = buildCareerView().characterId;

const timeline = [
  buildCareerEntry({
    id: 'e4',
    kind: 'monthPasses',
    at: '2026-11-25T10:00:00.000Z',
    explanation: 'A month passes: 1100eb for Kibble and Cargo Container, 1400eb left.',
    entries: [
      { ledger: 'eb', amount: -100, reason: 'Lifestyle: Kibble' },
      { ledger: 'eb', amount: -1000, reason: 'Housing: Cargo Container' },
    ],
    selfAwarded: false,
  }),
  buildCareerEntry({
    id: 'e3',
    kind: 'raiseSkill',
    at: '2026-11-24T10:00:00.000Z',
    explanation: 'Evasion raised to 7 for 140 IP.',
    entries: [{ ledger: 'ip', amount: -140, reason: 'Evasion to 7' }],
    selfAwarded: false,
  }),
  buildCareerEntry({
    id: 'e2',
    kind: 'award',
    actor: { role: 'gm' },
    selfAwarded: false,
    explanation: '2000 eurobucks awarded: The Arasaka job.',
    entries: [{ ledger: 'eb', amount: 2000, reason: 'The Arasaka job' }],
  }),
  buildCareerEntry({
    id: 's1',
    kind: 'gameSession',
    at: '2026-11-19T19:00:00.000Z',
    explanation: 'A game session starts.',
    entries: [],
    selfAwarded: false,
  }),
  openingEntry(),
];

function renderPage() {
  stubApi(
    {
      [`GET /api/characters/${ID}/career`]: () =>
        jsonResponse(buildCareerResponse({ inCampaign: true }, timeline)),
    },
    (fetch) => vi.stubGlobal('fetch', fetch),
  );
  return renderWithProviders(<CareerPage id={ID} />, {
    route: `/character/${ID}/career`,
    path: '/character/:id/career',
  });
}

describe('CareerPage', () => {
  it('shows the balances and the whole history, newest first, with what each entry moved', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Career of Mara Voss' })).toBeInTheDocument();
    expect(screen.getByLabelText('Balances of Mara Voss')).toHaveTextContent('IP120');
    const items = within(screen.getByRole('list', { name: 'Career timeline' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Living and rent'),
      expect.stringContaining('IP spent'),
      expect.stringContaining('Awards'),
      expect.stringContaining('Game sessions'),
      expect.stringContaining('Creation'),
    ]);
    expect(items[0]).toHaveTextContent('-100eb-1,000eb');
    expect(items[1]).toHaveTextContent('-140 IP');
    expect(items[2]).toHaveTextContent('by the GM');
    expect(items[2]).toHaveTextContent('+2,000eb');
    expect(screen.getByRole('link', { name: 'Back to the sheet' })).toHaveAttribute(
      'href',
      `/character/${ID}`,
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('filters the history by kind, offering the kinds it holds', async () => {
    const { user } = renderPage();
    const show = await screen.findByLabelText('Show');
    expect(
      within(show)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Everything', 'Creation', 'Game sessions', 'Awards', 'IP spent', 'Living and rent']);
    await user.selectOptions(show, 'awards');
    const items = within(screen.getByRole('list', { name: 'Career timeline' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('2000 eurobucks awarded: The Arasaka job.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('History: Awards');
  });
});
