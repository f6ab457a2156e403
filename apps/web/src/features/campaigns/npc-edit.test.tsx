import type { Npc } from '@edgeforge/contracts/gm';
import { BASIC_SKILL_NAMES } from '@edgeforge/rules/data/skills';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID, MOOK_NPC } from '../../../test/support/campaigns.ts';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { NpcRoster } from './npc-roster.tsx';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);

const mook: Npc = {
  ...MOOK_NPC,
  build: {
    ...MOOK_NPC.build,
    skills: [...BASIC_SKILL_NAMES.map((name) => ({ name, ranks: 2 })), { name: 'Handgun', ranks: 4 }],
  },
};
const NPC_PATH = `/api/campaigns/${CAMPAIGN_ID}/npcs`;

describe('NpcEditDialog', () => {
  it('opens from the card by keyboard, shows HP by the formula and saves the edited build', async () => {
    let sent: { name: string; build: Npc['build'] } | undefined;
    stubApi(
      {
        [`GET ${NPC_PATH}`]: () => jsonResponse({ npcs: [mook] }),
        [`PUT ${NPC_PATH}/n1`]: (init) => {
          sent = JSON.parse(String(init?.body));
          return jsonResponse({ npc: { ...mook, ...sent } });
        },
      },
      stubFetch,
    );
    const { user } = renderWithProviders(<NpcRoster campaignId={CAMPAIGN_ID} />);
    const edit = await screen.findByRole('button', { name: 'Edit Mook Ana Reyes' });
    edit.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mook Ana Reyes' });
    expect(dialog).toHaveTextContent('HP 35 = 10 + 5 × ⌈(BODY 5 + WILL 4) / 2⌉');
    expect(dialog).toHaveTextContent('The rules find nothing wrong.');

    const body = within(dialog).getByLabelText('BODY');
    await user.clear(body);
    await user.type(body, '6');
    expect(dialog).toHaveTextContent('HP 35 = 10 + 5 × ⌈(BODY 6 + WILL 4) / 2⌉');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Handgun' }));
    await user.selectOptions(within(dialog).getByLabelText('Skill to add'), 'Tactics');
    await user.click(within(dialog).getByRole('button', { name: 'Add skill' }));
    await user.selectOptions(within(dialog).getByLabelText('Head armor'), '');
    await user.selectOptions(within(dialog).getByLabelText('Weapon to add'), 'weapon:very-heavy-pistol');
    await user.click(within(dialog).getByRole('button', { name: 'Add weapon' }));
    await user.selectOptions(within(dialog).getByLabelText('Cyberware to add'), 'cyberware:toxin-binders');
    await user.click(within(dialog).getByRole('button', { name: 'Add cyberware' }));
    await user.clear(within(dialog).getByLabelText('Name'));
    // Pasted into the cleared box, not typed: one render of the dialog, not one a letter.
    await user.paste('Ana the Quick');
    await user.click(within(dialog).getByRole('button', { name: 'Save NPC' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent?.name).toBe('Ana the Quick');
    expect(sent?.build.attributes.BODY).toBe(6);
    expect(sent?.build.skills.at(-1)).toEqual({ name: 'Tactics', ranks: 2 });
    expect(sent?.build.skills.some((skill) => skill.name === 'Handgun')).toBe(false);
    expect(sent?.build.armor).toEqual({ body: 'armor:kevlar-body', head: null });
    expect(sent?.build.weapons).toEqual(['weapon:heavy-pistol', 'weapon:very-heavy-pistol']);
    expect(sent?.build.cyberware).toMatchObject([{ itemId: 'cyberware:toxin-binders', foundationId: null }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Mook Ana Reyes' })).toHaveFocus());
  });

  it("shows the rules' findings as the GM types, and the server's refusal", async () => {
    stubApi(
      {
        [`GET ${NPC_PATH}`]: () => jsonResponse({ npcs: [mook] }),
        [`PUT ${NPC_PATH}/n1`]: () =>
          jsonResponse(
            {
              error: {
                code: 'RULES_VIOLATION',
                message: 'The build breaks the rules.',
                findings: [
                  {
                    code: 'STAT_OUT_OF_RANGE',
                    path: 'attributes.REF',
                    step: 'attributes',
                    message: 'REF is 8.',
                  },
                ],
              },
            },
            422,
          ),
      },
      stubFetch,
    );
    const { user } = renderWithProviders(<NpcRoster campaignId={CAMPAIGN_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Mook Ana Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mook Ana Reyes' });
    const ref = within(dialog).getByLabelText('REF');
    await user.clear(ref);
    await user.type(ref, '8');
    const findings = within(dialog).getByRole('list', { name: "The rules' findings" });
    expect(findings).toHaveTextContent(/REF/);
    await user.click(within(dialog).getByRole('button', { name: 'Save NPC' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Refused: REF is 8.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
