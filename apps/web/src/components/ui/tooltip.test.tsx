import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/support/render.tsx';
import { Button } from './button.tsx';
import { Tooltip } from './tooltip.tsx';

describe('Tooltip', () => {
  it('explains a disabled button to keyboard users', async () => {
    const { user } = renderWithProviders(
      <Tooltip content="Select a style first">
        <Button disabled>Continue</Button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Select a style first');
  });

  it('renders only the child when disabled', () => {
    renderWithProviders(
      <Tooltip content="hidden reason" disabled>
        <Button>Go</Button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Go' })).toBeEnabled();
    expect(screen.queryByText('hidden reason')).not.toBeInTheDocument();
  });
});
