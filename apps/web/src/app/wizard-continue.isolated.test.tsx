import { emptyDraft } from '@edgeforge/contracts/draft';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/support/render.tsx';
import { resetClientState } from '../lib/client-reset.ts';
import { App } from './router.tsx';

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

const SESSION = { user: { id: 'u1', email: 'v@night.city', name: 'v' } };
const DRAFT = {
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
    vi.stubGlobal('scrollTo', () => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url === '/api/auth/get-session') return jsonResponse(SESSION);
        if (url === '/api/draft') return jsonResponse({ draft: DRAFT, updatedAt: null });
        return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
      }),
    );
    resetClientState();
    const history = UNSAFE_createMemoryHistory({
      initialEntries: ['/character-creation/streetrat/background'],
      v5Compat: true,
    });
    render(<App history={history} />);
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
