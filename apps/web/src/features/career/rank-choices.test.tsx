import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCareerEntry, buildCareerResponse, buildCareerView } from '../../../test/support/career.ts';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { CareerPanel } from './career-panel.tsx';

// The Spend IP dialog asks for the set-up's choices when the role rank is raised (decision 070).

const ID = buildCareerView().characterId;
const GET = `GET /api/characters/${ID}/career`;
const SEND = `POST /api/characters/${ID}/career/commands`;

function renderPanel(read: ReturnType<typeof buildCareerResponse>, send?: () => Response) {
  const bodies: { command: Record<string, unknown> }[] = [];
  stubApi(
    {
      [GET]: () => jsonResponse(read),
      [SEND]: (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return send ? send() : jsonResponse({ career: read.career, entry: buildCareerEntry() });
      },
    },
    (fetch) => vi.stubGlobal('fetch', fetch),
  );
  return { ...renderWithProviders(<CareerPanel characterId={ID} active />), bodies };
}

const tech = buildCareerResponse({
  roleAbility: {
    role: 'tech',
    setup: { rank: 4, maker: { field: 2, upgrade: 2, fabrication: 2, invention: 2 } },
  },
});

describe('raising the role rank in the Spend IP dialog', () => {
  it("sends a Tech's two specialties, picked by keyboard, and shows what the rank gives", async () => {
    const { user, bodies } = renderPanel(tech);
    await user.click(await screen.findByRole('button', { name: 'Spend IP' }));
    const dialog = screen.getByRole('dialog', { name: 'Spend IP' });
    expect(within(dialog).getByRole('list', { name: 'What the new rank gives' })).toHaveTextContent(
      'Rank 5: +1 to two different specialties',
    );
    const group = within(dialog).getByRole('group', { name: /Two different Maker specialties/ });
    within(group).getByRole('checkbox', { name: 'Field Expertise' }).focus();
    await user.keyboard(' ');
    await user.click(within(group).getByRole('checkbox', { name: 'Invention Expertise' }));
    await user.click(within(dialog).getByRole('button', { name: 'Raise one level' }));
    expect(bodies.at(-1)?.command).toEqual({
      kind: 'raiseRoleRank',
      choices: { maker: ['field', 'invention'] },
    });
  });

  it("shows the server's refusal of a choice that does not fit", async () => {
    const refusal = () =>
      jsonResponse(
        {
          error: {
            code: 'CAREER_REFUSED',
            message: 'Pick 2 different Maker specialties for each new rank (2 in all).',
          },
        },
        409,
      );
    const { user } = renderPanel(tech, refusal);
    await user.click(await screen.findByRole('button', { name: 'Spend IP' }));
    const dialog = screen.getByRole('dialog', { name: 'Spend IP' });
    await user.click(within(dialog).getByRole('button', { name: 'Raise one level' }));
    expect(await within(dialog).findByText(/Pick 2 different Maker specialties/)).toBeInTheDocument();
  });

  it("opens a Solo's layout on the points in play and sends the new rank's layout", async () => {
    const solo = buildCareerResponse({
      roleAbility: {
        role: 'solo',
        setup: { rank: 4, combatAwareness: { precisionAttack: 3, spotWeakness: 1 } },
      },
    });
    const { user, bodies } = renderPanel(solo);
    await user.click(await screen.findByRole('button', { name: 'Spend IP' }));
    const dialog = screen.getByRole('dialog', { name: 'Spend IP' });
    expect(within(dialog).getByText('4 of 5 placed')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Spot Weakness'), '2');
    expect(within(dialog).getByText('5 of 5 placed')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Raise one level' }));
    expect(bodies.at(-1)?.command).toEqual({
      kind: 'raiseRoleRank',
      choices: { combatAwareness: { precisionAttack: 3, spotWeakness: 2 } },
    });
  });

  it("shows an Exec's grown team once the rank was raised", async () => {
    const raised = buildCareerResponse({
      roleRank: 5,
      state: { ...buildCareerView().state, roleRank: { from: 4, bought: 1, paid: 300 } },
      roleAbility: { role: 'exec', setup: { rank: 5, team: [{ role: 'solo' }, { role: 'medtech' }] } },
    });
    renderPanel(raised);
    const inPlay = await screen.findByLabelText('Role ability in play');
    expect(inPlay).toHaveTextContent('Rank 5 in play');
    expect(inPlay).toHaveTextContent('Solo, Medtech');
  });

  it('asks a Nomad nothing on the way to rank 5', async () => {
    const { user, bodies } = renderPanel(buildCareerResponse());
    await user.click(await screen.findByRole('button', { name: 'Spend IP' }));
    const dialog = screen.getByRole('dialog', { name: 'Spend IP' });
    expect(within(dialog).queryByRole('group')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Raise one level' }));
    expect(bodies.at(-1)?.command).toEqual({ kind: 'raiseRoleRank' });
  });
});
