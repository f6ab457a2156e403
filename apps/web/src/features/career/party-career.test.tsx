import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID } from '../../../test/support/campaigns.ts';
import { buildCareerView } from '../../../test/support/career.ts';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { PartyCareer } from './party-career.tsx';

const MARA = { id: '11111111-1111-4111-8111-111111111111', name: 'Mara Voss' };
const JUNO = { id: '22222222-2222-4222-8222-222222222222', name: 'Juno Kade' };
const state = (ip: number, eb: number) => ({ ...buildCareerView().state, ip, eb });

function renderParty(
  answers: { award?: () => Response; month?: () => Response } = {},
  characters = [MARA, JUNO],
) {
  const bodies: unknown[] = [];
  stubApi(
    {
      [`POST /api/campaigns/${CAMPAIGN_ID}/career/awards`]: (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return (answers.award ?? (() => jsonResponse({ characters: [] })))();
      },
      [`POST /api/campaigns/${CAMPAIGN_ID}/career/month`]: (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return (answers.month ?? (() => jsonResponse({ characters: [] })))();
      },
    },
    (fetch) => vi.stubGlobal('fetch', fetch),
  );
  const rendered = renderWithProviders(
    <PartyCareer
      campaignId={CAMPAIGN_ID}
      characters={characters}
      multipliers={null}
      onMultipliersSaved={() => {}}
    />,
  );
  return { ...rendered, bodies };
}

describe('PartyCareer', () => {
  it('awards IP and eurobucks to several characters in one step, with a reason', async () => {
    const { user, bodies } = renderParty({
      award: () =>
        jsonResponse({
          characters: [
            { characterId: MARA.id, name: MARA.name, state: state(100, 2500), refused: null },
            { characterId: JUNO.id, name: JUNO.name, state: state(100, 2000), refused: null },
          ],
        }),
    });
    await user.click(screen.getByRole('button', { name: 'Award the party' }));
    const dialog = screen.getByRole('dialog', { name: 'Award the party' });
    expect(within(dialog).getByRole('checkbox', { name: 'Mara Voss' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Juno Kade' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('IP'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Award' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Say what it is for.');
    await user.type(within(dialog).getByLabelText('Eurobucks'), '2000');
    await user.type(within(dialog).getByLabelText('Reason'), 'The Arasaka job');
    await user.click(within(dialog).getByRole('button', { name: 'Award' }));
    const outcome = await within(dialog).findByRole('list', { name: 'What it did' });
    expect(outcome).toHaveTextContent('Mara Voss: 100 IP, 2,500eb, Reputation 1.');
    expect(bodies[0]).toMatchObject({
      characterIds: [MARA.id, JUNO.id],
      awards: [
        { ledger: 'ip', amount: 100 },
        { ledger: 'eb', amount: 2000 },
      ],
      reason: 'The Arasaka job',
    });
  });

  it('awards only the characters ticked, and shows the server’s refusal', async () => {
    const { user, bodies } = renderParty({
      award: () =>
        jsonResponse({ error: { code: 'CAREER_REFUSED', message: 'Reputation runs from 0 to 10.' } }, 409),
    });
    await user.click(screen.getByRole('button', { name: 'Award the party' }));
    const dialog = screen.getByRole('dialog', { name: 'Award the party' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mara Voss' }));
    await user.type(within(dialog).getByLabelText('Reputation'), '11');
    await user.type(within(dialog).getByLabelText('Reason'), 'Legend');
    await user.click(within(dialog).getByRole('button', { name: 'Award' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Reputation runs from 0 to 10.');
    expect(bodies[0]).toMatchObject({
      characterIds: [JUNO.id],
      awards: [{ ledger: 'reputation', amount: 11 }],
    });
  });

  it('passes a month for the party after asking, and says who ran short', async () => {
    const { user, bodies } = renderParty({
      month: () =>
        jsonResponse({
          characters: [
            { characterId: MARA.id, name: MARA.name, state: state(0, 1400), refused: null },
            {
              characterId: JUNO.id,
              name: JUNO.name,
              state: null,
              refused: {
                code: 'NOT_ENOUGH_MONEY',
                message: 'A month costs 1100eb; the character has 300eb.',
              },
            },
          ],
        }),
    });
    await user.click(screen.getByRole('button', { name: 'A month passes' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'A month passes' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Mara Voss: 0 IP, 1,400eb');
    expect(status).toHaveTextContent('Juno Kade: not done. A month costs 1100eb; the character has 300eb.');
    expect(bodies).toHaveLength(1);
  });

  it('offers the IP costs alone while no character has joined', async () => {
    renderParty({}, []);
    const section = screen.getByRole('region', { name: 'Between the jobs' });
    expect(within(section).getByRole('button', { name: 'IP costs' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Award the party' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'A month passes' })).not.toBeInTheDocument();
  });
});
