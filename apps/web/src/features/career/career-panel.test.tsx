import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCareerEntry, buildCareerResponse, buildCareerView } from '../../../test/support/career.ts';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { CareerPanel } from './career-panel.tsx';

const ID = buildCareerView().characterId;
const GET = `GET /api/characters/${ID}/career`;
const SEND = `POST /api/characters/${ID}/career/commands`;

type Send = (body: { command: { kind: string }; version?: number }) => Response;

function renderPanel(read = buildCareerResponse(), send?: Send) {
  const bodies: { command: Record<string, unknown>; version?: number }[] = [];
  stubApi(
    {
      [GET]: () => jsonResponse(read),
      [SEND]: (init) => {
        const body = JSON.parse(String(init?.body));
        bodies.push(body);
        return send ? send(body) : jsonResponse({ career: read.career, entry: buildCareerEntry() });
      },
    },
    (fetch) => vi.stubGlobal('fetch', fetch),
  );
  const rendered = renderWithProviders(<CareerPanel characterId={ID} active />);
  return { ...rendered, bodies };
}

const refused = (message: string) => jsonResponse({ error: { code: 'CAREER_REFUSED', message } }, 409);

describe('CareerPanel', () => {
  it('shows the balances, Lifestyle and Housing, and says the awards are the player’s own', async () => {
    renderPanel();
    const list = await screen.findByLabelText('Balances of Mara Voss');
    expect(within(list).getByText('IP').nextSibling).toHaveTextContent('120');
    expect(within(list).getByText('Eurobucks').nextSibling).toHaveTextContent('500eb');
    expect(within(list).getByText('Reputation').nextSibling).toHaveTextContent('1');
    expect(within(list).getByText('Lifestyle').nextSibling).toHaveTextContent('Kibble');
    expect(within(list).getByText('Housing').nextSibling).toHaveTextContent('Cargo Container');
    expect(screen.getByText(/^Self-awarded:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Career history' })).toHaveAttribute(
      'href',
      `/character/${ID}/career`,
    );
  });

  it('shows a GM the balances only, and no self-award inside a campaign', async () => {
    renderPanel(buildCareerResponse({ viewer: 'gm', inCampaign: true }));
    expect(await screen.findByLabelText('Balances of Mara Voss')).toBeInTheDocument();
    expect(screen.queryByText(/^Self-awarded:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spend IP' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Self-award' })).not.toBeInTheDocument();
  });

  it('raises a skill at the cost and formula of the campaign’s multipliers, and shows the server’s refusal', async () => {
    let calls = 0;
    const { user, bodies } = renderPanel(
      buildCareerResponse({ inCampaign: true, multipliers: { skill: 10, roleRank: 30 } }),
      () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({
              career: buildCareerView(),
              entry: buildCareerEntry({ kind: 'raiseSkill', explanation: 'Evasion raised to 7 for 70 IP.' }),
            })
          : refused('Evasion to 8 costs 80 IP; the character has 50.');
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Spend IP' }));
    const dialog = screen.getByRole('dialog', { name: 'Spend IP' });
    const cost = within(dialog).getByLabelText('Cost');
    // The role rank first: 30 x the new rank.
    expect(cost).toHaveTextContent('The role rank to 5: 150 IP');
    expect(cost).toHaveTextContent('30 x the new rank');
    await user.selectOptions(within(dialog).getByLabelText('Raise'), 'Pilot Air Vehicle');
    expect(cost).toHaveTextContent('Pilot Air Vehicle to 3: 60 IP');
    expect(cost).toHaveTextContent('20 x the new level (x2 skill)');
    await user.selectOptions(within(dialog).getByLabelText('Raise'), 'Evasion');
    expect(cost).toHaveTextContent('Evasion to 7: 70 IP');
    await user.click(within(dialog).getByRole('button', { name: 'Raise one level' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Evasion raised to 7 for 70 IP.');
    expect(bodies[0]).toMatchObject({ version: 3, command: { kind: 'raiseSkill', skill: 'Evasion' } });
    await user.click(within(dialog).getByRole('button', { name: 'Raise one level' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Evasion to 8 costs 80 IP; the character has 50.',
    );
  });

  it('undoes the last spend, named by what it bought', async () => {
    const last = buildCareerEntry({ kind: 'raiseSkill', explanation: 'Evasion raised to 7 for 140 IP.' });
    const { user, bodies } = renderPanel(buildCareerResponse({ canUndo: true }, [last]));
    expect(await screen.findByText('Evasion raised to 7 for 140 IP.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo last spend' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.command).toEqual({ kind: 'undo' });
  });

  it('says plainly when a month runs short, and goes into debt only when the player confirms', async () => {
    const { user, bodies } = renderPanel(undefined, (body) =>
      (body.command as { confirm?: boolean }).confirm
        ? jsonResponse({
            career: buildCareerView(),
            entry: buildCareerEntry({
              kind: 'monthPasses',
              explanation: 'A month passes: 1100eb, -600eb left.',
            }),
          })
        : refused('A month costs 1100eb; the character has 500eb. Confirm to go into debt.'),
    );
    await user.click(await screen.findByRole('button', { name: 'Living and rent' }));
    const dialog = screen.getByRole('dialog', { name: 'Living and rent' });
    const month = within(dialog).getByRole('region', { name: 'A month passes' });
    expect(month).toHaveTextContent('A month costs 1,100eb; Mara Voss has 500eb. Short by 600eb.');
    await user.click(within(month).getByRole('button', { name: 'A month passes' }));
    expect(await within(month).findByRole('alert')).toHaveTextContent('Confirm to go into debt.');
    expect(bodies[0]?.command).toEqual({ kind: 'monthPasses' });
    await user.click(within(month).getByRole('button', { name: 'Go into debt' }));
    expect(await within(month).findByRole('status')).toHaveTextContent('-600eb left');
    expect(bodies[1]?.command).toEqual({ kind: 'monthPasses', confirm: true });
  });

  it('chooses a Lifestyle and a Housing', async () => {
    const { user, bodies } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Living and rent' }));
    const dialog = screen.getByRole('dialog', { name: 'Living and rent' });
    await user.selectOptions(within(dialog).getByLabelText('Lifestyle'), 'good-prepak');
    await user.selectOptions(within(dialog).getByLabelText('Housing'), 'cube-hotel');
    await user.click(within(dialog).getByRole('button', { name: 'Save living' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.command).toEqual({
      kind: 'chooseLiving',
      lifestyle: 'good-prepak',
      housing: 'cube-hotel',
    });
  });

  it('self-awards each amount as its own step, with the reason', async () => {
    const { user, bodies } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Self-award' }));
    const dialog = screen.getByRole('dialog', { name: 'Self-award' });
    await user.click(within(dialog).getByRole('button', { name: 'Award' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give an amount');
    await user.type(within(dialog).getByLabelText('IP'), '50');
    await user.type(within(dialog).getByLabelText('Eurobucks'), '1000');
    await user.type(within(dialog).getByLabelText('Reason'), 'Solo gig');
    await user.click(within(dialog).getByRole('button', { name: 'Award' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies.map((body) => body.command)).toEqual([
      { kind: 'award', ledger: 'ip', amount: 50, reason: 'Solo gig' },
      { kind: 'award', ledger: 'eb', amount: 1000, reason: 'Solo gig' },
    ]);
  });
});
