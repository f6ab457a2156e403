import { emptyDraft } from '@edgeforge/contracts/draft';
import { describe, expect, it } from 'vitest';
import { afterRoleChoice, PATHS, STEP_IDS, STEPS } from './steps.ts';

const typed = { ...emptyDraft(), characterType: 'streetrat' as const };

describe('wizard step table', () => {
  it('chains Back and Continue as spec section 2 gives them', () => {
    const chain = STEP_IDS.map((id) => [id, STEPS[id].back, STEPS[id].next]);
    expect(chain).toEqual([
      ['method', '/', PATHS.role],
      ['role', PATHS.method, PATHS.background],
      ['background', PATHS.role, PATHS.part1],
      ['part1', PATHS.background, PATHS.part2],
      ['part2', PATHS.part1, PATHS.part3],
      ['part3', PATHS.part2, PATHS.part4],
      ['part4', PATHS.part3, PATHS.part5],
      ['part5', PATHS.part4, PATHS.part6],
      ['part6', PATHS.part5, PATHS.part7],
      ['part7', PATHS.part6, PATHS.part8],
      ['part8', PATHS.part7, PATHS.attributes],
      ['rockerboy', PATHS.part8, PATHS.attributes],
      ['attributes', PATHS.role, PATHS.lifepath],
      ['lifepath', PATHS.attributes, PATHS.skills],
      ['skills', PATHS.lifepath, PATHS.gearAndStyle],
      ['gearAndStyle', PATHS.skills, PATHS.summary],
      ['summary', PATHS.gearAndStyle, null],
    ]);
  });

  it('sends a player without a creation method back to the method choice', () => {
    expect(STEPS.method.guard(emptyDraft())).toBeNull();
    for (const id of STEP_IDS.filter((id) => id !== 'method')) {
      expect(STEPS[id].guard(emptyDraft()), id).toBe(PATHS.method);
    }
  });

  it('sends a player without a role from the later screens to the method choice', () => {
    for (const id of [
      'part8',
      'rockerboy',
      'attributes',
      'lifepath',
      'skills',
      'gearAndStyle',
      'summary',
    ] as const) {
      expect(STEPS[id].guard(typed), id).toBe(PATHS.method);
    }
    expect(STEPS.part7.guard(typed)).toBeNull();
  });

  it('opens the rockerboy screen only for a rockerboy', () => {
    expect(STEPS.rockerboy.guard({ ...typed, selectedRole: 'rockerboy' })).toBeNull();
    expect(STEPS.rockerboy.guard({ ...typed, selectedRole: 'solo' })).toBe(PATHS.attributes);
    expect(afterRoleChoice({ ...typed, selectedRole: 'rockerboy' })).toBe(PATHS.rockerboy);
    expect(afterRoleChoice({ ...typed, selectedRole: 'nomad' })).toBe(PATHS.attributes);
  });

  it('needs a fashion style before the summary', () => {
    const withRole = { ...typed, selectedRole: 'fixer' as const };
    expect(STEPS.summary.guard(withRole)).toBe(PATHS.gearAndStyle);
    expect(STEPS.summary.guard({ ...withRole, fashionStyle: 'punkDIY' })).toBeNull();
  });
});
