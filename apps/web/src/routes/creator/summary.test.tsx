import { MESSAGES } from '@edgeforge/contracts/messages';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/support/render.tsx';
import { renderStep, type SeenRequest } from '../../../test/support/wizard-harness.tsx';
import { ROLLED_STATE } from '../../features/creator/method/roll-everything.tsx';
import SummaryRoute from './summary.tsx';

const BIO_URL = '/api/functions/generate-character-bio';
const PORTRAIT_URL = '/api/functions/generate-character-portrait';
const failure = () => jsonResponse({ error: { code: 'GENERATION_FAILED', message: 'down' } }, 502);

describe('the summary screen', () => {
  it('shows the failure text and toast when the bio fails, and Regenerate asks again with a new seed', async () => {
    let calls = 0;
    let failFirst: () => void = () => {};
    const { user, requests } = renderStep('summary', <SummaryRoute />, {
      draft: buildDraft(),
      handlers: {
        [BIO_URL]: () => {
          calls += 1;
          if (calls > 1) {
            return jsonResponse({
              bio: 'First part.\n\nSecond part.',
              shortBio: 'A loud one.',
              source: 'offline',
              engine: 'offline',
            });
          }
          // The first answer waits, so the 'generating' state can be seen before it fails.
          return new Promise<Response>((resolve) => {
            failFirst = () => resolve(failure());
          });
        },
      },
    });
    expect(await screen.findByText(MESSAGES.bioGenerating)).toBeInTheDocument();
    failFirst();
    expect(await screen.findByText(MESSAGES.bioFailedPanel)).toBeInTheDocument();
    expect((await screen.findAllByText(MESSAGES.bioFailedToast)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(MESSAGES.bioFailedTitle).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Second part.')).toBeInTheDocument();
    expect(screen.getByText('Source: Offline generator')).toBeInTheDocument();
    expect(screen.getByTestId('bio-engine')).toHaveTextContent('Written offline');
    const bodies = requests
      .filter((r: SeenRequest) => r.url === BIO_URL)
      .map((r) => r.body as { seed: number });
    expect(bodies).toHaveLength(2);
    expect(bodies[0]!.seed).not.toBe(bodies[1]!.seed);
  });

  it('starts without a portrait, then shows the generated one with its source', async () => {
    let portraitOk = false;
    const { user, requests } = renderStep('summary', <SummaryRoute />, {
      draft: buildDraft({ firstName: 'Rixa', lastName: 'Vance' }),
      handlers: {
        [BIO_URL]: () => jsonResponse({ bio: 'Bio.', shortBio: '', source: 'ai', engine: 'text-m' }),
        [PORTRAIT_URL]: () =>
          portraitOk
            ? jsonResponse({ image: 'iVBORw0KGgo=', source: 'offline', engine: 'offline' })
            : failure(),
      },
    });
    expect(await screen.findByText(MESSAGES.portraitEmpty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Portrait' }));
    expect(await screen.findByText(MESSAGES.portraitFailed)).toBeInTheDocument();
    portraitOk = true;
    await user.click(screen.getByRole('button', { name: 'Generate Portrait' }));
    const image = await screen.findByRole('img', { name: 'Portrait of Rixa Vance' });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByText('Source: AI generated')).toBeInTheDocument();
    expect(screen.getByTestId('bio-engine')).toHaveTextContent('Written by text-m');
    const prompt = (requests.find((r) => r.url === PORTRAIT_URL)!.body as { prompt: string }).prompt;
    expect(prompt).toContain('Rixa Vance');
  });

  it('saves through the characters feature and shows the spec message its code calls for', async () => {
    const { user, requests } = renderStep('summary', <SummaryRoute />, {
      draft: buildDraft(),
      handlers: {
        [BIO_URL]: () =>
          jsonResponse({ bio: 'Bio.', shortBio: 'Short.', source: 'offline', engine: 'offline' }),
        '/api/characters': () =>
          jsonResponse({ error: { code: 'EMAIL_MISSING', message: 'User email not found' } }, 403),
      },
    });
    await screen.findByText('Bio.');
    await user.click(screen.getByRole('button', { name: 'Save Character' }));
    expect((await screen.findAllByText(MESSAGES.saveEmailMissing)).length).toBeGreaterThan(0);
    const save = requests.find((r) => r.url === '/api/characters');
    expect(save).toMatchObject({
      method: 'POST',
      body: { bio: 'Bio.', shortBio: 'Short.', bioEngine: 'offline', portrait: null },
    });
    expect(screen.getByRole('button', { name: 'Save Character' })).not.toHaveAttribute('aria-disabled');
  });

  it('lists what breaks the rules and refuses Save until House rules is ticked, then saves with it', async () => {
    const legal = buildDraft({ selectedRole: 'solo' });
    const draft = { ...legal, attributes: { ...legal.attributes, BODY: legal.attributes.BODY - 1 } };
    let saved: unknown = null;
    const { user, requests } = renderStep('summary', <SummaryRoute />, {
      draft,
      handlers: {
        [BIO_URL]: () =>
          jsonResponse({ bio: 'Bio.', shortBio: 'Short.', source: 'offline', engine: 'offline' }),
        '/api/characters': (request) => {
          saved = request.body;
          return jsonResponse({ error: { code: 'INTERNAL', message: 'stop here' } }, 500);
        },
      },
    });
    const list = await screen.findByRole('region', { name: 'Needs attention' });
    expect(list).toHaveTextContent(
      `Streetrat: BODY is ${draft.attributes.BODY}, but row 3 of the Solo table gives ${legal.attributes.BODY}`,
    );
    expect(within(list).getByRole('link', { name: 'Go to Attributes' })).toHaveAttribute(
      'href',
      '/character-creation/streetrat/attributes',
    );
    await screen.findByText('Bio.');
    await user.click(screen.getByRole('button', { name: 'Save Character' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Save refused: mend these, or tick House rules',
    );
    await waitFor(() => expect(list).toHaveFocus());
    expect(requests.some((request) => request.url === '/api/characters')).toBe(false);

    await user.click(within(list).getByRole('checkbox', { name: 'House rules' }));
    expect(screen.getByRole('region', { name: 'Deviations to save' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Character' }));
    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved).toMatchObject({ draft: { houseRules: { enabled: true, statRerolls: false } } });
  });

  it("shows the server's findings when it refuses a save with RULES_VIOLATION", async () => {
    const finding = {
      code: 'SKILL_UNKNOWN',
      path: 'skills.0.name',
      step: 'skills',
      message: "Streetrat: 'X' is not a skill of the game",
    };
    const { user } = renderStep('summary', <SummaryRoute />, {
      draft: buildDraft(),
      handlers: {
        [BIO_URL]: () => jsonResponse({ bio: 'Bio.', shortBio: '', source: 'offline', engine: 'offline' }),
        '/api/characters': () =>
          jsonResponse(
            { error: { code: 'RULES_VIOLATION', message: finding.message, findings: [finding] } },
            422,
          ),
      },
    });
    await screen.findByText('Bio.');
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Character' }));
    const list = await screen.findByRole('region', { name: 'Needs attention' });
    expect(list).toHaveTextContent(finding.message);
    expect(within(list).getByRole('link', { name: 'Go to Skills' })).toHaveAttribute('href', '/skills');
  });

  it('generates the portrait on entry too for a character from Roll everything', async () => {
    const { requests } = renderStep('summary', <SummaryRoute />, {
      draft: buildDraft({ firstName: 'Mei', lastName: 'Tanaka' }),
      state: ROLLED_STATE,
      handlers: {
        [BIO_URL]: () => jsonResponse({ bio: 'Bio.', shortBio: '', source: 'offline', engine: 'offline' }),
        [PORTRAIT_URL]: () => jsonResponse({ image: 'iVBORw0KGgo=', source: 'offline', engine: 'offline' }),
      },
    });
    expect(await screen.findByRole('img', { name: 'Portrait of Mei Tanaka' })).toBeInTheDocument();
    expect(requests.filter((request) => request.url === PORTRAIT_URL)).toHaveLength(1);
  });
});
