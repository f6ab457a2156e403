import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { HomeMenu } from './home-menu.tsx';

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

describe('HomeMenu', () => {
  it('shows the title, tagline, hero image and intro', () => {
    stubApi();
    renderWithProviders(<HomeMenu />);
    expect(screen.getByRole('heading', { level: 1, name: 'Edgeforge' })).toBeInTheDocument();
    expect(screen.getByText('Chrome. Style. Attitude.')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('src', '/art/hero.png');
    expect(screen.getByText(/Night City doesn't hand out second chances/)).toBeInTheDocument();
  });

  it('links View Characters to /characters and Create Character to /character-creation', async () => {
    stubApi();
    const { user, router } = renderWithProviders(<HomeMenu />);
    await user.click(screen.getByRole('link', { name: 'View Characters' }));
    expect(router.state.location.pathname).toBe('/characters');
    await router.navigate('/');
    await user.click(await screen.findByRole('link', { name: 'Create Character' }));
    expect(router.state.location.pathname).toBe('/character-creation');
  });

  it('only logs for Continue Campaign and New Campaign', async () => {
    const calls = stubApi();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { user, router } = renderWithProviders(<HomeMenu />);
    await user.click(screen.getByRole('button', { name: 'Continue Campaign' }));
    await user.click(screen.getByRole('button', { name: 'New Campaign' }));
    expect(info.mock.calls).toEqual([
      ['[home] Continue Campaign selected'],
      ['[home] New Campaign selected'],
    ]);
    expect(router.state.location.pathname).toBe('/');
    expect(calls.filter((path) => path !== '/api/auth/get-session')).toEqual([]);
  });

  it('signs out, forgets the browser storage and goes to /auth', async () => {
    const calls = stubApi();
    window.localStorage.setItem('edgeforge.draft', '{"firstName":"V"}');
    window.sessionStorage.setItem('edgeforge.step', 'part3');
    const { user, router, queryClient } = renderWithProviders(<HomeMenu />);
    expect(await screen.findByText('v@night.city')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(calls).toContain('/api/auth/sign-out');
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(['session'])).toBeNull();
  });
});
