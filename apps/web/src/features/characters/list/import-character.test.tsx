import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildFullCharacter, listPage, stubApi } from '../../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/support/render.tsx';
import { ImportCharacter } from './import-character.tsx';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);
const file = (text: string, name = 'mara.edgeforge.json') =>
  new File([text], name, { type: 'application/json' });

describe('ImportCharacter', () => {
  it('sends the chosen export file and says the character is on the list', async () => {
    const character = buildFullCharacter();
    const sent: unknown[] = [];
    stubApi(
      {
        'POST /api/characters/import': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return jsonResponse({ character }, 201);
        },
        'GET /api/characters': () => jsonResponse(listPage([])),
      },
      stubFetch,
    );
    const { user } = renderWithProviders(<ImportCharacter />);
    const exported = { format: 'edgeforge.character', version: 3, character };
    await user.upload(screen.getByTestId('import-file'), file(JSON.stringify(exported)));
    expect(await screen.findByText('Mara Voss is on your list.')).toBeInTheDocument();
    expect(sent).toEqual([exported]);
  });

  it("shows the server's message naming what is wrong, with the fields at fault", async () => {
    stubApi(
      {
        'POST /api/characters/import': () =>
          jsonResponse(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message:
                  "The file does not fit Edgeforge's export version 3: character.role_id: Invalid option.",
                issues: [{ path: 'character.role_id', message: 'Invalid option' }],
              },
            },
            400,
          ),
      },
      stubFetch,
    );
    const { user } = renderWithProviders(<ImportCharacter />);
    await user.upload(screen.getByTestId('import-file'), file('{"format":"edgeforge.character"}'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The file does not fit Edgeforge's export version 3");
    expect(alert).toHaveTextContent('character.role_id: Invalid option');
  });

  it('refuses a file that is not JSON without sending it', async () => {
    const calls = stubApi({}, stubFetch);
    const { user } = renderWithProviders(<ImportCharacter />);
    await user.upload(screen.getByTestId('import-file'), file('not json at all', 'notes.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent('notes.json is not a JSON file');
    expect(calls).toEqual([]);
  });
});
