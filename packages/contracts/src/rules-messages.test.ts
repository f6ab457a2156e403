import { getStatInfo } from '@edgeforge/rules/attributes';
import { skillDescription } from '@edgeforge/rules/skills';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';

// The rules package cannot import contracts (dependencies run one way), so its fallback texts are
// typed there; this keeps them equal to the product's strings held here.
describe('rules fallback texts', () => {
  it('match the spec messages', () => {
    expect(getStatInfo('nope').name).toBe(MESSAGES.unknownStat);
    expect(getStatInfo('nope').details).toBe(MESSAGES.unknownStatDetails);
    expect(skillDescription('nope')).toBe(MESSAGES.missingSkillText);
  });
});
