import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { STAT_TEMPLATES } from '@edgeforge/rules/templates';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep } from '../../../../test/support/wizard-harness.tsx';
import { AttributesStep } from './attributes-step.tsx';
import { TemplateRowTable, TemplateStats } from './template-stats.tsx';

const streetrat = <AttributesStep stats={<TemplateStats />} after={<TemplateRowTable />} />;

describe('AttributesStep', () => {
  const row = STAT_TEMPLATES.solo[0]!;
  // A legal Streetrat Solo on template row 1, BODY lowered by hand to 4.
  const legal = { ...buildDraft({ selectedRole: 'solo' }), attributes: row, templateRow: 1 };
  const houseRules = { enabled: true, statRerolls: false };
  const draft = { ...legal, attributes: { ...row, BODY: 4 }, houseRules };

  it('counts every press of a stepper, even presses faster than a render', async () => {
    renderStep('attributes', streetrat, { draft });
    const raise = await screen.findByRole('button', { name: 'Raise Body' });
    // Three clicks in one task: no render runs in between, so each must read the latest draft.
    fireEvent.click(raise);
    fireEvent.click(raise);
    fireEvent.click(raise);
    expect(await screen.findByTestId('attribute-BODY')).toHaveTextContent('7');
  });

  it('stops at the bound and keeps the stepper focusable there', async () => {
    renderStep('attributes', streetrat, { draft: { ...draft, attributes: { ...row, BODY: 7 } } });
    const raise = await screen.findByRole('button', { name: 'Raise Body' });
    fireEvent.click(raise);
    fireEvent.click(raise);
    expect(await screen.findByTestId('attribute-BODY')).toHaveTextContent('8');
    expect(raise).toHaveAttribute('aria-disabled', 'true');
    expect(raise).not.toBeDisabled();
  });

  it('offers the steppers only once the House rules tick is on', async () => {
    const { user, currentDraft } = renderStep('attributes', streetrat, { draft: legal });
    expect(await screen.findByTestId('attribute-BODY')).toHaveTextContent(String(row.BODY));
    expect(screen.queryByRole('button', { name: 'Lower Body' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Raise Body' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /House rules: change STATs by hand/ }));
    expect(currentDraft().houseRules?.enabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Lower Body' })).toBeVisible();
  });

  it('shows a hand-changed STAT as a finding at once, and takes a row again by a click', async () => {
    const { user, storedDraft } = renderStep('attributes', streetrat, { draft: { ...legal, houseRules } });
    const lower = await screen.findByRole('button', { name: 'Lower Body' });
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
    await user.click(lower);
    expect(screen.getByRole('radio', { name: /^1 Row 1 / })).not.toBeChecked();
    const findings = screen.getByRole('region', { name: 'Needs attention' });
    expect(findings).toHaveTextContent(
      `Streetrat: BODY is ${row.BODY - 1}, but row 1 of the Solo table gives ${row.BODY}`,
    );
    const progress = screen.getByRole('navigation', { name: 'Creation progress' });
    expect(within(progress).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Current: Attributes, needs attention',
    );
    await user.click(screen.getByRole('radio', { name: /^1 Row 1 / }));
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /^2 Row 2 / }));
    expect(screen.getByRole('radio', { name: /^2 Row 2 / })).toBeChecked();
    expect(screen.getByTestId('attribute-BODY')).toHaveTextContent(String(STAT_TEMPLATES.solo[1]!.BODY));
    await expect.poll(() => storedDraft().templateRow, { timeout: 3000 }).toBe(2);
  });
});
