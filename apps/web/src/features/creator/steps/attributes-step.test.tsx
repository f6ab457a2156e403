import { STAT_TEMPLATES } from '@edgeforge/rules/templates';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep } from '../../../../test/support/wizard-harness.tsx';
import { AttributesStep } from './attributes-step.tsx';

describe('AttributesStep', () => {
  const row = STAT_TEMPLATES.solo[0]!;
  const draft = {
    characterType: 'streetrat' as const,
    selectedRole: 'solo' as const,
    attributes: { ...row, BODY: 4 },
    templateRow: 1,
  };

  it('counts every press of a stepper, even presses faster than a render', async () => {
    renderStep('attributes', <AttributesStep />, { draft });
    const raise = await screen.findByRole('button', { name: 'Raise Body' });
    // Three clicks in one task: no render runs in between, so each must read the latest draft.
    fireEvent.click(raise);
    fireEvent.click(raise);
    fireEvent.click(raise);
    expect(await screen.findByTestId('attribute-BODY')).toHaveTextContent('7');
  });

  it('stops at the bound and keeps the stepper focusable there', async () => {
    renderStep('attributes', <AttributesStep />, { draft: { ...draft, attributes: { ...row, BODY: 7 } } });
    const raise = await screen.findByRole('button', { name: 'Raise Body' });
    fireEvent.click(raise);
    fireEvent.click(raise);
    expect(await screen.findByTestId('attribute-BODY')).toHaveTextContent('8');
    expect(raise).toHaveAttribute('aria-disabled', 'true');
    expect(raise).not.toBeDisabled();
  });

  it('forgets the template row once a STAT is changed by hand, and takes a row by a click', async () => {
    const { user, storedDraft } = renderStep('attributes', <AttributesStep />, { draft });
    await user.click(await screen.findByRole('button', { name: 'Lower Body' }));
    expect(screen.getByRole('radio', { name: /^1 Row 1 / })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^2 Row 2 / }));
    expect(screen.getByRole('radio', { name: /^2 Row 2 / })).toBeChecked();
    expect(screen.getByTestId('attribute-BODY')).toHaveTextContent(String(STAT_TEMPLATES.solo[1]!.BODY));
    await expect.poll(() => storedDraft().templateRow, { timeout: 3000 }).toBe(2);
  });
});
