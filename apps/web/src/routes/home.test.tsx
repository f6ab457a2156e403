import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/support/render.tsx';
import { sessionState } from '../features/auth/api/session.ts';
import HomeRoute from './home.tsx';

const SESSION = { user: { id: 'u1', email: 'v@night.city', name: 'v' } };

function stubApi() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      calls.push(path);
      if (path === '/api/auth/get-session') return jsonResponse(SESSION);
      if (path === '/api/auth/sign-out') return jsonResponse({ success: true });
      throw new Error(`unexpected request to ${path}`);
    }),
  );
  return calls;
}

describe('the home route', () => {
  it('signs out, forgets the browser storage and goes to /auth', async () => {
    const calls = stubApi();
    window.localStorage.setItem('edgeforge.draft', '{"firstName":"V"}');
    window.sessionStorage.setItem('edgeforge.step', 'part3');
    const { user, router, queryClient } = renderWithProviders(<HomeRoute />);
    expect(await screen.findByText('v@night.city')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(calls).toContain('/api/auth/sign-out');
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    // The tab forgot the session and every query, as a sign-in by the next person expects.
    expect(sessionState()).toMatchObject({ user: null, isPending: false });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
