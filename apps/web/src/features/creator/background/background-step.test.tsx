import { MESSAGES } from '@edgeforge/contracts/messages';
import { PLAYER_TEXT_MESSAGE } from '@edgeforge/contracts/player-text';
import { nativeLanguageOptions, nativeLanguageSkillName } from '@edgeforge/rules/native-language';
import { skillsForRole } from '@edgeforge/rules/skills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/support/render.tsx';
import { renderStep, stepPath } from '../../../../test/support/wizard-harness.tsx';
import { BackgroundStep } from './background-step.tsx';
import { hasFullName, isNameMissing } from './name-fields.tsx';

const NAME_URL = '/api/functions/generate-random-name';

describe('name validation', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\t\n', true],
    ['V', false],
    ['  Vance ', false],
  ])('treats %j as missing: %s', (value, missing) => {
    expect(isNameMissing(value)).toBe(missing);
  });

  it('needs both names', () => {
    expect(hasFullName('Rixa', 'Vance')).toBe(true);
    expect(hasFullName('Rixa', ' ')).toBe(false);
    expect(hasFullName('', 'Vance')).toBe(false);
  });
});

describe('BackgroundStep', () => {
  const base = { characterType: 'streetrat' as const, selectedRole: 'rockerboy' as const };

  it('marks empty names red and disables Continue with the spec tooltip', async () => {
    const { user } = renderStep('background', <BackgroundStep />, {
      draft: { ...base, firstName: '  ' },
    });
    const first = await screen.findByPlaceholderText('First Name *');
    const last = screen.getByPlaceholderText('Last Name *');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(last).toHaveAttribute('aria-invalid', 'true');
    expect(first.className).toMatch(/aria-invalid:border-danger/);
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.hover(next.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(MESSAGES.namesRequired);
  });

  it('keeps the red borders at once, and writes the name rule only once a name field was touched', async () => {
    const { user } = renderStep('background', <BackgroundStep />, { draft: base });
    const first = await screen.findByPlaceholderText('First Name *');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(MESSAGES.namesRequired)).toHaveClass('sr-only');
    await user.click(first);
    await user.tab();
    expect(screen.getByText(MESSAGES.namesRequired)).not.toHaveClass('sr-only');
  });

  it('selects a gender with the arrow keys, as a radio group does', async () => {
    const { user, currentDraft } = renderStep('background', <BackgroundStep />, {
      draft: { ...base, gender: 'male' },
    });
    const male = await screen.findByRole('radio', { name: 'Male' });
    expect(male).toBeChecked();
    male.focus();
    // A quick press: Radix moves the focus in the next task, after the key is up.
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Female' })).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked());
    expect(currentDraft().gender).toBe('female');
  });

  it('shows why a name with a text-direction character cannot be saved, and keeps Continue off', async () => {
    const { user } = renderStep('background', <BackgroundStep />, { draft: { ...base, lastName: 'Vance' } });
    await user.type(await screen.findByPlaceholderText('First Name *'), 'Rixa\u202e');
    expect(await screen.findByText(PLAYER_TEXT_MESSAGE)).toBeVisible();
    expect(screen.getByPlaceholderText('First Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('enables Continue once both names are filled, and goes to part1', async () => {
    const { user, requests } = renderStep('background', <BackgroundStep />, { draft: base });
    await user.type(await screen.findByPlaceholderText('First Name *'), 'Rixa');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(screen.getByPlaceholderText('Last Name *'), 'Vance');
    expect(screen.getByPlaceholderText('First Name *')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(stepPath('part1'));
    // Leaving the screen writes the queued draft.
    await waitFor(() =>
      expect(
        requests.some(
          (r) => r.method === 'PUT' && (r.body as { draft: { lastName: string } }).draft.lastName === 'Vance',
        ),
      ).toBe(true),
    );
  });

  it('keeps every letter and the cursor while names are typed faster than the draft answers', async () => {
    const { user, storedDraft } = renderStep('background', <BackgroundStep />, { draft: base });
    // No pause between keystrokes: the draft's copy of the name comes back only after several of them.
    const fast = userEvent.setup({ delay: null });
    const first = (await screen.findByPlaceholderText('First Name *')) as HTMLInputElement;
    await fast.type(first, 'Kiroshi');
    await fast.keyboard('{Home}XY{End}Z');
    expect(first).toHaveValue('XYKiroshiZ');
    const last = screen.getByPlaceholderText('Last Name *');
    await fast.type(last, 'Tanaka');
    expect(last).toHaveValue('Tanaka');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(storedDraft()).toMatchObject({ firstName: 'XYKiroshiZ', lastName: 'Tanaka' }));
  });

  it('posts gender and region once while in flight, fills both names and toasts', async () => {
    let release: () => void = () => {};
    const { user, requests } = renderStep('background', <BackgroundStep />, {
      draft: { ...base, gender: 'female', culturalRegion: 'East Asian' },
      handlers: {
        [NAME_URL]: () =>
          new Promise((resolve) => {
            release = () =>
              resolve(jsonResponse({ firstName: 'Mei', lastName: 'Tanaka', source: 'offline' }));
          }),
      },
    });
    const button = await screen.findByRole('button', { name: 'Random Name' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Generating...' }));
    const calls = requests.filter((r) => r.url === NAME_URL);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: NAME_URL,
        body: { gender: 'female', culturalRegion: 'East Asian' },
      }),
    ]);
    release();
    // The first toast of a file loads the toast view; on a busy machine that takes more than a second.
    expect(await screen.findByText(MESSAGES.nameSuccess, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('First Name *')).toHaveValue('Mei');
    expect(screen.getByPlaceholderText('Last Name *')).toHaveValue('Tanaka');
  });

  it('toasts the failure and leaves the names alone', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderStep('background', <BackgroundStep />, {
      draft: { ...base, firstName: 'Old', lastName: 'Name', culturalRegion: 'Oceania/Pacific Islander' },
      handlers: { [NAME_URL]: () => jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500) },
    });
    await user.click(await screen.findByRole('button', { name: 'Random Name' }));
    expect(await screen.findByText(MESSAGES.nameFailed)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('First Name *')).toHaveValue('Old');
    expect(errorLog).toHaveBeenCalled();
    errorLog.mockClear();
  });

  it('picks a native language of the region it rolls, with its skill at rank 4', async () => {
    const { storedDraft } = renderStep('background', <BackgroundStep />, {
      draft: { ...base, skills: skillsForRole('rockerboy') },
    });
    await waitFor(() => expect(storedDraft().nativeLanguage).not.toBeNull(), { timeout: 2000 });
    const { culturalRegion, nativeLanguage, skills } = storedDraft();
    expect(nativeLanguageOptions(culturalRegion)).toContain(nativeLanguage);
    expect(skills).toEqual([
      ...skillsForRole('rockerboy'),
      { name: nativeLanguageSkillName(nativeLanguage!), ranks: 4 },
    ]);
  });
});
