import { emptyDraft } from '@edgeforge/contracts/draft';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt as renderApp } from '../../test/support/render-app.tsx';

// How often the wizard's routes module (the step table) has been loaded. This file imports it only after
// the first test, which checks that the app loads it on demand and not before.
const wizard = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./creator-routes.tsx', async (importOriginal) => {
  wizard.loads += 1;
  return importOriginal();
});

const DRAFT = { ...emptyDraft(), characterType: 'streetrat', selectedRole: 'solo' } as const;
const renderAppAt = (path: string) => renderApp(path, DRAFT);

describe('app router', () => {
  // First: the module registry keeps what an earlier test loaded.
  it('opens a character sheet without loading the wizard, and loads it for a wizard path', async () => {
    const history = renderAppAt('/character/1a2b');
    expect(await screen.findByRole('heading', { level: 1, name: 'Character File' })).toBeInTheDocument();
    expect(wizard.loads).toBe(0);
    act(() => history.push('/lifepath'));
    expect(await screen.findByRole('heading', { level: 1, name: 'YOUR LIFEPATH' })).toBeInTheDocument();
    expect(wizard.loads).toBe(1);
  });

  it('matches a wizard path with its step from the table and shows that step', async () => {
    const { wizardRouteAt } = await import('./creator-routes.tsx');
    expect(wizardRouteAt('/character-creation/streetrat/background/part3')?.step).toMatchObject({
      id: 'part3',
      title: 'WHERE YOU CAME FROM',
    });
    renderAppAt('/character-creation/streetrat/background/part3');
    expect(await screen.findByRole('heading', { level: 1, name: 'WHERE YOU CAME FROM' })).toBeInTheDocument();
  });

  it('still sends an unknown path to the not-found screen after looking in the wizard', async () => {
    const { wizardRouteAt } = await import('./creator-routes.tsx');
    expect(wizardRouteAt('/no/such/screen')).toBeNull();
    renderAppAt('/no/such/screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Signal Lost' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading your draft...')).not.toBeInTheDocument());
  });
});
