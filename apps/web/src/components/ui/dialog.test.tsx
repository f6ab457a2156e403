import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/support/render.tsx';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog.tsx';

/** A dialog opened from state, as Read More and a card's full-image button open theirs: no trigger. */
function OpenedFromState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Read More</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Mara Voss</DialogTitle>
          <DialogDescription>Character Biography</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('DialogContent', () => {
  it('gives the focus back to the control that opened it from state', async () => {
    const { user } = renderWithProviders(<OpenedFromState />);
    const opener = screen.getByRole('button', { name: 'Read More' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Mara Voss' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
  });

  it('gives the focus back to its trigger', async () => {
    const { user } = renderWithProviders(
      <Dialog>
        <DialogTrigger asChild>
          <Button>About Body</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Body</DialogTitle>
          <DialogDescription>How tough you are.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'About Body' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'About Body' })).toHaveFocus();
  });
});
