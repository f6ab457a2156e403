import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep } from '../../../../test/support/wizard-harness.tsx';
import { AttributesStep } from './attributes-step.tsx';
import { PointBuyStats } from './point-buy-stats.tsx';

const TWOS = { INT: 2, REF: 2, DEX: 2, TECH: 2, COOL: 2, WILL: 2, LUCK: 2, MOVE: 2, BODY: 2, EMP: 2 };
const start = { ...buildDraft({ characterType: 'complete', selectedRole: 'solo' }), attributes: TWOS };
const screenOf = <AttributesStep stats={<PointBuyStats />} />;

describe('Complete Package point-buy', () => {
  it('counts the points left as STATs go up and down, and keeps each STAT from 2 to 8', async () => {
    const { user, currentDraft } = renderStep('complete:attributes', screenOf, { draft: start });
    expect(await screen.findByTestId('points-left-stat-points')).toHaveTextContent(
      '42 of 62 STAT points left',
    );
    // Points still to spend are no news while the player spends them: the counter says it.
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
    const lower = screen.getByRole('button', { name: 'Lower Body' });
    expect(lower).toHaveAttribute('aria-disabled', 'true');
    await user.click(lower);
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
    expect(currentDraft().attributes?.BODY).toBe(2);
    const raise = screen.getByRole('button', { name: 'Raise Body' });
    for (let i = 0; i < 7; i++) await user.click(raise);
    expect(screen.getByTestId('attribute-BODY')).toHaveValue(8);
    expect(raise).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('points-left-stat-points')).toHaveTextContent('36 of 62 STAT points left');
    // Derived stats follow at once: Carry Capacity is BODY x 10.
    expect(screen.getByTestId('derived-carryCapacity')).toHaveTextContent('80');
  });

  it('stops raising when every point is spent, and the finding goes', async () => {
    const nearly = {
      ...start,
      attributes: { ...TWOS, INT: 8, REF: 8, DEX: 8, TECH: 8, COOL: 8, WILL: 8, LUCK: 7 },
    };
    const { user, currentDraft } = renderStep('complete:attributes', screenOf, { draft: nearly });
    await user.click(await screen.findByRole('button', { name: 'Raise Empathy' }));
    expect(screen.getByTestId('points-left-stat-points')).toHaveTextContent('All 62 STAT points spent');
    expect(screen.getByRole('button', { name: 'Raise Movement' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Raise Movement' }));
    expect(currentDraft().attributes?.MOVE).toBe(2);
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
  });

  it('takes a typed STAT within the same limits as the steppers', async () => {
    const { user, currentDraft } = renderStep('complete:attributes', screenOf, { draft: start });
    const body = await screen.findByRole('spinbutton', { name: 'Body value' });
    await user.clear(body);
    await user.type(body, '7');
    expect(currentDraft().attributes?.BODY).toBe(7);
    expect(screen.getByTestId('points-left-stat-points')).toHaveTextContent('37 of 62 STAT points left');
    // Above the method's 8: the steppers' bound holds, and the field says the number was not taken.
    await user.clear(body);
    await user.type(body, '9');
    expect(currentDraft().attributes?.BODY).toBe(8);
    expect(body).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(body).toHaveValue(8);
    expect(body).not.toHaveAttribute('aria-invalid');
  });
});
