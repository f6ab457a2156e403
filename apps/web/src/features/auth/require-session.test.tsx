import { MESSAGES } from '@edgeforge/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { RequireSession } from './require-session.tsx';

function stubSession(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
}

function renderGuarded(route: string) {
  return renderWithProviders(<Outlet />, {
    path: '/unused',
    route,
    routes: [
      {
        element: <RequireSession />,
        children: [
          { path: '/', element: <p>home screen</p> },
          { path: '/characters', element: <p>character list</p> },
        ],
      },
    ],
  });
}

describe('RequireSession', () => {
  it("shows 'Initializing...' while the session loads, then redirects to /auth when there is none", async () => {
    let answer: (response: Response) => void = () => {};
    stubSession(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { router } = renderGuarded('/characters');
    expect(await screen.findByText(MESSAGES.initializing)).toBeInTheDocument();
    expect(screen.queryByText('character list')).not.toBeInTheDocument();
    answer(jsonResponse(null));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(screen.queryByText(MESSAGES.initializing)).not.toBeInTheDocument();
  });

  it('shows the protected screen once a session exists', async () => {
    stubSession(async () => jsonResponse({ user: { id: 'u1', email: 'v@night.city', name: 'v' } }));
    const { router } = renderGuarded('/characters');
    expect(await screen.findByText('character list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/characters');
  });
});
