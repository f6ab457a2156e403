import type { SaveCharacterRequest } from '@edgeforge/contracts/api';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildFullCharacter, listPage, stubApi, toSummary } from '../../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/support/render.tsx';
import { useEveryCharacter, useSaveCharacter } from './characters.ts';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);
const request = { draft: {} } as unknown as SaveCharacterRequest;

function SaveProbe() {
  const save = useSaveCharacter();
  return (
    <div>
      <button type="button" onClick={() => save.mutate(request)}>
        Save
      </button>
      {save.isError && <p role="alert">{save.error.message}</p>}
      {save.isSuccess && <p role="status">Saved {save.data.id}</p>}
    </div>
  );
}

async function saveAnswering(answer: Response) {
  const bodies: unknown[] = [];
  stubApi(
    {
      'POST /api/characters': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return answer;
      },
    },
    stubFetch,
  );
  const { user } = renderWithProviders(<SaveProbe />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return bodies;
}

describe('useSaveCharacter', () => {
  it('posts the request and answers the saved character', async () => {
    const character = buildFullCharacter();
    const bodies = await saveAnswering(jsonResponse({ character }, 201));
    expect(await screen.findByRole('status')).toHaveTextContent(`Saved ${character.id}`);
    expect(bodies).toEqual([request]);
  });

  it('surfaces the spec message when there is no session', async () => {
    await saveAnswering(
      jsonResponse({ error: { code: 'UNAUTHENTICATED', message: MESSAGES.saveAuthRequired } }, 401),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.saveAuthRequired);
  });

  it('surfaces the spec message when the session has no e-mail', async () => {
    await saveAnswering(
      jsonResponse({ error: { code: 'EMAIL_MISSING', message: MESSAGES.saveEmailMissing } }, 403),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.saveEmailMissing);
  });

  it('decides by the code, never by the message text', async () => {
    await saveAnswering(
      jsonResponse({ error: { code: 'UNAUTHENTICATED', message: MESSAGES.saveEmailMissing } }, 401),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.saveAuthRequired);
  });

  it('turns any other failure into the generic save message', async () => {
    await saveAnswering(
      jsonResponse({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }, 500),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.saveFailed);
  });
});

function EveryCharacterProbe() {
  const { characters } = useEveryCharacter();
  return (
    <p role="status">{characters === undefined ? 'loading' : characters.map((c) => c.name_last).join(',')}</p>
  );
}

describe('useEveryCharacter', () => {
  it('reads every page before it answers, for a picker that must offer any character', async () => {
    const [one, two, three] = ['1', '2', '3'].map((n) =>
      toSummary(buildFullCharacter({ id: `00000000-0000-4000-8000-00000000000${n}`, name_last: n })),
    );
    const calls = stubApi(
      {
        'GET /api/characters': () => jsonResponse(listPage([one!], 'c1')),
        'GET /api/characters?cursor=c1': () => jsonResponse(listPage([two!], 'c2')),
        'GET /api/characters?cursor=c2': () => jsonResponse(listPage([three!])),
      },
      stubFetch,
    );
    renderWithProviders(<EveryCharacterProbe />);
    expect(await screen.findByText('1,2,3')).toBeInTheDocument();
    expect(calls).toEqual([
      'GET /api/characters',
      'GET /api/characters?cursor=c1',
      'GET /api/characters?cursor=c2',
    ]);
  });
});
