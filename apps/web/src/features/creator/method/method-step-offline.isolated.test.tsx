import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderStep } from '../../../../test/support/wizard-harness.tsx';
import { MethodStep } from './method-step.tsx';

// The network went away after the first screen had loaded: the code a button loads cannot arrive.
vi.mock('../later-code.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../later-code.ts')>()),
  loadDraftChanges: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  loadRolling: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));

const NOT_LOADED = 'This step could not be loaded. Check your connection and try again.';

describe('MethodStep when the code a button needs cannot be loaded', () => {
  it('says so on Continue, and stays with the draft unchanged', async () => {
    const { user, currentDraft } = renderStep('method', <MethodStep />);
    await user.click(await screen.findByRole('radio', { name: /^Edgerunner/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(NOT_LOADED)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Edgerunner/ })).toBeInTheDocument();
    expect(currentDraft().characterType).toBeNull();
  });

  it('says so on Roll everything, and stays with the draft unchanged', async () => {
    const { user, currentDraft } = renderStep('method', <MethodStep />);
    await user.click(await screen.findByRole('button', { name: 'Roll everything' }));
    expect(await screen.findByText(NOT_LOADED)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Edgerunner/ })).toBeInTheDocument();
    expect(currentDraft().selectedRole).toBeNull();
    expect(screen.getByRole('button', { name: 'Roll everything' })).toBeEnabled();
  });
});
