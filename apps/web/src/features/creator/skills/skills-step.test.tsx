import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { BASIC_SKILL_NAMES } from '@edgeforge/rules/data/skills';
import { skillsForRole } from '@edgeforge/rules/skills';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep } from '../../../../test/support/wizard-harness.tsx';
import { SkillsStep } from './skills-step.tsx';

const BASICS = BASIC_SKILL_NAMES.map((name) => ({ name, ranks: 2 }));
const row = (name: string) => screen.getByText(name, { selector: '[data-skill] span span' }).closest('li')!;
const pointsLeft = () => screen.getByTestId('points-left-skill-points');

describe('Edgerunner skills', () => {
  const start = {
    ...buildDraft({ characterType: 'edgerunner', selectedRole: 'netrunner', nativeLanguage: 'Japanese' }),
    skills: [...BASICS, { name: 'Language (Japanese)', ranks: 4 }],
  };

  it('lists the 20 package skills from the basics at 2, with the points left live', async () => {
    const { user, currentDraft } = renderStep('skills', <SkillsStep />, { draft: start });
    expect(await screen.findByTestId('points-left-skill-points')).toHaveTextContent(
      '60 of 86 skill points left',
    );
    expect(screen.getAllByRole('listitem').filter((item) => item.hasAttribute('data-skill'))).toHaveLength(
      20,
    );
    // A basic skill stops at 2; an x2 skill costs two points a rank.
    expect(within(row('Athletics')).getByRole('button', { name: 'Lower Athletics' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(row('Electronics/Security Tech')).getByRole('button', { name: /^Raise/ }));
    expect(pointsLeft()).toHaveTextContent('58 of 86 skill points left');
    expect(currentDraft().skills).toContainEqual({ name: 'Electronics/Security Tech', ranks: 1 });
    // Points still to spend are no news while the player spends them: the counter says it.
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
  });

  it('takes the package values in one click, legal at once', async () => {
    const { user, currentDraft } = renderStep('skills', <SkillsStep />, { draft: start });
    await user.click(await screen.findByRole('button', { name: 'Use the Netrunner package' }));
    expect(pointsLeft()).toHaveTextContent('All 86 skill points spent');
    expect(currentDraft().skills).toEqual([
      ...skillsForRole('netrunner'),
      { name: 'Language (Japanese)', ranks: 4 },
    ]);
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
    // No point left, and 6 is the most at creation: every raise stops.
    const cryptography = within(row('Cryptography')).getByRole('button', { name: 'Raise Cryptography' });
    expect(cryptography).toHaveAttribute('aria-disabled', 'true');
    await user.click(cryptography);
    expect(currentDraft().skills).toContainEqual({ name: 'Cryptography', ranks: 6 });
  });
});

describe('Complete Package skills', () => {
  const start = {
    ...buildDraft({ characterType: 'complete', selectedRole: 'solo', nativeLanguage: 'Japanese' }),
    skills: [...BASICS, { name: 'Language (Japanese)', ranks: 4 }],
  };

  it("takes a typed rank within the stepper's limits: from the basic 2, up to 6", async () => {
    const { user, currentDraft } = renderStep('skills', <SkillsStep />, { draft: start });
    const athletics = await screen.findByRole('spinbutton', { name: 'Athletics ranks' });
    await user.clear(athletics);
    await user.type(athletics, '6');
    expect(currentDraft().skills).toContainEqual({ name: 'Athletics', ranks: 6 });
    expect(pointsLeft()).toHaveTextContent('56 of 86 skill points left');
    await user.clear(athletics);
    await user.type(athletics, '1');
    // A basic skill stays at 2 or more, as its Lower button stops there.
    expect(currentDraft().skills).toContainEqual({ name: 'Athletics', ranks: 2 });
    expect(athletics).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds any skill of the game at rank 1, and removes it again', async () => {
    const { user, currentDraft } = renderStep('skills', <SkillsStep />, { draft: start });
    await user.selectOptions(await screen.findByLabelText('Add a skill'), 'Handgun');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    expect(currentDraft().skills).toContainEqual({ name: 'Handgun', ranks: 1 });
    expect(pointsLeft()).toHaveTextContent('59 of 86 skill points left');
    expect(
      within(screen.getByLabelText('Add a skill')).queryByRole('option', { name: 'Handgun' }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Handgun' }));
    expect(currentDraft().skills.map((skill) => skill.name)).not.toContain('Handgun');
    expect(screen.getByLabelText('Add a skill')).toHaveFocus();
  });

  it('takes several named instances of a skill, refusing the same name twice', async () => {
    const { user, currentDraft } = renderStep('skills', <SkillsStep />, { draft: start });
    await user.selectOptions(await screen.findByLabelText('Skill that takes a name'), 'Science');
    await user.type(screen.getByLabelText('Which Science'), 'Chemistry');
    await user.click(screen.getByRole('button', { name: 'Add named skill' }));
    await user.type(screen.getByLabelText('Which Science'), 'Biology');
    await user.click(screen.getByRole('button', { name: 'Add named skill' }));
    await user.selectOptions(screen.getByLabelText('Skill that takes a name'), 'Martial Arts');
    await user.type(screen.getByLabelText('Which Martial Arts'), 'Karate');
    await user.click(screen.getByRole('button', { name: 'Add named skill' }));
    expect(currentDraft().skills.slice(-3)).toEqual([
      { name: 'Science (Chemistry)', ranks: 1 },
      { name: 'Science (Biology)', ranks: 1 },
      { name: 'Martial Arts (Karate)', ranks: 1 },
    ]);
    // Martial Arts is an x2 skill: 1 + 1 + 2 points.
    expect(pointsLeft()).toHaveTextContent('56 of 86 skill points left');
    await user.selectOptions(screen.getByLabelText('Skill that takes a name'), 'Science');
    await user.type(screen.getByLabelText('Which Science'), 'chemistry');
    await user.click(screen.getByRole('button', { name: 'Add named skill' }));
    expect(screen.getByText('Science (chemistry) is already on your list.')).toBeInTheDocument();
    expect(currentDraft().skills).toHaveLength(BASICS.length + 4);
  });

  it('keeps the native language at its free 4 at least, and lets points raise it', async () => {
    const { user, currentDraft } = renderStep('skills', <SkillsStep />, { draft: start });
    await screen.findByTestId('points-left-skill-points');
    const native = row('Language (Japanese)');
    expect(within(native).getByRole('button', { name: 'Lower Language (Japanese)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(native).getByRole('button', { name: 'Raise Language (Japanese)' }));
    expect(currentDraft().skills).toContainEqual({ name: 'Language (Japanese)', ranks: 5 });
    expect(pointsLeft()).toHaveTextContent('59 of 86 skill points left');
  });
});
