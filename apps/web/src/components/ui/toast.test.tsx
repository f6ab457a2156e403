import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/support/render.tsx';
import { toast } from './toast.tsx';

describe('Toaster', () => {
  it('shows at most one toast: a new one replaces the visible one', async () => {
    renderWithProviders(<p>screen</p>);
    act(() => {
      toast({ title: 'First', description: 'first description' });
    });
    expect(await screen.findByText('First', undefined, { timeout: 3000 })).toBeInTheDocument();
    act(() => {
      toast({ title: 'Second', description: 'second description', variant: 'destructive' });
      toast({ title: 'Third' });
    });
    expect(await screen.findByText('Third')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('closes the toast with its dismiss button', async () => {
    const { user } = renderWithProviders(<p>screen</p>);
    act(() => {
      toast({ title: 'Closable' });
    });
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('leaves nothing of the toast in the Tab order once it is closed', async () => {
    const { user } = renderWithProviders(<button type="button">On the page</button>);
    act(() => {
      toast({ title: 'Saved' });
    });
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(region.querySelectorAll('[tabindex="0"]').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
    expect(region.querySelectorAll('[tabindex="0"], button, a[href]')).toHaveLength(0);
  });
});
