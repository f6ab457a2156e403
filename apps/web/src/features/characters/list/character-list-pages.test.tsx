import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildFullCharacter, listPage, stubApi, toSummary } from '../../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/support/render.tsx';
import { CharacterList } from './character-list.tsx';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);

/** Saved characters named Runner 1, Runner 2..., each with a bio of its own. */
function runners(from: number, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return buildFullCharacter({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      name_first: 'Runner',
      name_last: String(n),
      short_bio: `Runner ${n} in short.`,
      bio: `Runner ${n} was born.\n\nRunner ${n} ran.`,
    });
  });
}

const firstPage = runners(1, 3);
const secondPage = runners(4, 2);
const CURSOR = 'bmV4dA';
const nextPageKey = `GET /api/characters?cursor=${CURSOR}`;

function renderList() {
  return renderWithProviders(<CharacterList />, { route: '/characters', path: '/characters' });
}

describe('CharacterList pages', () => {
  it('offers "Load more" only while a next page exists, appends it and focuses its first character', async () => {
    const calls = stubApi(
      {
        'GET /api/characters': () =>
          jsonResponse(
            listPage(
              firstPage.map((c) => toSummary(c)),
              CURSOR,
            ),
          ),
        [nextPageKey]: () => jsonResponse(listPage(secondPage.map((c) => toSummary(c)))),
      },
      stubFetch,
    );
    const { user } = renderList();
    const loadMore = await screen.findByRole('button', { name: 'Load more' });
    expect(screen.getAllByRole('row')).toHaveLength(1 + 3);
    await user.click(loadMore);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(1 + 5));
    expect(calls).toEqual(['GET /api/characters', nextPageKey]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link', { name: /^View/ }).textContent)).toHaveLength(5);
    expect(within(rows[3]!).getByText('Runner 4')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'View Runner 4' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the focus on "Load more" when the next page fails, and says so', async () => {
    stubApi(
      {
        'GET /api/characters': () =>
          jsonResponse(
            listPage(
              firstPage.map((c) => toSummary(c)),
              CURSOR,
            ),
          ),
        [nextPageKey]: () => jsonResponse({ error: { code: 'INTERNAL', message: 'Down.' } }, 500),
      },
      stubFetch,
    );
    const { user } = renderList();
    const loadMore = await screen.findByRole('button', { name: 'Load more' });
    await user.click(loadMore);
    expect(await screen.findByText('Failed to load characters. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 3);
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveFocus();
  });

  it('reads every loaded page again from the first after a write', async () => {
    let listed = firstPage;
    const calls = stubApi(
      {
        'GET /api/characters': () =>
          jsonResponse(
            listPage(
              listed.map((c) => toSummary(c)),
              CURSOR,
            ),
          ),
        [nextPageKey]: () => jsonResponse(listPage(secondPage.map((c) => toSummary(c)))),
        [`POST /api/characters/${firstPage[0]!.id}/retire`]: () => {
          listed = firstPage.slice(1);
          return jsonResponse({ character: { ...firstPage[0]!, status: 'retired' } });
        },
      },
      stubFetch,
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText('Runner 5');
    await user.click(screen.getByRole('button', { name: 'Retire Runner 1' }));
    await user.click(screen.getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(screen.queryByText('Runner 1')).not.toBeInTheDocument());
    expect(calls.slice(-2)).toEqual(['GET /api/characters', nextPageKey]);
    expect(screen.getAllByRole('row')).toHaveLength(1 + 4);
  });
});

describe('CharacterList "Read More"', () => {
  const runner = firstPage[0]!;
  const bioKey = `GET /api/characters/${runner.id}/bio`;

  it('fetches the full bio when opened, says it is loading, and reads it from the cache the next time', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = stubApi(
      {
        'GET /api/characters': () => jsonResponse(listPage([toSummary(runner)])),
        [bioKey]: () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
      stubFetch,
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Read More' }));
    const dialog = await screen.findByRole('dialog', { name: 'Runner 1' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading biography...');
    answer(jsonResponse({ bio: runner.bio }));
    expect(await within(dialog).findByText('Runner 1 was born.')).toBeInTheDocument();
    expect(within(dialog).getByText('Runner 1 ran.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    expect(await screen.findByText('Runner 1 was born.')).toBeInTheDocument();
    expect(calls.filter((call) => call === bioKey)).toHaveLength(1);
  });

  it('says when the bio cannot load and tries again on request', async () => {
    let fails = true;
    stubApi(
      {
        'GET /api/characters': () => jsonResponse(listPage([toSummary(runner)])),
        [bioKey]: () =>
          fails
            ? jsonResponse({ error: { code: 'INTERNAL', message: 'Down.' } }, 500)
            : jsonResponse({ bio: runner.bio }),
      },
      stubFetch,
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Read More' }));
    const dialog = await screen.findByRole('dialog', { name: 'Runner 1' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not load the biography. Please try again.',
    );
    fails = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Runner 1 was born.')).toBeInTheDocument();
  });
});
