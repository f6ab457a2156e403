import type { GmNote } from '@edgeforge/contracts/gm-notes';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID } from '../../../test/support/campaigns.ts';
import { stubApi } from '../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { GmNotesPanel, noteTitle } from './gm-notes-panel.tsx';

const stubFetch = (fetch: typeof globalThis.fetch) => vi.stubGlobal('fetch', fetch);
const LIST = `GET /api/campaigns/${CAMPAIGN_ID}/gm-notes`;
const SESSION_ID = '00000000-0000-4000-8000-00000000a001';
const session: GmNote = {
  key: SESSION_ID,
  startedAt: '2026-11-27T19:00:00.000Z',
  body: 'The Mooks wait at the Afterlife.',
  version: 2,
  updatedAt: '2026-11-27T20:00:00.000Z',
};
const general: GmNote = { key: 'campaign', startedAt: null, body: '', version: 0, updatedAt: null };
const refusal = (status: number, code: string, message: string, issues: unknown[] = []) =>
  jsonResponse({ error: { code, message, ...(issues.length ? { issues } : {}) } }, status);

describe('GmNotesPanel', () => {
  it("opens on the newest game session's note, switches to the general note and saves it over its version", async () => {
    const sent: unknown[] = [];
    stubApi(
      {
        [LIST]: () => jsonResponse({ notes: [session, general] }),
        [`PUT /api/campaigns/${CAMPAIGN_ID}/gm-notes/campaign`]: (init) => {
          const body = JSON.parse(String(init?.body)) as { body: string; version: number };
          sent.push(body);
          return jsonResponse({
            note: { ...general, body: body.body, version: 1, updatedAt: '2026-11-28T08:00:00.000Z' },
          });
        },
      },
      stubFetch,
    );
    const { user } = renderWithProviders(<GmNotesPanel campaignId={CAMPAIGN_ID} />);
    const field = await screen.findByLabelText(noteTitle(session));
    expect(field).toHaveValue('The Mooks wait at the Afterlife.');
    expect(screen.getByText('32 of 20,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save note' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Which note'), 'General notes');
    const generalField = screen.getByLabelText('General notes', { selector: 'textarea' });
    expect(generalField).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing written yet');
    await user.type(generalField, 'Rent is due.');
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText(/^Saved /)).toBeInTheDocument();
    expect(sent).toEqual([{ body: 'Rent is due.', version: 0 }]);
    expect(screen.getByRole('button', { name: 'Save note' })).toBeDisabled();
  });

  it('saves when the field loses focus, and says so when another tab saved first, keeping the text', async () => {
    let theirs = false;
    stubApi(
      {
        [LIST]: () =>
          jsonResponse({
            notes: [theirs ? { ...session, body: 'Their words.', version: 3 } : session, general],
          }),
        [`PUT /api/campaigns/${CAMPAIGN_ID}/gm-notes/${SESSION_ID}`]: () => {
          theirs = true;
          return refusal(409, 'STALE_NOTE', 'This note changed since you opened it.');
        },
      },
      stubFetch,
    );
    const { user } = renderWithProviders(<GmNotesPanel campaignId={CAMPAIGN_ID} />);
    const field = await screen.findByLabelText(noteTitle(session));
    await user.type(field, ' Bring smoke.');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another tab saved this note first. Your text is still here.',
    );
    expect(field).toHaveValue('The Mooks wait at the Afterlife. Bring smoke.');
    await user.click(screen.getByRole('button', { name: 'Load the saved note (drops your changes)' }));
    expect(await screen.findByDisplayValue('Their words.')).toBe(field);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's reason for a refused note and keeps the text", async () => {
    stubApi(
      {
        [LIST]: () => jsonResponse({ notes: [general] }),
        [`PUT /api/campaigns/${CAMPAIGN_ID}/gm-notes/campaign`]: () =>
          refusal(400, 'VALIDATION_FAILED', 'The request is not valid.', [
            { path: 'body', message: 'Remove the control characters.' },
          ]),
      },
      stubFetch,
    );
    const { user } = renderWithProviders(<GmNotesPanel campaignId={CAMPAIGN_ID} />);
    const field = await screen.findByLabelText('General notes', { selector: 'textarea' });
    await user.type(field, 'Fixer owes us.');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: Remove the control characters.');
    expect(field).toHaveValue('Fixer owes us.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
