import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID } from '../../../test/support/campaigns.ts';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { JoinScreen } from './join-screen.tsx';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);
const TOKEN = 'a'.repeat(43);
const preview = (standing: string) => ({
  invite: {
    campaignId: CAMPAIGN_ID,
    name: 'Night Market Blues',
    pitch: 'Heist night.',
    gmName: 'the-gm',
    players: 2,
    standing,
  },
});
const render = (signedIn: boolean) =>
  renderWithProviders(<JoinScreen token={TOKEN} signedIn={signedIn} />, {
    route: `/join/${TOKEN}`,
    path: '/join/:token',
  });

describe('JoinScreen', () => {
  it('signed out: asks no server, leads to sign-in or registration and back to this invite', async () => {
    const calls = stubApi({}, stubFetch);
    const { user, router } = render(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Campaign Invite' })).toBeInTheDocument();
    expect(screen.getByText(/registration code/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create Identity' }));
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toEqual({ from: `/join/${TOKEN}`, mode: 'register' });
    expect(calls).toEqual([]);
  });

  it("signed in: shows the campaign's name, pitch and GM, and Join takes the seat", async () => {
    stubApi(
      {
        'POST /api/invites/lookup': () => jsonResponse(preview('guest')),
        'POST /api/invites/join': (init) => {
          expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
          return jsonResponse({ campaignId: CAMPAIGN_ID });
        },
      },
      stubFetch,
    );
    const { user } = render(true);
    expect(await screen.findByRole('heading', { level: 2, name: 'Night Market Blues' })).toBeInTheDocument();
    expect(screen.getByText('GM: the-gm · 2 players at the table')).toBeInTheDocument();
    expect(screen.getByText('Heist night.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/campaign/${CAMPAIGN_ID}`);
  });

  it('offers the campaign itself to whoever already sits at the table', async () => {
    stubApi({ 'POST /api/invites/lookup': () => jsonResponse(preview('member')) }, stubFetch);
    render(true);
    expect(await screen.findByText('You already sit at this table.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Campaign' })).toHaveAttribute(
      'href',
      `/campaign/${CAMPAIGN_ID}`,
    );
  });

  it('says when the link no longer works', async () => {
    stubApi(
      {
        'POST /api/invites/lookup': () =>
          jsonResponse({ error: { code: 'INVITE_NOT_VALID', message: 'x' } }, 410),
      },
      stubFetch,
    );
    render(true);
    expect(await screen.findByRole('alert')).toHaveTextContent('This invite link does not work any more');
  });
});
