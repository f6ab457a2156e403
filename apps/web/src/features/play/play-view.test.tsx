import { PAGE_CHARACTER_ID } from '@edgeforge/contracts/page-session';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/support/characters.ts';
import {
  buildPlayEvent,
  buildPlayResponse,
  buildPlayState,
  PISTOL,
  PLAY_CHARACTER_ID,
} from '../../../test/support/play.ts';
import { heldAfterFirst, jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { announceScreen } from '../../lib/screen-heading.ts';
import { pageCharacterName } from './page-character.ts';
import { PlayView } from './play-view.tsx';

const READ = `GET /api/characters/${PLAY_CHARACTER_ID}/play`;
const SEND = `POST /api/characters/${PLAY_CHARACTER_ID}/play/commands`;
const MODE = `PUT /api/characters/${PLAY_CHARACTER_ID}/play/dice-mode`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Handler = (init?: RequestInit) => Response | Promise<Response>;

/** Renders the play view over a stubbed API; answers the bodies the commands were sent with. */
function renderPlay(read = buildPlayResponse(), more: Record<string, Handler> = {}) {
  const bodies: Record<string, unknown>[] = [];
  const record =
    (handler: Handler): Handler =>
    (init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return handler(init);
    };
  const handlers = Object.fromEntries(
    Object.entries(more).map(([key, handler]) => [key, key === SEND ? record(handler) : handler]),
  );
  stubApi({ [READ]: () => jsonResponse(read), ...handlers }, (fetch) => vi.stubGlobal('fetch', fetch));
  const view = renderWithProviders(<PlayView id={PLAY_CHARACTER_ID} />, {
    route: `/character/${PLAY_CHARACTER_ID}/play`,
    path: '/character/:id/play',
  });
  return { ...view, bodies };
}

/** The answer to an applied command: the new state, its event and the rule's line. */
function applied(state = buildPlayState(), explanation = 'Done.', extra: Record<string, unknown> = {}) {
  const event = buildPlayEvent(1, { explanation, after: state, ...extra });
  const { play } = buildPlayResponse(state, { events: [event] });
  return jsonResponse({ play, event, explanation });
}

const refusal = (status: number, code: string, message: string, refused?: string) =>
  jsonResponse({ error: { code, message, ...(refused ? { refused } : {}) } }, status);

describe('PlayView', () => {
  it('names the character in its heading, and so in the page’s title, with "At the Table"', async () => {
    renderPlay();
    await screen.findByRole('heading', { level: 1, name: 'Kaori Tanaka: At the Table' });
    // The app's layout names the page after the screen's heading on every change of screen.
    expect(announceScreen({ focus: false })).toBe(true);
    expect(document.title).toBe('Kaori Tanaka: At the Table – Edgeforge');
  });

  it('heads its loading state with the name the page was served with, for that character only', async () => {
    // The signed-in play page carries the character it was filled for (decision 046).
    const slot = document.createElement('script');
    slot.type = 'application/json';
    slot.id = PAGE_CHARACTER_ID;
    slot.textContent = JSON.stringify({ id: PLAY_CHARACTER_ID, name: 'Kaori Tanaka' });
    document.head.append(slot);
    try {
      renderPlay();
      expect(screen.getByRole('status')).toHaveTextContent('Loading the character...');
      screen.getByRole('heading', { level: 1, name: 'Kaori Tanaka: At the Table' });
      expect(pageCharacterName(PLAY_CHARACTER_ID)).toBe('Kaori Tanaka');
      expect(pageCharacterName('another-id')).toBeNull();
      slot.textContent = '{not json';
      expect(pageCharacterName(PLAY_CHARACTER_ID)).toBeNull();
    } finally {
      slot.remove();
    }
  });

  it('shows HP, the wound state, Luck, ammunition, armour, injuries, skills with their BASE and the log', async () => {
    const state = buildPlayState({
      hp: 15,
      woundState: 'seriouslyWounded',
      luck: 5,
      injuries: { 'injury-1': { key: 'body-broken-ribs', quickFixed: false } },
      deathSaveBase: 1,
      deathSavePenalty: 2,
    });
    const events = [
      buildPlayEvent(2, { explanation: 'd10 7 + 7 REF + 6 Handgun = 20', entered: true }),
      buildPlayEvent(1, { explanation: 'Very Heavy Pistol: single shot, 7/8 left.' }),
    ];
    renderPlay(buildPlayResponse(state, { events }));
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(status).toHaveTextContent('HP 15 / 40');
    expect(within(status).getByTestId('wound-state')).toHaveTextContent(
      'Seriously Wounded, -2 to every action',
    );
    expect(within(status).getByText('Luck').nextSibling).toHaveTextContent('5 / 7');
    // What a Death Save adds to its d10 now, and the base a stabilization brings it back to.
    expect(within(status).getByText('Death Save').parentElement).toHaveTextContent(
      'Death Save+3penalty, base +1',
    );
    const pistol = screen.getByRole('listitem', { name: 'Very Heavy Pistol' });
    expect(pistol).toHaveTextContent('Loaded 8 / 8');
    expect(pistol).toHaveTextContent('22 spare');
    expect(within(pistol).getByRole('button', { name: 'Fire Very Heavy Pistol' })).toBeInTheDocument();
    expect(within(pistol).queryByRole('button', { name: /Autofire/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Weapons and armour' })).toHaveTextContent('SP 11 / 11');
    const injuries = screen.getByRole('region', { name: 'Critical injuries' });
    expect(injuries).toHaveTextContent('Broken Ribs');
    expect(within(injuries).getByRole('button', { name: 'Treat Broken Ribs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roll Handgun, base 13' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roll BODY, base 7' })).toBeInTheDocument();
    const log = within(screen.getByRole('list', { name: 'Events, newest first' })).getAllByRole('listitem');
    expect(log.map((line) => line.textContent)).toEqual([
      expect.stringContaining('= 20entered dice'),
      expect.stringContaining('single shot, 7/8 left.'),
    ]);
  });

  it('fires with a command id of its own, then shows the rounds left and the rule’s line', async () => {
    const fired = buildPlayState({
      weapons: { [PISTOL]: { ...buildPlayState().weapons[PISTOL], loaded: 7 } as never },
    });
    const { user, bodies } = renderPlay(undefined, {
      [SEND]: () => applied(fired, 'Very Heavy Pistol: single shot, 7/8 left.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Fire Very Heavy Pistol' }));
    const pistol = await screen.findByRole('listitem', { name: 'Very Heavy Pistol' });
    await waitFor(() => expect(pistol).toHaveTextContent('Loaded 7 / 8'));
    expect(bodies).toEqual([
      { commandId: expect.stringMatching(UUID), command: { kind: 'fire', weaponId: PISTOL, mode: 'single' } },
    ]);
    const gear = screen.getByRole('region', { name: 'Weapons and armour' });
    expect(within(gear).getByRole('status')).toHaveTextContent('single shot, 7/8 left.');
    expect(screen.getByRole('list', { name: 'Events, newest first' })).toHaveTextContent('single shot');
  });

  it('shows a refusal beside the action, in the server’s words', async () => {
    const { user } = renderPlay(undefined, {
      [SEND]: () => refusal(409, 'PLAY_REFUSED', 'Very Heavy Pistol is already full.', 'ALREADY_LOADED'),
    });
    await user.click(await screen.findByRole('button', { name: 'Reload Very Heavy Pistol' }));
    const gear = screen.getByRole('region', { name: 'Weapons and armour' });
    const alert = within(gear).getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Very Heavy Pistol is already full.'));
    // Refused at once, it is shown beside its action only: the status line has nothing to say.
    expect(screen.getByTestId('offline-status')).not.toHaveTextContent('refused');
  });

  it('shows what the viewer may not do, and sends again with the same id after a network failure', async () => {
    let calls = 0;
    const { user, bodies } = renderPlay(undefined, {
      [SEND]: () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        if (calls === 2) return applied(buildPlayState({ luck: 6 }), 'Spent 1 Luck: 6 left.');
        return refusal(403, 'PLAY_NOT_ALLOWED', 'Only the GM starts the game session in a campaign.');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Spend 1 Luck' }));
    const status = screen.getByRole('region', { name: 'Status' });
    // The outbox tries again by itself (at once in tests), with the id the first try carried.
    expect(await within(status).findByText('Spent 1 Luck: 6 left.')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]?.commandId).toBe(bodies[0]?.commandId);
    await waitFor(() =>
      expect(screen.getByTestId('offline-status')).toHaveTextContent('Back online: 1 action sent.'),
    );
    await user.click(screen.getByRole('button', { name: 'Start a game session' }));
    const actions = screen.getByRole('region', { name: 'Actions' });
    await waitFor(() =>
      expect(within(actions).getByRole('alert')).toHaveTextContent('Only the GM starts the game session'),
    );
    expect(bodies[2]?.commandId).not.toBe(bodies[0]?.commandId);
  });

  it('keeps the answered state when a read started before the command lands after its answer', async () => {
    const fired = buildPlayState({
      weapons: { [PISTOL]: { ...buildPlayState().weapons[PISTOL], loaded: 7 } as never },
    });
    const late = heldAfterFirst(() => jsonResponse(buildPlayResponse()));
    const { user, queryClient } = renderPlay(undefined, {
      [READ]: late.read,
      [SEND]: () => applied(fired, 'Very Heavy Pistol: single shot, 7/8 left.'),
    });
    const pistol = await screen.findByRole('listitem', { name: 'Very Heavy Pistol' });
    // The live channel asks for the play again just before the shot is sent.
    void queryClient.invalidateQueries({ queryKey: ['play', PLAY_CHARACTER_ID] });
    await waitFor(() => expect(late.reads()).toBe(2));
    await user.click(within(pistol).getByRole('button', { name: 'Fire Very Heavy Pistol' }));
    await waitFor(() => expect(pistol).toHaveTextContent('Loaded 7 / 8'));
    // That read was made before the shot's commit: it lands last, with the state before it.
    late.release(jsonResponse(buildPlayResponse()));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(pistol).toHaveTextContent('Loaded 7 / 8');
    expect(screen.getByRole('list', { name: 'Events, newest first' })).toHaveTextContent('single shot');
  });

  it('announces changes of HP, wound state and Luck in a live region', async () => {
    const hit = buildPlayState({ hp: 15, woundState: 'seriouslyWounded' });
    const { user, bodies } = renderPlay(undefined, {
      [SEND]: () => applied(hit, 'Head hit: 14 - SP 11 = 3, x2 = 6, +5 critical = 11.'),
    });
    const announcer = await screen.findByTestId('play-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Damage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take damage' });
    await user.selectOptions(within(dialog).getByLabelText('Damage as'), 'faces');
    await user.type(within(dialog).getByLabelText('Faces (6 6 2)'), '6 6 2');
    await user.selectOptions(within(dialog).getByLabelText('Location'), 'head');
    await user.click(within(dialog).getByRole('button', { name: 'Take the hit' }));
    await waitFor(() =>
      expect(announcer).toHaveTextContent('HP 15 of 40. Seriously Wounded, -2 to every action.'),
    );
    expect(bodies[0]?.command).toEqual({
      kind: 'takeDamage',
      damage: { faces: [6, 6, 2] },
      attack: 'ranged',
      location: 'head',
      ammoType: null,
    });
    expect(screen.getByRole('region', { name: 'Actions' })).toHaveTextContent('+5 critical = 11.');
  });

  it('spends the Luck picked on the next roll, and announces what is left', async () => {
    const { user, bodies } = renderPlay(undefined, {
      [SEND]: () => applied(buildPlayState({ luck: 5 }), 'd10 4 + 7 REF + 6 Handgun + 2 Luck = 19'),
    });
    await user.click(await screen.findByRole('button', { name: 'One Luck more on the next roll' }));
    await user.click(screen.getByRole('button', { name: 'One Luck more on the next roll' }));
    await user.click(screen.getByRole('button', { name: 'Roll Handgun, base 13' }));
    const announcer = screen.getByTestId('play-announcer');
    await waitFor(() => expect(announcer).toHaveTextContent('Luck 5 of 7.'));
    expect(bodies[0]?.command).toEqual({
      kind: 'roll',
      roll: { type: 'check', stat: 'REF', skill: 'Handgun', luck: 2 },
    });
    expect(screen.getByText('Luck on the next roll')).toHaveTextContent('0');
  });

  it('asks for the dice when the player rolls their own, with the critical die on a 10', async () => {
    const read = buildPlayResponse(buildPlayState(), { diceMode: 'entered' });
    const { user, bodies } = renderPlay(read, {
      [SEND]: () => applied(buildPlayState(), 'd10 10 (critical success: +3) + 7 REF = 20 [entered dice]'),
    });
    expect(await screen.findByRole('switch', { name: 'I roll my own dice' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Roll REF, base 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your dice' });
    expect(within(dialog).queryByLabelText('Critical die (d10)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Roll' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the d10: 1 to 10.');
    await user.type(within(dialog).getByLabelText('d10'), '10');
    await user.type(within(dialog).getByLabelText('Critical die (d10)'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Roll' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      command: { kind: 'roll', roll: { type: 'check', stat: 'REF', skill: null } },
      dice: [10, 3],
    });
    const log = screen.getByRole('list', { name: 'Events, newest first' });
    await waitFor(() => expect(log).toHaveTextContent('entered dice'));
  });

  it('turns "I roll my own dice" on', async () => {
    const { user } = renderPlay(undefined, {
      [MODE]: (init) => {
        expect(JSON.parse(String(init?.body))).toEqual({ mode: 'entered' });
        return jsonResponse({ play: buildPlayResponse(buildPlayState(), { diceMode: 'entered' }).play });
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'I roll my own dice' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent('You roll your own dice now.');
  });
});
