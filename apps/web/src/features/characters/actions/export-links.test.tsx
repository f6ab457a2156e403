import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordDownloads } from '../../../../test/support/browser-stubs.ts';
import { stubApi } from '../../../../test/support/characters.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/support/render.tsx';
import { ExportLinks } from './export-links.tsx';

const ID = '5b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8';
const PDF_A4 = `GET /api/characters/${ID}/export/pdf?paper=a4`;
const PDF_LETTER = `GET /api/characters/${ID}/export/pdf?paper=letter`;

/** What the page handed the browser to save: the blob's URL and the name it is saved under. */
let saved: { href: string; download: string }[] = [];

beforeEach(() => {
  // jsdom has no object URLs and does not download: both are stood in for, and recorded.
  saved = recordDownloads('blob:pdf-1');
});

afterEach(() => vi.restoreAllMocks());

function renderLinks(handlers: Parameters<typeof stubApi>[0]) {
  const calls = stubApi(handlers, (fetch) => vi.stubGlobal('fetch', fetch));
  return { ...renderWithProviders(<ExportLinks character={{ id: ID }} />), calls };
}

const pdfAnswer = () =>
  new Response('%PDF-1.7', {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="mara-voss-character-sheet.pdf"',
    },
  });

describe('ExportLinks', () => {
  it('fetches the PDF and saves it under the file name the server gave', async () => {
    const { user, calls } = renderLinks({ [PDF_LETTER]: pdfAnswer });
    await user.click(screen.getByRole('button', { name: 'PDF (US Letter)' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:pdf-1', download: 'mara-voss-character-sheet.pdf' }]),
    );
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(calls).toEqual([PDF_LETTER]);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('says the printer is busy and how long to wait when the server answers 429, and saves nothing', async () => {
    const busy = () =>
      new Response(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many requests.' } }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '7' },
      });
    const { user } = renderLinks({ [PDF_A4]: busy, [PDF_LETTER]: pdfAnswer });
    const a4 = screen.getByRole('button', { name: 'PDF (A4)' });
    await user.click(a4);
    expect(await screen.findByText('The PDF printer is busy: try again in 7 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('busy');
    expect(a4).toHaveAccessibleDescription('The PDF printer is busy: try again in 7 seconds.');
    expect(saved).toEqual([]);
    // A later PDF that comes clears the message.
    await user.click(screen.getByRole('button', { name: 'PDF (US Letter)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('says why another refusal or a lost connection brought no PDF', async () => {
    const { user } = renderLinks({
      [PDF_A4]: () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'Character not found.' } }, 404),
      [PDF_LETTER]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.click(screen.getByRole('button', { name: 'PDF (A4)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The PDF did not come: Character not found.');
    await user.click(screen.getByRole('button', { name: 'PDF (US Letter)' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The PDF did not come: The server cannot be reached.',
      ),
    );
    expect(saved).toEqual([]);
  });
});
