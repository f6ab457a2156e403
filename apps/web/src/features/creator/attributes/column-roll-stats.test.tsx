import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { ATTRIBUTE_KEYS } from '@edgeforge/rules/ids';
import { columnRollStats } from '@edgeforge/rules/roll-stats';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep } from '../../../../test/support/wizard-harness.tsx';
import { AttributesStep } from './attributes-step.tsx';
import { ColumnRollStats } from './column-roll-stats.tsx';

/** An Edgerunner Netrunner with every answer but the STAT rolls. */
const unrolled = {
  ...buildDraft({ characterType: 'edgerunner', selectedRole: 'netrunner' }),
  statRolls: null,
  attributes: null,
};
const screenOf = <AttributesStep wide stats={<ColumnRollStats />} />;

describe('Edgerunner column rolls', () => {
  it('rolls each STAT once on its column with Roll all, and reads the STATs from the table', async () => {
    const { user, currentDraft } = renderStep('edgerunner:attributes', screenOf, { draft: unrolled });
    expect(await screen.findByText('Roll every STAT to see your derived stats.')).toBeInTheDocument();
    // STATs still to roll are no news on arrival.
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Roll all' }));
    await waitFor(() => expect(currentDraft().attributes).not.toBeNull());
    const { statRolls, attributes } = currentDraft();
    for (const key of ATTRIBUTE_KEYS) expect(statRolls?.[key]).toHaveLength(1);
    expect(attributes).toEqual(columnRollStats('netrunner', statRolls!));
    expect(screen.getByTestId('attribute-REF')).toHaveTextContent(String(attributes!.REF));
    expect(screen.getByTestId('rolls-REF')).toHaveTextContent(`Rolled ${statRolls!.REF![0]} on 1d10`);
    // By the book each STAT has its one roll: no button rolls again.
    const intelligence = screen.getByRole('button', { name: 'Rolled Intelligence' });
    expect(intelligence).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'All rolled' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
    expect(screen.getByTestId('derived-carryCapacity')).toHaveTextContent(String(attributes!.BODY * 10));
  });

  it('rolls one STAT by its own button', async () => {
    const { user, currentDraft } = renderStep('edgerunner:attributes', screenOf, { draft: unrolled });
    await user.click(await screen.findByRole('button', { name: 'Roll Body' }));
    await waitFor(() => expect(currentDraft().statRolls?.BODY).toHaveLength(1));
    expect(currentDraft().attributes).toBeNull();
    expect(screen.getByRole('button', { name: 'Roll the rest' })).not.toHaveAttribute('aria-disabled');
  });

  it('re-rolls a STAT once under the house-rules option, and shows the finding when the option goes off', async () => {
    const rolled = { ...buildDraft({ characterType: 'edgerunner', selectedRole: 'netrunner' }) };
    const { user, currentDraft } = renderStep('edgerunner:attributes', screenOf, { draft: rolled });
    const option = await screen.findByRole('checkbox', { name: /House rule: one re-roll per STAT/ });
    await user.click(option);
    expect(currentDraft().houseRules).toEqual({ enabled: false, statRerolls: true });
    await user.click(screen.getByRole('button', { name: 'Re-roll Intelligence' }));
    await waitFor(() => expect(currentDraft().statRolls?.INT).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Rolled Intelligence' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(currentDraft().attributes).toEqual(columnRollStats('netrunner', currentDraft().statRolls!));
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
    await user.click(option);
    expect(screen.getByRole('region', { name: 'Needs attention' })).toHaveTextContent(
      'Edgerunner: INT was rolled 2 times; re-rolls need the house-rules option',
    );
  });
});
