import { screen, within } from '@testing-library/react';
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
          return jsonResponse({ character, notMapped: [] }, 201);
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
    // An Edgeforge file has nothing more to report.
    expect(screen.queryByRole('region', { name: 'Import result' })).not.toBeInTheDocument();
  });

  it('lists what a Foundry actor left out, and the findings it came in with under house rules', async () => {
    const base = buildFullCharacter();
    const character = buildFullCharacter({
      imported_from: { source: 'Foundry VTT (cyberpunk-red-core)', methodNamed: false },
      character_stats: {
        ...base.character_stats,
        house_rules: { enabled: true, statRerolls: false },
        deviations: [
          {
            code: 'STAT_ROLL_MISSING',
            path: 'templateRow',
            step: 'attributes',
            message: 'Streetrat: roll or pick a row of the Nomad STAT table',
          },
        ],
      },
    });
    const notMapped = [
      'Cyberware Militech Prototype Implant: not in the catalogue here.',
      'Portrait: the file points at worlds/night-city/kaz.webp, which is not fetched; upload it with Edit.',
    ];
    stubApi(
      {
        'POST /api/characters/import': () => jsonResponse({ character, notMapped }, 201),
        'GET /api/characters': () => jsonResponse(listPage([])),
      },
      stubFetch,
    );
    const { user } = renderWithProviders(<ImportCharacter />);
    await user.upload(
      screen.getByTestId('import-file'),
      file('{"type":"character"}', 'fvtt-Actor-mara.json'),
    );
    const result = await screen.findByRole('region', { name: 'Import result' });
    expect(result).toHaveTextContent(
      'Mara Voss is on your list, imported from Foundry VTT (cyberpunk-red-core).',
    );
    expect(result).toHaveTextContent('Streetrat: roll or pick a row of the Nomad STAT table');
    const left = screen.getByRole('list', { name: 'Not brought over' });
    expect([...left.querySelectorAll('li')].map((item) => item.textContent)).toEqual(notMapped);
    await user.click(within(result).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Import result' })).not.toBeInTheDocument();
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
