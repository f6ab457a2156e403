import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/support/render.tsx';
import { sheetCharacter as character, ownSheet, renderSheet } from '../../../../test/support/sheet.tsx';

// The sheet's actions at its top: Edit, Export, Share, Print, Play, Duplicate, and what a retired
// character, a missing one and a campaign's GM are offered.

describe('CharacterSheet actions', () => {
  it('puts Edit, Export, Share and Print first in the bar above the sheet, before its header', async () => {
    renderSheet(() => jsonResponse(ownSheet(character)));
    const bar = await screen.findByRole('navigation', { name: 'Sheet actions' });
    expect([...bar.querySelectorAll('a, button')].slice(0, 4).map((control) => control.textContent)).toEqual([
      'Edit',
      'Export',
      'Share',
      'Print',
    ]);
    const portrait = screen.getByRole('img', { name: 'Portrait of Mara Voss' });
    // The bar comes before the sheet's first section in the page's order.
    expect(bar.compareDocumentPosition(portrait) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // No panel is open until asked for.
    expect(screen.queryByRole('region', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Share link' })).not.toBeInTheDocument();
  });

  it('offers Edit, Duplicate and the downloads: our JSON, Foundry VTT with how to import it, and the PDF', async () => {
    const { user } = renderSheet(() => jsonResponse(ownSheet(character)));
    const edit = await screen.findByRole('link', { name: 'Edit Mara Voss' });
    expect(edit).toHaveAttribute('href', `/character/${character.id}/edit`);
    const play = screen.getByRole('link', { name: 'Play Mara Voss' });
    expect(play).toHaveAttribute('href', `/character/${character.id}/play`);
    expect(screen.getByRole('button', { name: 'Duplicate Mara Voss' })).toBeInTheDocument();
    const exportButton = screen.getByRole('button', { name: 'Export' });
    await user.click(exportButton);
    expect(exportButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Export' })).toBeInTheDocument();
    const base = `/api/characters/${character.id}/export`;
    expect(screen.getByRole('link', { name: 'Export JSON' })).toHaveAttribute('href', `${base}/json`);
    const foundry = screen.getByRole('link', { name: 'Export for Foundry VTT' });
    expect(foundry).toHaveAttribute('href', `${base}/foundry`);
    expect(foundry).toHaveAccessibleDescription(
      /create a Character actor, right-click it, choose Import Data/,
    );
    // The PDF is fetched on a tap, so that a busy printer is said on the page (export-links.test.tsx).
    expect(screen.getByRole('button', { name: 'PDF (A4)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PDF (US Letter)' })).toBeInTheDocument();
  });

  it('makes a share link, shows it once with a copy button, and revokes it after asking', async () => {
    const token = 'T'.repeat(43);
    const { user } = renderSheet(() => jsonResponse(ownSheet(character)), {
      [`POST /api/characters/${character.id}/share`]: () =>
        jsonResponse({ link: { token, createdAt: '2026-11-03T10:00:00.000Z' } }, 201),
      [`DELETE /api/characters/${character.id}/share`]: () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const panel = await screen.findByRole('region', { name: 'Share link' });
    expect(await within(panel).findByText('No share link: only you can see this sheet.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Create share link' }));
    expect(await within(panel).findByRole('textbox', { name: /Share link/ })).toHaveValue(
      `${window.location.origin}/shared/${token}`,
    );
    expect(within(panel).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Revoke link' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke the share link of Mara Voss?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await within(panel).findByText('No share link: only you can see this sheet.')).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers a retired character no Edit and no share link, but still its copy and downloads', async () => {
    const { user } = renderSheet(() => jsonResponse(ownSheet({ ...character, status: 'retired' })));
    expect(await screen.findByRole('button', { name: 'Duplicate Mara Voss' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Mara Voss' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getByRole('button', { name: 'PDF (A4)' })).toBeInTheDocument();
  });

  it('prints the sheet', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderSheet(() => jsonResponse(ownSheet(character)));
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says the character cannot be found on a 404', async () => {
    renderSheet(() => jsonResponse({ error: { code: 'NOT_FOUND', message: 'Character not found.' } }, 404));
    expect(await screen.findByRole('alert')).toHaveTextContent('This character could not be found.');
    expect(screen.getByRole('link', { name: 'Back to Characters' })).toHaveAttribute('href', '/characters');
  });

  it('names the campaign the character plays in, with a link to it', async () => {
    const campaign = { id: '7f0c1d2e-0000-4000-8000-000000000001', name: 'Night Market Blues' };
    renderSheet(() => jsonResponse(ownSheet(character, { campaign })));
    const link = await screen.findByRole('link', { name: 'Night Market Blues' });
    expect(link).toHaveAttribute('href', `/campaign/${campaign.id}`);
    expect(screen.getByRole('link', { name: 'Back to Characters' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("tells the GM the sheet is read-only and leads back to the campaign, not to the owner's list", async () => {
    const campaign = { id: '7f0c1d2e-0000-4000-8000-000000000001', name: 'Night Market Blues' };
    const { user } = renderSheet(() => jsonResponse(ownSheet(character, { access: 'gm', campaign })));
    expect(await screen.findByRole('note')).toHaveTextContent(
      'You read this sheet as the GM of Night Market Blues. Only its player can change it.',
    );
    expect(screen.getByRole('link', { name: 'Back to Night Market Blues' })).toHaveAttribute(
      'href',
      `/campaign/${campaign.id}`,
    );
    expect(screen.queryByRole('link', { name: 'Back to Characters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /retire|edit|duplicate/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /edit/i })).not.toBeInTheDocument();
    // Sharing stays the owner's; the GM exports the same three files (decision 052).
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const base = `/api/characters/${character.id}/export`;
    expect(screen.getByRole('link', { name: 'Export JSON' })).toHaveAttribute('href', `${base}/json`);
    expect(screen.getByRole('link', { name: 'Export for Foundry VTT' })).toHaveAttribute(
      'href',
      `${base}/foundry`,
    );
    expect(screen.getByRole('button', { name: 'PDF (A4)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Share link' })).not.toBeInTheDocument();
  });
});
