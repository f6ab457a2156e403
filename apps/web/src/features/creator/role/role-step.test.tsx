import type { Draft } from '@edgeforge/contracts/draft';
import { roleStory } from '@edgeforge/rules/roles';
import { skillsForRole } from '@edgeforge/rules/skills';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../../test/support/browser-stubs.ts';
import { renderStep } from '../../../../test/support/wizard-harness.tsx';
import { RoleStep } from './role-step.tsx';

const currentSlide = () =>
  screen.getAllByRole('group').find((el) => el.getAttribute('aria-current') === 'true');

/** jsdom has no layout engine: embla asks for media queries and watches slides. */
function stubCarouselEnvironment() {
  stubMatchMedia();
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

/** A draft whose role is already rockerboy. */
const ROCKERBOY: Partial<Draft> = {
  characterType: 'streetrat',
  selectedRole: 'rockerboy',
  skills: skillsForRole('rockerboy'),
};

describe('RoleStep carousel', () => {
  beforeEach(stubCarouselEnvironment);

  it('selects rockerboy by default and stores its skills', async () => {
    const { storedDraft } = renderStep('role', <RoleStep />, { draft: { characterType: 'streetrat' } });
    expect(await screen.findByTestId('role-story')).toHaveTextContent(roleStory('rockerboy'));
    expect(currentSlide()).toHaveAccessibleName('1 of 10: Rockerboy');
    await waitFor(() => expect(storedDraft().selectedRole).toBe('rockerboy'), { timeout: 2000 });
    expect(storedDraft().skills).toEqual(skillsForRole('rockerboy'));
  });

  it('loads the centred role and its two neighbours at once, the other role art lazily', async () => {
    renderStep('role', <RoleStep />, { draft: { characterType: 'streetrat' } });
    expect(await screen.findByTestId('role-story')).toHaveTextContent(roleStory('rockerboy'));
    const slides = screen
      .getAllByRole('group')
      .filter((el) => el.getAttribute('aria-roledescription') === 'slide');
    const loading = slides.map((slide) => slide.querySelector('img')?.getAttribute('loading'));
    // Rockerboy is the first of ten and the carousel loops: its neighbours are the second and the last.
    expect(loading).toEqual(['eager', 'eager', ...Array(7).fill('lazy'), 'eager']);
    expect(slides[0]!.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/art/roles/rockerboy-320.avif 320w, /art/roles/rockerboy-640.avif 640w',
    );
  });

  it('starts at the selected role', async () => {
    renderStep('role', <RoleStep />, {
      draft: { characterType: 'streetrat', selectedRole: 'fixer', skills: skillsForRole('fixer') },
    });
    expect(await screen.findByTestId('role-story')).toHaveTextContent(roleStory('fixer'));
    expect(currentSlide()).toHaveAccessibleName('9 of 10: Fixer');
  });

  it('moves the selection with Next and loops backwards past the first role', async () => {
    const { user, storedDraft } = renderStep('role', <RoleStep />, { draft: ROCKERBOY });
    await user.click(await screen.findByRole('button', { name: 'Next role' }));
    await waitFor(() => expect(currentSlide()).toHaveAccessibleName('2 of 10: Solo'));
    expect(screen.getByTestId('role-story')).toHaveTextContent(roleStory('solo'));
    await waitFor(() => expect(storedDraft().selectedRole).toBe('solo'), { timeout: 2000 });
    expect(storedDraft().skills).toEqual(skillsForRole('solo'));

    await user.click(screen.getByRole('button', { name: 'Previous role' }));
    await user.click(screen.getByRole('button', { name: 'Previous role' }));
    await waitFor(() => expect(currentSlide()).toHaveAccessibleName('10 of 10: Nomad'));
  });

  it('makes every slide but the chosen role’s inert, so focus and Tab never choose a role', async () => {
    const { user, storedDraft } = renderStep('role', <RoleStep />, { draft: ROCKERBOY });
    await screen.findByTestId('role-story');
    const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides).toHaveLength(10);
    // (jsdom does not skip inert content when tabbing; the browser suite tabs through the real thing.)
    expect(slides.filter((slide) => !slide.hasAttribute('inert'))).toEqual([currentSlide()]);
    expect(currentSlide()).toHaveAttribute('tabindex', '0');
    while (document.activeElement !== currentSlide()) await user.tab();
    await user.tab();
    await user.tab();
    expect(currentSlide()).toHaveAccessibleName('1 of 10: Rockerboy');
    expect(storedDraft().selectedRole).toBe('rockerboy');
  });

  it('chooses the next or previous role with the arrow keys, the focus following the choice', async () => {
    const { user, storedDraft } = renderStep('role', <RoleStep />, { draft: ROCKERBOY });
    await screen.findByTestId('role-story');
    currentSlide()!.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentSlide()).toHaveAccessibleName('2 of 10: Solo'));
    await waitFor(() => expect(currentSlide()).toHaveFocus());
    await waitFor(() => expect(storedDraft().selectedRole).toBe('solo'), { timeout: 2000 });
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(currentSlide()).toHaveAccessibleName('10 of 10: Nomad'));
    await waitFor(() => expect(currentSlide()).toHaveFocus());
  });
});
