import type { Draft } from '@edgeforge/contracts/draft';
import { roleStory } from '@edgeforge/rules/roles';
import { skillsForRole } from '@edgeforge/rules/skills';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStep } from '../../../../test/support/wizard-harness.tsx';
import { RoleStep } from './role-step.tsx';

const currentSlide = () =>
  screen.getAllByRole('group').find((el) => el.getAttribute('aria-current') === 'true');

/** jsdom has no layout engine: embla asks for media queries and watches slides. */
function stubCarouselEnvironment() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
}

describe('RoleStep carousel', () => {
  beforeEach(stubCarouselEnvironment);

  it('selects rockerboy by default and stores its skills', async () => {
    const { storedDraft } = renderStep('role', <RoleStep />, { draft: { characterType: 'streetrat' } });
    expect(await screen.findByTestId('role-story')).toHaveTextContent(roleStory('rockerboy'));
    expect(currentSlide()).toHaveAccessibleName('1 of 10: Rockerboy');
    await waitFor(() => expect(storedDraft().selectedRole).toBe('rockerboy'), { timeout: 2000 });
    expect(storedDraft().skills).toEqual(skillsForRole('rockerboy'));
  });

  it('starts at the selected role', async () => {
    renderStep('role', <RoleStep />, {
      draft: { characterType: 'streetrat', selectedRole: 'fixer', skills: skillsForRole('fixer') },
    });
    expect(await screen.findByTestId('role-story')).toHaveTextContent(roleStory('fixer'));
    expect(currentSlide()).toHaveAccessibleName('9 of 10: Fixer');
  });

  it('moves the selection with Next and loops backwards past the first role', async () => {
    const draft: Partial<Draft> = {
      characterType: 'streetrat',
      selectedRole: 'rockerboy',
      skills: skillsForRole('rockerboy'),
    };
    const { user, storedDraft } = renderStep('role', <RoleStep />, { draft });
    await user.click(await screen.findByRole('button', { name: 'Next role' }));
    await waitFor(() => expect(currentSlide()).toHaveAccessibleName('2 of 10: Solo'));
    expect(screen.getByTestId('role-story')).toHaveTextContent(roleStory('solo'));
    await waitFor(() => expect(storedDraft().selectedRole).toBe('solo'), { timeout: 2000 });
    expect(storedDraft().skills).toEqual(skillsForRole('solo'));

    await user.click(screen.getByRole('button', { name: 'Previous role' }));
    await user.click(screen.getByRole('button', { name: 'Previous role' }));
    await waitFor(() => expect(currentSlide()).toHaveAccessibleName('10 of 10: Nomad'));
  });
});
