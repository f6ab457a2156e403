import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/support/render.tsx';
import { sessionState } from '../features/auth/api/session.ts';
import AccountRoute from './account.tsx';

describe('the account route', () => {
  it('after a deletion forgets the browser storage and the session and goes to /auth', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = String(input);
        if (path === '/api/auth/get-session')
          return jsonResponse({ user: { id: 'u1', email: 'v@night.city', name: 'v' } });
        if (path === '/api/auth/list-sessions') return jsonResponse({ sessions: [] });
        if (path === '/api/auth/delete-user') return jsonResponse({ status: true });
        throw new Error(`unexpected request to ${path}`);
      }),
    );
    window.localStorage.setItem('edgeforge.draft', '{"firstName":"V"}');
    const { user, router } = renderWithProviders(<AccountRoute />, {
      route: '/account',
      path: '/account',
    });
    expect(await screen.findByText('v@night.city')).toBeInTheDocument();
    const danger = screen.getByRole('region', { name: 'Delete Account' });
    await user.type(danger.querySelector('input[type="password"]') as HTMLInputElement, 'my-passphrase-1');
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete Forever' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(window.localStorage.length).toBe(0);
    // The tab forgot the session, as a sign-in by the next person expects.
    expect(sessionState()).toMatchObject({ user: null, isPending: false });
  });
});
