import { MESSAGES } from '@edgeforge/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildFullCharacter, listPage, stubApi, toSummary } from '../../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/support/render.tsx';
import { PLACEHOLDER_IMAGE } from '../../../components/portrait-image.tsx';
import { isNewCharacterState } from '../../../lib/paths.ts';
import { CharacterList } from './character-list.tsx';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);

const fullMara = buildFullCharacter();
const mara = toSummary(fullMara);
const noShort = toSummary(
  buildFullCharacter({
    id: '22222222-2222-4222-8222-222222222222',
    name_first: 'Jin',
    name_last: 'Sato',
    role_id: 'netrunner',
    short_bio: null,
    bio: 'Jin lives in the Net.\nHe rarely logs off.',
  }),
);
const noBio = toSummary(
  buildFullCharacter({
    id: '33333333-3333-4333-8333-333333333333',
    name_first: 'Rex',
    name_last: 'Null',
    role_id: 'solo',
    short_bio: null,
    bio: null,
    portrait_url: null,
  }),
);

function renderList() {
  return renderWithProviders(<CharacterList />, { route: '/characters', path: '/characters' });
}

describe('CharacterList', () => {
  it('says it is loading until the list arrives', async () => {
    stubApi({ 'GET /api/characters': () => new Promise<Response>(() => {}) }, stubFetch);
    renderList();
    expect(await screen.findByText(MESSAGES.loadingCharacters)).toBeInTheDocument();
  });

  it('invites the player to create a first character when there are none', async () => {
    stubApi({ 'GET /api/characters': () => jsonResponse(listPage([])) }, stubFetch);
    const { user, router } = renderList();
    expect(await screen.findByText(MESSAGES.noCharacters)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create Character' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/character-creation');
    // A new character is asked for: a draft in progress is offered, not opened (decision 044).
    expect(isNewCharacterState((router.state.location as { state: unknown }).state)).toBe(true);
  });

  it('names the campaign a character plays in under its name', async () => {
    const playing = {
      ...noShort,
      campaign: { id: '7f0c1d2e-0000-4000-8000-000000000001', name: 'Glass Towers' },
    };
    stubApi({ 'GET /api/characters': () => jsonResponse(listPage([mara, playing])) }, stubFetch);
    renderList();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows[1]).toHaveTextContent('Jin SatoCampaign: Glass Towers');
    expect(rows[0]).not.toHaveTextContent('Campaign:');
  });

  it('shows one row per character under the spec columns', async () => {
    stubApi({ 'GET /api/characters': () => jsonResponse(listPage([mara, noShort, noBio])) }, stubFetch);
    renderList();
    await screen.findByRole('table');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Portrait', 'Name', 'Role', 'Bio', 'Actions']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Mara Voss')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Nomad')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Netrunner')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'View Mara Voss' })).toHaveAttribute(
      'href',
      `/character/${mara.id}`,
    );
    expect(within(rows[0]!).getByRole('link', { name: 'Play Mara Voss' })).toHaveAttribute(
      'href',
      `/character/${mara.id}/play`,
    );
  });

  it('fills the bio cell with the short bio, else the first line, else no bio, clamped to two lines', async () => {
    stubApi({ 'GET /api/characters': () => jsonResponse(listPage([mara, noShort, noBio])) }, stubFetch);
    renderList();
    await screen.findByRole('table');
    const [first, second, third] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    const short = within(first!).getByText('A Nomad driver who keeps her word.');
    expect(short).toHaveClass('line-clamp-2');
    expect(within(second!).getByText('Jin lives in the Net.')).toBeInTheDocument();
    expect(within(second!).queryByText(/rarely logs off/)).not.toBeInTheDocument();
    expect(within(third!).getByText(MESSAGES.noBio)).toBeInTheDocument();
    // 'Read More' only where a bio exists.
    expect(within(first!).getByRole('button', { name: 'Read More' })).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Read More' })).toBeInTheDocument();
    expect(within(third!).queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
  });

  it('opens the full bio in a dialog titled with the name', async () => {
    stubApi(
      {
        'GET /api/characters': () => jsonResponse(listPage([mara])),
        [`GET /api/characters/${mara.id}/bio`]: () => jsonResponse({ bio: fullMara.bio }),
      },
      stubFetch,
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Read More' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mara Voss' });
    expect(within(dialog).getByText('Character Biography')).toBeInTheDocument();
    expect(await within(dialog).findByText('Mara grew up between convoys.')).toBeInTheDocument();
    expect(within(dialog).getByText('Now she drives for clean eurobucks.')).toBeInTheDocument();
  });

  it('enlarges a portrait in a preview dialog, falling back to the placeholder', async () => {
    stubApi({ 'GET /api/characters': () => jsonResponse(listPage([mara, noBio])) }, stubFetch);
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Enlarge the portrait of Mara Voss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mara Voss' });
    expect(within(dialog).getByRole('img', { name: 'Portrait of Mara Voss' })).toHaveAttribute(
      'src',
      mara.portrait_url,
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Enlarge the portrait of Rex Null' }));
    const other = await screen.findByRole('dialog', { name: 'Rex Null' });
    expect(within(other).getByRole('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('asks before retiring, and Cancel keeps the character', async () => {
    const calls = stubApi({ 'GET /api/characters': () => jsonResponse(listPage([mara])) }, stubFetch);
    const { user } = renderList();
    const retireMara = await screen.findByRole('button', { name: 'Retire Mara Voss' });
    await user.click(retireMara);
    const dialog = await screen.findByRole('alertdialog', { name: 'Retire Mara Voss?' });
    // The safe answer has the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(retireMara).toHaveFocus();
    expect(calls.some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('retires a character once confirmed, with a success toast, and focuses the next one', async () => {
    let listed = [mara, noShort];
    const calls = stubApi(
      {
        'GET /api/characters': () => jsonResponse(listPage(listed)),
        [`POST /api/characters/${mara.id}/retire`]: () => {
          listed = [noShort];
          return jsonResponse({ character: buildFullCharacter({ status: 'retired' }) });
        },
      },
      stubFetch,
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Retire Mara Voss' }));
    await user.click(screen.getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText(MESSAGES.retireSuccess)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.retireSuccessTitle)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Mara Voss')).not.toBeInTheDocument());
    expect(calls.filter((call) => call === 'GET /api/characters')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('link', { name: 'View Jin Sato' })).toHaveFocus());
  });

  it('focuses Create Character after retiring the last character', async () => {
    let listed = [mara];
    stubApi(
      {
        'GET /api/characters': () => jsonResponse(listPage(listed)),
        [`POST /api/characters/${mara.id}/retire`]: () => {
          listed = [];
          return jsonResponse({ character: buildFullCharacter({ status: 'retired' }) });
        },
      },
      stubFetch,
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Retire Mara Voss' }));
    await user.click(screen.getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Create Character' })).toHaveFocus());
  });

  it('says so when retiring fails, and keeps the row', async () => {
    stubApi(
      {
        'GET /api/characters': () => jsonResponse(listPage([mara])),
        [`POST /api/characters/${mara.id}/retire`]: () =>
          jsonResponse({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }, 500),
      },
      stubFetch,
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Retire Mara Voss' }));
    await user.click(screen.getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText(MESSAGES.retireFailed)).toBeInTheDocument();
    expect(screen.getByText('Mara Voss')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retire Mara Voss' })).toHaveFocus());
  });

  it('shows the destructive load-failure toast when the list cannot load', async () => {
    stubApi(
      {
        'GET /api/characters': () =>
          jsonResponse({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }, 500),
      },
      stubFetch,
    );
    renderList();
    expect(await screen.findByText(MESSAGES.listLoadFailed)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.listLoadFailedTitle)).toBeInTheDocument();
  });

  it('goes back to the main menu', async () => {
    stubApi({ 'GET /api/characters': () => jsonResponse(listPage([])) }, stubFetch);
    const { user } = renderList();
    await user.click(await screen.findByRole('link', { name: 'Back to Main Menu' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
