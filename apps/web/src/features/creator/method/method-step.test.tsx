import { MESSAGES } from '@edgeforge/contracts/messages';
import { checkCharacter } from '@edgeforge/rules/check/check-character';
import { BASIC_SKILL_NAMES } from '@edgeforge/rules/data/skills';
import { templateRow } from '@edgeforge/rules/templates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCampaignDetail, CAMPAIGN_ID } from '../../../../test/support/campaigns.ts';
import { jsonResponse } from '../../../../test/support/render.tsx';
import { renderStep } from '../../../../test/support/wizard-harness.tsx';
import { MethodStep } from './method-step.tsx';

const NAME_URL = '/api/functions/generate-random-name';
const named = () => jsonResponse({ firstName: 'Mei', lastName: 'Tanaka', source: 'offline' });

describe('MethodStep', () => {
  it('shows the three method cards and needs a choice before Continue', async () => {
    renderStep('method', <MethodStep />);
    for (const name of [
      /^Streetrat\s*Templates/,
      /^Edgerunner\s*Fast and Dirty/,
      /^Complete Package\s*Calculated, point-buy/,
    ]) {
      expect(await screen.findByRole('radio', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it.each([
    ['Edgerunner', 'edgerunner'],
    ['Complete Package', 'complete'],
  ] as const)(
    'continues with %s to its own flow, the STATs of the role chosen before redone by its rules',
    async (label, method) => {
      const { user, currentDraft } = renderStep('method', <MethodStep />, {
        draft: {
          characterType: 'streetrat',
          selectedRole: 'solo',
          attributes: templateRow('solo', 3),
          templateRow: 3,
        },
      });
      await user.click(await screen.findByRole('radio', { name: new RegExp(`^${label}`) }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByTestId('location')).toHaveTextContent(`/character-creation/${method}`);
      const draft = currentDraft();
      expect(draft).toMatchObject({
        characterType: method,
        selectedRole: 'solo',
        templateRow: null,
        statRolls: null,
      });
      // Edgerunner STATs wait for their rolls; Complete Package STATs start at 2 with 42 points to spend.
      expect(draft.attributes).toEqual(
        method === 'edgerunner' ? null : expect.objectContaining({ INT: 2, EMP: 2 }),
      );
      expect(draft.skills.map((skill) => skill.name)).toEqual([...BASIC_SKILL_NAMES]);
    },
  );

  it('rolls everything of the role and method chosen, names it for its region and lands on the summary', async () => {
    const { user, currentDraft, requests } = renderStep('method', <MethodStep />, {
      handlers: { [NAME_URL]: named },
    });
    const panel = await screen.findByRole('heading', { name: 'Roll everything' });
    const box = panel.parentElement!;
    await user.selectOptions(within(box).getByLabelText('Role'), 'Netrunner');
    await user.selectOptions(within(box).getByLabelText('Method'), 'Edgerunner (Fast and Dirty)');
    await user.click(within(box).getByRole('button', { name: 'Roll everything' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/summary');
    const draft = currentDraft();
    expect(draft).toMatchObject({
      characterType: 'edgerunner',
      selectedRole: 'netrunner',
      firstName: 'Mei',
      lastName: 'Tanaka',
    });
    expect(checkCharacter(draft)).toEqual([]);
    const nameCall = requests.find((request) => request.url === NAME_URL);
    expect(nameCall?.body).toEqual({ gender: draft.gender, culturalRegion: draft.culturalRegion });
  });

  it('asks before a roll replaces a draft with answers, and keeps it on Keep my draft', async () => {
    const { user, currentDraft } = renderStep('method', <MethodStep />, {
      draft: { characterType: 'streetrat', firstName: 'Rixa', lastName: 'Vance' },
      handlers: { [NAME_URL]: named },
    });
    await user.click(await screen.findByRole('button', { name: 'Roll everything' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace your draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my draft' }));
    expect(currentDraft().firstName).toBe('Rixa');
    await user.click(screen.getByRole('button', { name: 'Roll everything' }));
    const again = await screen.findByRole('alertdialog', { name: 'Replace your draft?' });
    await user.click(within(again).getByRole('button', { name: 'Roll everything' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/summary');
    expect(currentDraft()).toMatchObject({ firstName: 'Mei', lastName: 'Tanaka' });
  });

  it('keeps the draft and toasts when no name can be generated', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, currentDraft } = renderStep('method', <MethodStep />, {
      handlers: { [NAME_URL]: () => jsonResponse({ error: { code: 'INTERNAL', message: 'down' } }, 500) },
    });
    await user.click(await screen.findByRole('button', { name: 'Roll everything' }));
    expect(await screen.findByText(MESSAGES.nameFailed, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(currentDraft().selectedRole).toBeNull();
    expect(errorLog).toHaveBeenCalled();
    errorLog.mockClear();
  });
});

// Building a character for a campaign (decision 022): the method screen offers only what its GM allows.

const campaign = () =>
  jsonResponse({ campaign: buildCampaignDetail({ allowedMethods: ['edgerunner', 'complete'] }) });

describe('MethodStep for a campaign', () => {
  it("takes the campaign from the link into the draft and offers only its GM's methods", async () => {
    const { storedDraft } = renderStep('method', <MethodStep />, {
      search: `?campaign=${CAMPAIGN_ID}`,
      handlers: { [`/api/campaigns/${CAMPAIGN_ID}`]: campaign },
    });
    expect(await screen.findByText(/Building for the campaign Night Market Blues/)).toHaveTextContent(
      'its GM allows Edgerunner, Complete Package',
    );
    expect(screen.queryByRole('radio', { name: /Streetrat/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Edgerunner/ })).toBeInTheDocument();
    await waitFor(() => expect(storedDraft().campaignId).toBe(CAMPAIGN_ID));
  });

  it('builds for no campaign again when asked, with every method back', async () => {
    const { user, storedDraft } = renderStep('method', <MethodStep />, {
      draft: { campaignId: CAMPAIGN_ID, characterType: 'streetrat' },
      handlers: { [`/api/campaigns/${CAMPAIGN_ID}`]: campaign },
    });
    await user.click(await screen.findByRole('button', { name: 'Build for no campaign' }));
    expect(await screen.findByRole('radio', { name: /Streetrat/ })).toBeInTheDocument();
    await waitFor(() => expect(storedDraft().campaignId).toBeNull());
  });

  it('says so when the campaign is no longer open to the player', async () => {
    renderStep('method', <MethodStep />, { draft: { campaignId: CAMPAIGN_ID } });
    expect(
      await screen.findByText('The campaign this character was for is not open to you any more.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Streetrat/ })).toBeInTheDocument();
  });
});

describe('Roll everything for a campaign', () => {
  it("rolls only a method its GM allows and keeps the character the campaign's", async () => {
    const { user, currentDraft } = renderStep('method', <MethodStep />, {
      draft: { campaignId: CAMPAIGN_ID },
      handlers: { [`/api/campaigns/${CAMPAIGN_ID}`]: campaign, [NAME_URL]: named },
    });
    await screen.findByText(/Building for the campaign Night Market Blues/);
    const box = (await screen.findByRole('heading', { name: 'Roll everything' })).parentElement!;
    const options = within(within(box).getByLabelText('Method')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Any method',
      'Edgerunner (Fast and Dirty)',
      'Complete Package (Calculated, point-buy)',
    ]);
    await user.click(within(box).getByRole('button', { name: 'Roll everything' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/summary');
    expect(['edgerunner', 'complete']).toContain(currentDraft().characterType);
    expect(currentDraft().campaignId).toBe(CAMPAIGN_ID);
  });
});
