import { emptyDraft } from '@edgeforge/contracts/draft';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import type { Finding } from '@edgeforge/rules/check/finding';
import { CHECK_STEPS } from '@edgeforge/rules/check/finding';
import { describe, expect, it } from 'vitest';
import {
  draftFindings,
  findingsByPhase,
  phasePath,
  phasesNeedingAttention,
  STEP_PHASES,
} from './findings.ts';
import { PHASES } from './flow/wizard-step.ts';

const at = (step: Finding['step'], message = step): Finding => ({
  code: 'STATS_MISSING',
  path: step,
  step,
  message,
});

describe('the wizard findings', () => {
  it('gives every step of the rules check a phase of the progress indicator', () => {
    for (const step of CHECK_STEPS) expect(PHASES).toContain(STEP_PHASES[step]);
    expect(STEP_PHASES.roleAbility).toBe('Attributes');
    expect(STEP_PHASES.shop).toBe('Gear & Style');
  });

  it('finds nothing in a legal draft, and leaves the missing method and role to the wizard', async () => {
    expect(await draftFindings(buildDraft({ characterType: 'edgerunner', selectedRole: 'tech' }))).toEqual(
      [],
    );
    expect(await draftFindings(emptyDraft())).toEqual([]);
  });

  it('marks the phases with findings up to the one on show, not the ones still to come', () => {
    const findings = [at('attributes'), at('skills'), at('roleAbility')];
    expect(phasesNeedingAttention(findings, 'Attributes')).toEqual(new Set(['Attributes']));
    expect(phasesNeedingAttention(findings, 'Summary')).toEqual(new Set(['Attributes', 'Skills']));
  });

  it('groups the findings by phase in the order of the indicator', () => {
    const grouped = findingsByPhase([at('skills'), at('background'), at('roleAbility'), at('attributes')]);
    expect(grouped.map(([phase, own]) => [phase, own.length])).toEqual([
      ['Background', 1],
      ['Attributes', 2],
      ['Skills', 1],
    ]);
  });

  it("sends each phase to the screen of the player's method that mends it", () => {
    expect(phasePath('Attributes', 'complete')).toBe('/character-creation/complete/attributes');
    expect(phasePath('Background', 'edgerunner')).toBe('/character-creation/edgerunner/background');
    expect(phasePath('Skills', 'edgerunner')).toBe('/skills');
    expect(phasePath('Gear & Style', null)).toBe('/gear-and-style');
  });
});
