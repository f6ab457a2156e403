import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep } from '../../../../test/support/wizard-harness.tsx';
import { GearStyleStep } from '../gear-style/gear-style-step.tsx';

describe('the way into the shop', () => {
  it('offers a Streetrat the 500eb to spend from gear-and-style, and leads to the shop', async () => {
    const { user } = renderStep('gearAndStyle', <GearStyleStep />, {
      draft: buildDraft({ selectedRole: 'tech' }),
    });
    const link = await screen.findByRole('link', { name: 'Spend your 500eb in the shop' });
    expect(link).toHaveAttribute('href', '/shop');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/shop');
  });

  it('names the money left once something is bought, whatever the method', async () => {
    const draft = buildDraft({
      characterType: 'complete',
      selectedRole: 'solo',
      purchases: [{ id: 'weapon:heavy-pistol', quantity: 1 }],
    });
    renderStep('gearAndStyle', <GearStyleStep />, { draft });
    expect(await screen.findByRole('link', { name: 'Shop: 2,450eb left' })).toBeInTheDocument();
  });
});
