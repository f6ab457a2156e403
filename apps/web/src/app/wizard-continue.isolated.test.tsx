import { type Draft, emptyDraft } from '@edgeforge/contracts/draft';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../test/support/render-app.tsx';

// The code of Background part 1 to 6 (one module, the roll tables), held until the test lets it load:
// the injected delay of a chunk that a busy machine serves late.
const gate = vi.hoisted(() => {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
});
vi.mock('../features/creator/background/tables-step.tsx', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const DRAFT: Draft = {
  ...emptyDraft(),
  characterType: 'streetrat',
  selectedRole: 'solo',
  firstName: 'Rixa',
  lastName: 'Vance',
  culturalRegion: 'North American',
  personalityTrait: 'Shy and secretive',
  valuesMost: 'Money',
};

afterEach(() => gate.open());

describe('the wizard’s Continue while the next screen loads', () => {
  it('says it is opening the next screen and takes no second press until that screen shows', async () => {
    const history = renderAppAt('/character-creation/streetrat/background', DRAFT);
    const user = userEvent.setup();
    // The screen, not the layout's loading state under the same title.
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeEnabled();
    const pushes = vi.spyOn(history, 'push');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(pushes).toHaveBeenCalledTimes(1);
    // The old screen stays while Street Style's code loads: its Continue must not look ready.
    expect(screen.getByRole('heading', { level: 1, name: 'TALES FROM THE STREET' })).toBeInTheDocument();
    expect(screen.getByText('Opening the next screen…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(pushes).toHaveBeenCalledTimes(1);

    await act(async () => gate.open());
    expect(await screen.findByRole('heading', { level: 1, name: 'STREET STYLE' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/character-creation/streetrat/background/part1');
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('Opening the next screen…')).not.toBeInTheDocument();
  });
});
