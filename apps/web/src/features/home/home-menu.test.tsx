import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/support/render.tsx';
import { isNewCharacterState } from '../../lib/paths.ts';
import { HomeMenu } from './home-menu.tsx';

const PROPS = { email: null, onSignOut: () => {}, isSigningOut: false };

/** The menu itself calls no API: any request fails the test. */
function forbidRequests() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    throw new Error(`unexpected request to ${String(input)}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('HomeMenu', () => {
  it('shows the title, tagline, hero image and intro', () => {
    forbidRequests();
    renderWithProviders(<HomeMenu {...PROPS} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Edgeforge' })).toBeInTheDocument();
    expect(screen.getByText('Chrome. Style. Attitude.')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('src', '/art/hero.png');
    expect(screen.getByText(/Night City doesn't hand out second chances/)).toBeInTheDocument();
  });

  it('fetches the hero first, as the largest paint of the screen, in AVIF at the drawn width', () => {
    forbidRequests();
    const { container } = renderWithProviders(<HomeMenu {...PROPS} />);
    const hero = screen.getByRole('img', { name: /Night City street/ });
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).not.toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain(
      '/art/hero-640.avif 640w',
    );
  });
  it('links View Characters to /characters and Create Character to /character-creation', async () => {
    forbidRequests();
    const { user, router } = renderWithProviders(<HomeMenu {...PROPS} />);
    await user.click(screen.getByRole('link', { name: 'View Characters' }));
    expect(router.state.location.pathname).toBe('/characters');
    await router.navigate('/');
    await user.click(await screen.findByRole('link', { name: 'Create Character' }));
    expect(router.state.location.pathname).toBe('/character-creation');
    // It asks for a new character: the wizard offers a draft in progress instead of reopening it.
    expect(isNewCharacterState((router.state.location as { state: unknown }).state)).toBe(true);
  });

  it('logs Continue Campaign and New Campaign, and leads them to /campaigns and /campaigns/new', async () => {
    const fetch = forbidRequests();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { user, router } = renderWithProviders(<HomeMenu {...PROPS} />);
    await user.click(screen.getByRole('link', { name: 'Continue Campaign' }));
    expect(router.state.location.pathname).toBe('/campaigns');
    await router.navigate('/');
    await user.click(await screen.findByRole('link', { name: 'New Campaign' }));
    expect(router.state.location.pathname).toBe('/campaigns/new');
    expect(info.mock.calls).toEqual([
      ['[home] Continue Campaign selected'],
      ['[home] New Campaign selected'],
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the address and hands Sign Out to its caller', async () => {
    const onSignOut = vi.fn();
    const { user } = renderWithProviders(<HomeMenu {...PROPS} email="v@night.city" onSignOut={onSignOut} />);
    expect(screen.getByText('v@night.city')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('makes Sign Out inert while signing out, keeping it focusable', async () => {
    const onSignOut = vi.fn();
    const { user } = renderWithProviders(<HomeMenu {...PROPS} onSignOut={onSignOut} isSigningOut />);
    const signOut = screen.getByRole('button', { name: 'Sign Out' });
    expect(signOut).toHaveAttribute('aria-disabled', 'true');
    await user.click(signOut);
    expect(onSignOut).not.toHaveBeenCalled();
    expect(signOut).toHaveFocus();
  });
});
