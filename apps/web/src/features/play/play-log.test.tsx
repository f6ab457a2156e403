import type { PlayResponse } from '@edgeforge/contracts/play';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/support/characters.ts';
import { buildPlayEvent, buildPlayResponse, PLAY_CHARACTER_ID } from '../../../test/support/play.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { PlayView } from './play-view.tsx';

const READ = `GET /api/characters/${PLAY_CHARACTER_ID}/play`;

/** A page of the log holding the events of these seqs, newest first. */
function page(seqs: number[], nextCursor: string | null): PlayResponse {
  const events = seqs.map((seq) => buildPlayEvent(seq, { id: `event-${seq}`, explanation: `Line ${seq}` }));
  return buildPlayResponse(undefined, { events, nextCursor });
}

function renderLog(handlers: Record<string, () => Response | Promise<Response>>) {
  const calls = stubApi(handlers, (fetch) => vi.stubGlobal('fetch', fetch));
  const view = renderWithProviders(<PlayView id={PLAY_CHARACTER_ID} />, {
    route: `/character/${PLAY_CHARACTER_ID}/play`,
    path: '/character/:id/play',
  });
  return { ...view, calls };
}

const lines = () =>
  within(screen.getByRole('list', { name: 'Events, newest first' }))
    .getAllByRole('listitem')
    // Each line opens with its time on the machine's clock: only the explanation is compared.
    .map((line) => line.textContent?.replace(/^.*(?=Line \d)/, ''));

describe('PlayLog', () => {
  it('adds the earlier entries by the server’s cursor, focuses the first of them, and goes when none are left', async () => {
    const { user, calls } = renderLog({
      [READ]: () => jsonResponse(page([5, 4], 's4')),
      [`${READ}?cursor=s4`]: () => jsonResponse(page([3, 2], 's2')),
      [`${READ}?cursor=s2`]: () => jsonResponse(page([1], null)),
    });
    await user.click(await screen.findByRole('button', { name: 'Load earlier entries' }));
    await waitFor(() => expect(lines()).toEqual(['Line 5', 'Line 4', 'Line 3', 'Line 2']));
    expect(screen.getByText('Line 3').closest('li')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Load earlier entries' }));
    await waitFor(() => expect(lines()).toEqual(['Line 5', 'Line 4', 'Line 3', 'Line 2', 'Line 1']));
    expect(screen.getByText('Line 1').closest('li')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load earlier entries' })).not.toBeInTheDocument();
    expect(calls).toEqual([READ, `${READ}?cursor=s4`, `${READ}?cursor=s2`]);
  });

  it('offers no earlier entries when the first page is the whole log', async () => {
    renderLog({ [READ]: () => jsonResponse(page([2, 1], null)) });
    await waitFor(() => expect(lines()).toEqual(['Line 2', 'Line 1']));
    expect(screen.queryByRole('button', { name: 'Load earlier entries' })).not.toBeInTheDocument();
  });

  it('says why the earlier entries did not come, and keeps the button for another try', async () => {
    const { user } = renderLog({
      [READ]: () => jsonResponse(page([2], 's2')),
      [`${READ}?cursor=s2`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Load earlier entries' }));
    const log = screen.getByRole('region', { name: 'Log' });
    expect(await within(log).findByRole('alert')).toHaveTextContent('Not sent: The server cannot be reached');
    expect(within(log).getByRole('button', { name: 'Load earlier entries' })).toBeInTheDocument();
    expect(lines()).toEqual(['Line 2']);
  });
});
