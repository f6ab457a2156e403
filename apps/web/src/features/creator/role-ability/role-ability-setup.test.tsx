import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep } from '../../../../test/support/wizard-harness.tsx';
import { AttributesStep } from '../attributes/attributes-step.tsx';
import { TemplateRowTable, TemplateStats } from '../attributes/template-stats.tsx';

const screenOf = <AttributesStep stats={<TemplateStats />} after={<TemplateRowTable />} />;
const panel = async () => (await screen.findByRole('heading', { name: 'Role Ability' })).parentElement!;

describe('the role ability set-up at rank 4', () => {
  it("places a Solo's Combat Awareness points, and names a wrong total as a finding", async () => {
    const { user, currentDraft } = renderStep('attributes', screenOf, {
      draft: {
        ...buildDraft({ selectedRole: 'solo' }),
        roleAbility: { rank: 4, combatAwareness: { threatDetection: 4 } },
      },
    });
    const ability = await panel();
    expect(within(ability).getByTestId('ability-placed')).toHaveTextContent('4 of 4 placed');
    await user.selectOptions(within(ability).getByLabelText(/^Damage Deflection/), '2');
    expect(within(ability).getByTestId('ability-placed')).toHaveTextContent('6 of 4 placed');
    expect(screen.getByRole('region', { name: 'Needs attention' })).toHaveTextContent(
      'Solo: 6 of 4 Combat Awareness points placed',
    );
    await user.selectOptions(within(ability).getByLabelText(/^Threat Detection/), '2');
    expect(currentDraft().roleAbility).toEqual({
      rank: 4,
      combatAwareness: { threatDetection: 2, damageDeflection: 2 },
    });
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
    // Damage Deflection buys its levels 2 points at a time.
    const steps = within(within(ability).getByLabelText(/^Damage Deflection/)).getAllByRole('option');
    expect(steps.map((option) => option.textContent)).toEqual(['0', '2', '4']);
  });

  it("spreads a Medtech's four Medicine ranks over its three specialties", async () => {
    const { user, currentDraft } = renderStep('attributes', screenOf, {
      draft: buildDraft({ selectedRole: 'medtech' }),
    });
    const ability = await panel();
    expect(within(ability).getByTestId('ability-placed')).toHaveTextContent('4 of 4 placed');
    expect(within(ability).getAllByRole('combobox')).toHaveLength(3);
    await user.selectOptions(within(ability).getByLabelText('Surgery'), '0');
    expect(currentDraft().roleAbility?.medicine?.surgery).toBe(0);
    expect(within(ability).getByTestId('ability-placed')).not.toHaveTextContent('4 of 4 placed');
  });

  it("spreads a Tech's eight Maker ranks over its four specialties", async () => {
    const { user, currentDraft } = renderStep('attributes', screenOf, {
      draft: buildDraft({ selectedRole: 'tech' }),
    });
    const ability = await panel();
    expect(within(ability).getByTestId('ability-placed')).toHaveTextContent('8 of 8 placed');
    await user.selectOptions(within(ability).getByLabelText('Invention Expertise'), '4');
    expect(currentDraft().roleAbility?.maker?.invention).toBe(4);
  });

  it("picks an Exec's team of three, any role but Exec", async () => {
    const { user, currentDraft } = renderStep('attributes', screenOf, {
      draft: buildDraft({ selectedRole: 'exec' }),
    });
    const ability = await panel();
    const seats = within(ability).getAllByLabelText(/^Team member/);
    expect(seats).toHaveLength(3);
    expect(within(seats[0]!).queryByRole('option', { name: 'Exec' })).toBeNull();
    await user.selectOptions(seats[2]!, 'Medtech');
    expect(currentDraft().roleAbility?.team?.[2]).toEqual({ role: 'medtech' });
    expect(currentDraft().roleAbility?.team).toHaveLength(3);
  });

  it("picks a Nomad's family vehicle among those of rank 4", async () => {
    const { user, currentDraft } = renderStep('attributes', screenOf, {
      draft: buildDraft({ selectedRole: 'nomad' }),
    });
    const vehicle = within(await panel()).getByLabelText('Family vehicle');
    expect(within(vehicle).queryByRole('option', { name: 'Aerodyne' })).toBeNull();
    await user.selectOptions(vehicle, 'Off-road Truck');
    expect(currentDraft().roleAbility?.familyVehicle).toBe('Off-road Truck');
  });

  it("chooses a Netrunner's programs, which are the package's program choices", async () => {
    const { user, currentDraft } = renderStep('attributes', screenOf, {
      draft: buildDraft({ selectedRole: 'netrunner' }),
    });
    const ability = await panel();
    // Sword again is a legal pick: the package's second copy, in a slot of its own.
    expect(ability).toHaveTextContent('Armor and Sword come with the deck; choose three more');
    expect(ability).toHaveTextContent('Sword may be chosen again');
    expect(within(ability).getByTestId('programs-loaded')).toHaveTextContent(
      'Loaded: Armor, Sword, Sword, See Ya, Worm',
    );
    await user.selectOptions(within(ability).getByLabelText('Fourth program'), 'Vrizzbolt');
    expect(currentDraft().gearChoices).toMatchObject({ 'netrunner-program-2': 'vrizzbolt' });
    expect(within(ability).getByTestId('programs-loaded')).toHaveTextContent(
      'Loaded: Armor, Sword, See Ya, Vrizzbolt, Worm',
    );
  });

  it('counts each copy of a program a Complete Package Netrunner bought', async () => {
    renderStep('complete:attributes', screenOf, {
      draft: buildDraft({
        characterType: 'complete',
        selectedRole: 'netrunner',
        purchases: [
          { id: 'cyberdeck:standard', quantity: 1 },
          { id: 'program:sword', quantity: 2 },
        ],
      }),
    });
    expect(await panel()).toHaveTextContent('Sword, Sword');
  });

  it('shows the native language the cultural region gave, at rank 4', async () => {
    renderStep('attributes', screenOf, {
      draft: buildDraft({ selectedRole: 'media', culturalRegion: 'East Asian', nativeLanguage: 'Korean' }),
    });
    expect(await screen.findByTestId('native-language')).toHaveTextContent('Language (Korean) at rank 4');
    expect(screen.getByTestId('native-language')).toHaveTextContent('From your East Asian origins.');
  });
});
