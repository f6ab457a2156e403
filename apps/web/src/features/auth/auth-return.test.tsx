import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { returnPathAfterSignIn } from '../../lib/paths.ts';
import { AuthScreen } from './auth-screen.tsx';

// An invite link opened signed out leads here and back to the join screen (decision 022); any other
// place stays the original's: / after sign-in.

const TOKEN = 'c'.repeat(43);

function stubSignedInAfter(path: string) {
  let signedIn = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/auth/get-session')
        return jsonResponse(signedIn ? { user: { id: 'u1', email: 'v@night.city', name: 'v' } } : null);
      if (url === '/api/auth/options') return jsonResponse({ passwordReset: false });
      if (url === '/api/functions/verify-registration-code') return jsonResponse({ REGISTRATION_CODE: true });
      if (url === path) {
        signedIn = true;
        return jsonResponse({ token: 't', user: { id: 'u1' } });
      }
      throw new Error(`unexpected request to ${url}`);
    }),
  );
}

async function openAuth(state: unknown) {
  const rendered = renderWithProviders(<AuthScreen />, { route: '/', path: '/auth' });
  await rendered.router.navigate('/auth', { state });
  return rendered;
}

describe('/auth from an invite link', () => {
  it('opens in registration mode when asked, and comes back to the invite once registered', async () => {
    stubSignedInAfter('/api/auth/sign-up/email');
    const { user, router } = await openAuth({ from: `/join/${TOKEN}`, mode: 'register' });
    expect(await screen.findByRole('heading', { level: 1, name: 'New Identity' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Neural Interface ID (Email)'), 'v@night.city');
    await user.type(screen.getByLabelText('Access Code'), 'long-enough-code');
    await user.type(screen.getByLabelText('Registration Override'), 'the-code');
    await user.click(screen.getByRole('button', { name: 'Initialize' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/join/${TOKEN}`));
  });

  it('comes back to the invite after a sign-in', async () => {
    stubSignedInAfter('/api/auth/sign-in/email');
    const { user, router } = await openAuth({ from: `/join/${TOKEN}` });
    await user.type(await screen.findByLabelText('Neural Interface ID (Email)'), 'v@night.city');
    await user.type(screen.getByLabelText('Access Code'), 'right-code');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/join/${TOKEN}`));
  });

  it('goes to / from anywhere else, whatever a link names', () => {
    expect(returnPathAfterSignIn(`/join/${TOKEN}`)).toBe(`/join/${TOKEN}`);
    for (const from of [
      '/characters',
      '//evil.example.com',
      'https://evil.example.com/join/x',
      '/join/../x',
      null,
      42,
    ]) {
      expect(returnPathAfterSignIn(from), String(from)).toBe('/');
    }
  });
});
