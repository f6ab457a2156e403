import type { IpMultipliers } from '@edgeforge/rules/career/data/career';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID } from '../../../test/support/campaigns.ts';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { IpCostsDialog } from './ip-costs-dialog.tsx';

function renderDialog(multipliers: IpMultipliers | null, answer?: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  const onSaved = vi.fn();
  stubApi(
    {
      [`PUT /api/campaigns/${CAMPAIGN_ID}/career/multipliers`]: (init) => {
        const body = JSON.parse(String(init?.body));
        bodies.push(body);
        return (answer ?? ((sent) => jsonResponse(sent)))(body);
      },
    },
    (fetch) => vi.stubGlobal('fetch', fetch),
  );
  const rendered = renderWithProviders(
    <IpCostsDialog campaignId={CAMPAIGN_ID} multipliers={multipliers} onSaved={onSaved} />,
  );
  return { ...rendered, bodies, onSaved };
}

async function open(user: ReturnType<typeof renderDialog>['user']) {
  await user.click(screen.getByRole('button', { name: 'IP costs' }));
  return screen.getByRole('dialog', { name: 'IP costs' });
}

describe('IpCostsDialog', () => {
  it("shows the rules' formula, checks the multipliers typed, and saves the house rule", async () => {
    const { user, bodies, onSaved } = renderDialog(null);
    const dialog = await open(user);
    expect(dialog).toHaveTextContent("the rules' table");
    expect(within(dialog).getByLabelText('Costs now')).toHaveTextContent('A skill:20 x the new level IP');
    expect(within(dialog).getByLabelText('Costs now')).toHaveTextContent(
      'An x2 skill:40 x the new level (x2 skill) IP',
    );
    expect(within(dialog).getByLabelText('Costs now')).toHaveTextContent(
      'The role rank:60 x the new rank IP',
    );
    expect(within(dialog).getByRole('button', { name: "The rules' table" })).toBeDisabled();
    // Nothing typed yet: no second formula.
    expect(within(dialog).queryByLabelText('Costs as typed')).not.toBeInTheDocument();

    const skill = within(dialog).getByLabelText('Skill multiplier');
    await user.clear(skill);
    await user.type(skill, '0');
    expect(within(dialog).queryByLabelText('Costs as typed')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save multipliers' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Each multiplier is a whole number from 1 to 200.',
    );
    expect(bodies).toEqual([]);

    await user.clear(skill);
    await user.type(skill, '15');
    const rank = within(dialog).getByLabelText('Role rank multiplier');
    await user.clear(rank);
    await user.type(rank, '45');
    expect(within(dialog).getByLabelText('Costs as typed')).toHaveTextContent(
      'A skill:15 x the new level IPAn x2 skill:30 x the new level (x2 skill) IPThe role rank:45 x the new rank IP',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save multipliers' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('The house rule is saved.');
    expect(bodies).toEqual([{ multipliers: { skill: 15, roleRank: 45 } }]);
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it("returns to the rules' table, and shows the server's refusal", async () => {
    const { user, bodies } = renderDialog({ skill: 10, roleRank: 30 }, (body) =>
      (body as { multipliers: unknown }).multipliers === null
        ? jsonResponse({ error: { code: 'CAMPAIGN_CLOSED', message: 'The campaign is closed.' } }, 409)
        : jsonResponse(body),
    );
    const dialog = await open(user);
    expect(dialog).toHaveTextContent('your house rule');
    expect(within(dialog).getByLabelText('Costs now')).toHaveTextContent('A skill:10 x the new level IP');
    expect(within(dialog).getByLabelText('Skill multiplier')).toHaveValue('10');
    await user.click(within(dialog).getByRole('button', { name: "The rules' table" }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The campaign is closed.');
    expect(bodies).toEqual([{ multipliers: null }]);
  });
});
