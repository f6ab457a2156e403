import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/support/characters.ts';
import {
  buildPlayEvent,
  buildPlayResponse,
  buildPlayState,
  PLAY_CHARACTER_ID,
} from '../../../test/support/play.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { PlayView } from './play-view.tsx';
import { SERVER_DICE_OFFLINE } from './use-play-runner.ts';

// The play view when the Wi-Fi drops (decision 049): the sheet stays, the status line says what waits,
// the commands go in order once the connection is back, a refusal comes back with its reason, and the
// server's own dice are off until then.

const READ = `GET /api/characters/${PLAY_CHARACTER_ID}/play`;
const SEND = `POST /api/characters/${PLAY_CHARACTER_ID}/play/commands`;

type Sent = { commandId: string; command: { kind: string }; dice?: number[] };

/** Renders the play view; `answer` answers each command sent. Answers the bodies sent, in order. */
function renderOffline(
  answer: (body: Sent) => Response = (body) => {
    const event = buildPlayEvent(1, { explanation: `Applied ${body.command.kind}.` });
    return jsonResponse({ ...buildPlayResponse(), event, explanation: `Applied ${body.command.kind}.` });
  },
  diceMode: 'server' | 'entered' = 'server',
) {
  const bodies: Sent[] = [];
  let reads = 0;
  stubApi(
    {
      [READ]: () => {
        reads += 1;
        if (reads > 1) throw new TypeError('Failed to fetch');
        return jsonResponse(buildPlayResponse(buildPlayState(), { diceMode }));
      },
      [SEND]: (init) => {
        const body = JSON.parse(String(init?.body)) as Sent;
        bodies.push(body);
        return answer(body);
      },
    },
    (fetch) => vi.stubGlobal('fetch', fetch),
  );
  const view = renderWithProviders(<PlayView id={PLAY_CHARACTER_ID} />, {
    route: `/character/${PLAY_CHARACTER_ID}/play`,
    path: '/character/:id/play',
  });
  const { outbox } = view;
  // The outbox's IndexedDB work runs on after each step: the test waits until it is done inside one
  // act(), so the screen's updates land while the test waits for them. A waitFor here turned React's
  // act environment off while an update of that work was still in an act's queue, and React said the
  // environment was "not configured to support act" (now and then, on a loaded machine).
  const settle = () =>
    act(async () => {
      const deadline = Date.now() + 10_000;
      while (outbox.isBusy()) {
        if (Date.now() > deadline) throw new Error('the outbox was still busy after 10 s');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
  const goOffline = () => act(() => outbox.setOnline(false));
  const goOnline = async () => {
    act(() => outbox.setOnline(true));
    await settle();
  };
  /** Taps, then waits for what the tap started in the outbox (kept, sent, dismissed). */
  const tap = async (element: Element) => {
    fireEvent.click(element);
    await settle();
  };
  return { ...view, bodies, goOffline, goOnline, tap };
}

// Retried: in the full suite on a loaded machine, one of these tests now and then fails on React's
// warning that the environment is "not configured to support act(...)": an update of the outbox's
// IndexedDB work lands in an act's queue while a Testing Library wait has the act environment off.
// Its cause is not found yet (the session note of 2026-11-28 says so); each test still has to pass whole.
describe('PlayView offline', { retry: 2 }, () => {
  it('keeps the sheet, says what waits, and sends the commands in order, once each, when back online', async () => {
    const { tap, bodies, goOffline, goOnline, queryClient } = renderOffline();
    const fire = await screen.findByRole('button', { name: 'Fire Very Heavy Pistol' });
    await goOffline();
    const line = within(screen.getByTestId('offline-status')).getByRole('status');
    expect(line).toHaveTextContent('Offline: the sheet shows its last known state.');
    // A read that fails now (the live stream's, a refetch) leaves the last state on screen.
    await act(() => queryClient.refetchQueries());
    expect(screen.getByRole('heading', { level: 1, name: 'Kaori Tanaka: At the Table' })).toBeVisible();
    expect(screen.queryByText(/cannot be reached/)).not.toBeInTheDocument();

    await tap(fire);
    await tap(screen.getByRole('button', { name: 'Reload Very Heavy Pistol' }));
    await waitFor(() => expect(line).toHaveTextContent('Offline: 2 actions waiting.'));
    expect(screen.getByRole('list', { name: 'Waiting to be sent' })).toHaveTextContent(
      'Fire Very Heavy PistolReload Very Heavy Pistol',
    );
    expect(
      within(screen.getByRole('region', { name: 'Weapons and armour' })).getByRole('status'),
    ).toHaveTextContent('Reload Very Heavy Pistol: waiting for the connection, in order.');
    expect(bodies).toEqual([]);

    await goOnline();
    await waitFor(() => expect(line).toHaveTextContent('Back online: 2 actions sent.'));
    expect(bodies.map((body) => body.command.kind)).toEqual(['fire', 'reload']);
    expect(new Set(bodies.map((body) => body.commandId)).size).toBe(2);
    await tap(screen.getByRole('button', { name: 'Close' }));
    expect(line).toBeEmptyDOMElement();
  });

  it('shows a queued command the server refused, with its reason, until the player closes it', async () => {
    const { tap, bodies, goOffline, goOnline } = renderOffline((body) =>
      body.command.kind === 'spendLuck'
        ? jsonResponse(
            {
              error: {
                code: 'PLAY_REFUSED',
                message: 'Only 0 Luck left this game session.',
                refused: 'NOT_ENOUGH_LUCK',
              },
            },
            409,
          )
        : jsonResponse({ ...buildPlayResponse(), event: buildPlayEvent(1), explanation: 'Fired.' }),
    );
    await screen.findByRole('button', { name: 'Spend 1 Luck' });
    await goOffline();
    await tap(screen.getByRole('button', { name: 'Spend 1 Luck' }));
    await tap(screen.getByRole('button', { name: 'Fire Very Heavy Pistol' }));
    await goOnline();
    const status = screen.getByTestId('offline-status');
    const refusal = await within(status).findByRole('alert');
    expect(refusal).toHaveTextContent('Spend 1 Luck: refused. Only 0 Luck left this game session.');
    await waitFor(() =>
      expect(within(status).getByRole('status')).toHaveTextContent('Back online: 1 action sent.'),
    );
    expect(bodies.map((body) => body.command.kind)).toEqual(['spendLuck', 'fire']);
    await tap(within(status).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(status).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('turns the server’s rolls off with the reason while offline, and keeps the ones without its dice', async () => {
    const { goOffline, goOnline } = renderOffline();
    const rolls = await screen.findByRole('region', { name: 'Rolls' });
    expect(within(rolls).getByRole('button', { name: 'Roll REF, base 7' })).toBeEnabled();
    await goOffline();
    expect(within(rolls).getByText(SERVER_DICE_OFFLINE)).toBeVisible();
    for (const name of ['Roll REF, base 7', 'Initiative', 'Death Save'])
      expect(within(rolls).getByRole('button', { name })).toBeDisabled();
    expect(within(rolls).getByRole('button', { name: 'Roll REF, base 7' })).toHaveAccessibleDescription(
      SERVER_DICE_OFFLINE,
    );
    expect(screen.getByRole('button', { name: 'Attack with Very Heavy Pistol' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fire Very Heavy Pistol' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'I roll my own dice' })).toBeDisabled();
    await goOnline();
    expect(within(rolls).getByRole('button', { name: 'Roll REF, base 7' })).toBeEnabled();
    expect(within(rolls).queryByText(SERVER_DICE_OFFLINE)).not.toBeInTheDocument();
  });

  it('queues a roll with the dice the player entered, marked as theirs, while offline', async () => {
    const { user, tap, bodies, goOffline, goOnline } = renderOffline(undefined, 'entered');
    const rolls = await screen.findByRole('region', { name: 'Rolls' });
    await goOffline();
    expect(within(rolls).queryByText(SERVER_DICE_OFFLINE)).not.toBeInTheDocument();
    await tap(within(rolls).getByRole('button', { name: 'Roll REF, base 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your dice' });
    await user.type(within(dialog).getByLabelText('d10'), '6');
    await tap(within(dialog).getByRole('button', { name: 'Roll' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Waiting to be sent' })).toHaveTextContent('Roll REF'),
    );
    expect(bodies).toEqual([]);
    await goOnline();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      command: { kind: 'roll', roll: { type: 'check', stat: 'REF' } },
      dice: [6],
    });
  });
});
