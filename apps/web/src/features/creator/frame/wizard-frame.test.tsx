import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep, stepPath } from '../../../../test/support/wizard-harness.tsx';
import { WizardFrame } from './wizard-frame.tsx';

const CHARACTER_ID = '5f0c2b1e-4a4b-4c4d-8e8f-0a1b2c3d4e5f';
const editing = { characterId: CHARACTER_ID, version: 3 };

function stepBar() {
  return within(screen.getByRole('navigation', { name: 'Creation progress' }));
}

describe('WizardFrame while a saved character is edited', () => {
  it('says which character is edited, and the step bar opens every phase', async () => {
    const { user } = renderStep('summary', <WizardFrame>summary</WizardFrame>, {
      draft: buildDraft({ firstName: 'Kira', lastName: 'Sato', editing }),
    });
    expect(await screen.findByText('Editing Kira Sato')).toBeVisible();
    const bar = stepBar();
    // Every phase but the one on show is a link; none says it is out of reach.
    expect(bar.getAllByRole('link')).toHaveLength(7);
    expect(bar.queryByText(/not reached yet/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();

    await user.click(bar.getByRole('link', { name: /Background/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(stepPath('background'));
  });

  it('opens a phase from the keyboard with Enter', async () => {
    const { user } = renderStep('summary', <WizardFrame>summary</WizardFrame>, {
      draft: buildDraft({ editing }),
    });
    const skills = (await screen.findByRole('navigation', { name: 'Creation progress' })).querySelector(
      `a[href="${stepPath('skills')}"]`,
    ) as HTMLElement;
    skills.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(stepPath('skills'));
  });

  it('discards the edit after asking, and goes back to the saved character', async () => {
    const { user, requests } = renderStep('summary', <WizardFrame>summary</WizardFrame>, {
      draft: buildDraft({ firstName: 'Kira', lastName: 'Sato', editing }),
    });
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Discard your changes?' });
    // The safe answer first: backing out keeps the edit.
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/character/${CHARACTER_ID}`),
    );
    expect(requests.filter((request) => request.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/draft',
    ]);
    // Only the draft goes: nothing is written to the saved character.
    expect(requests.some((request) => request.url.startsWith('/api/characters'))).toBe(false);
  });
});

describe('WizardFrame while a character is created', () => {
  it('opens the phases already visited and says the others are not reached yet', async () => {
    renderStep('skills', <WizardFrame>skills</WizardFrame>, { draft: buildDraft({ fashionStyle: null }) });
    const bar = within(await screen.findByRole('navigation', { name: 'Creation progress' }));
    const names = bar.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual([
      'Done: Method',
      'Done: Role',
      'Done: Background',
      'Done: Attributes',
      'Done: Lifepath',
    ]);
    expect(bar.getByText('Gear & Style').parentElement).toHaveTextContent(
      'To do: Gear & Style, not reached yet',
    );
    expect(bar.getByText('Summary').closest('a')).toBeNull();
    expect(screen.queryByTestId('editing-bar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start over' })).toBeVisible();
  });
});

describe('WizardFrame before the player acts', () => {
  const frame = (
    <WizardFrame canContinue={false} disabledReason="Choose a role to continue">
      <button type="button">Something on the screen</button>
    </WizardFrame>
  );

  it('keeps "not set yet" findings back while the player works, and writes them once Continue is tried', async () => {
    const { user } = renderStep('attributes', frame, { draft: { ...buildDraft(), attributes: null } });
    expect(await screen.findByRole('button', { name: 'Something on the screen' })).toBeVisible();
    // The rules check has answered: the step bar marks the phase, the screen writes nothing yet.
    await waitFor(() =>
      expect(stepBar().getByRole('listitem', { current: 'step' })).toHaveTextContent('needs attention'),
    );
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Something on the screen' }));
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }).parentElement as HTMLElement);
    expect(screen.getByRole('region', { name: 'Needs attention' })).toHaveTextContent(
      'Streetrat: the STATs are not set yet',
    );
  });

  it('writes why Continue is disabled beside it once the player tries it, in a live region', async () => {
    const { user } = renderStep('attributes', frame, { draft: buildDraft() });
    const proceed = await screen.findByRole('button', { name: 'Continue' });
    expect(proceed).toBeDisabled();
    expect(screen.queryByText('Choose a role to continue')).toBeNull();
    // The disabled button takes no pointer: the click lands on the focusable stand-in around it.
    await user.click(proceed.parentElement as HTMLElement);
    const reason = screen.getAllByRole('status').find((status) => status.textContent !== '');
    expect(reason).toHaveTextContent('Choose a role to continue');
    expect(proceed).toHaveAccessibleDescription('Choose a role to continue');
  });
});
