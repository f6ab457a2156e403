import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep, stepPath } from '../../../../test/support/wizard-harness.tsx';
import { NEW_CHARACTER_STATE } from '../../../lib/paths.ts';

const editing = { characterId: '5f0c2b1e-4a4b-4c4d-8e8f-0a1b2c3d4e5f', version: 2 };
const methodScreen = <p>Choose your method</p>;

describe('Create Character with a draft in progress', () => {
  it('offers an unfinished edit to resume, and opens it on its summary only when asked', async () => {
    const { user, requests } = renderStep('method', methodScreen, {
      draft: buildDraft({ firstName: 'Kira', lastName: 'Sato', editing }),
      state: NEW_CHARACTER_STATE,
    });
    await user.click(await screen.findByRole('button', { name: 'Resume editing Kira Sato' }));
    expect(screen.getByTestId('location')).toHaveTextContent(stepPath('summary'));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('starts a new character from an empty draft when the player chooses to', async () => {
    const { user, requests, currentDraft } = renderStep('method', methodScreen, {
      draft: buildDraft({ firstName: 'Kira', lastName: 'Sato', editing }),
      state: NEW_CHARACTER_STATE,
    });
    expect(await screen.findByText(/You were editing Kira Sato/)).toBeVisible();
    // Nothing is chosen for the player: the method screen waits for an answer.
    expect(screen.queryByText('Choose your method')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start a new character' }));
    expect(await screen.findByText('Choose your method')).toBeVisible();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(currentDraft().editing).toBeNull());
    expect(currentDraft().firstName).toBe('');
  });

  it('offers a character being built as well, by its name', async () => {
    renderStep('method', methodScreen, {
      draft: { firstName: 'Jun', lastName: 'Park', characterType: 'streetrat' },
      state: NEW_CHARACTER_STATE,
    });
    expect(await screen.findByRole('button', { name: 'Resume Jun Park' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start a new character' })).toBeVisible();
  });

  it('asks nothing when the draft is empty', async () => {
    renderStep('method', methodScreen, { state: NEW_CHARACTER_STATE });
    expect(await screen.findByText('Choose your method')).toBeVisible();
  });

  it('asks nothing when the wizard is opened to go on with the draft', async () => {
    renderStep('method', methodScreen, { draft: buildDraft({ editing }) });
    expect(await screen.findByText('Choose your method')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start a new character' })).toBeNull();
  });
});
