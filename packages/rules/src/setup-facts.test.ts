import { describe, expect, it } from 'vitest';
import { gearChoiceFacts, programNames, roleAbilitySetupFacts } from './setup-facts.ts';

describe('setup facts', () => {
  it("words every role ability's set-up in the options' order, leaving out what holds nothing", () => {
    expect(
      roleAbilitySetupFacts({
        rank: 4,
        combatAwareness: { threatDetection: 2, spotWeakness: 0, damageDeflection: 2 },
      }),
    ).toEqual([['Combat Awareness', 'Damage Deflection 2, Threat Detection 2']]);
    expect(roleAbilitySetupFacts({ rank: 4, maker: { field: 4, upgrade: 4 } })).toEqual([
      ['Maker specialties', 'Field Expertise 4, Upgrade Expertise 4'],
    ]);
    expect(roleAbilitySetupFacts({ rank: 4, medicine: { surgery: 4 } })).toEqual([
      ['Medicine specialties', 'Surgery 4'],
    ]);
    expect(
      roleAbilitySetupFacts({ rank: 4, team: [{ role: 'solo' }, { role: 'tech' }, { role: 'netrunner' }] }),
    ).toEqual([['Team', 'Solo, Tech, Netrunner']]);
    expect(roleAbilitySetupFacts({ rank: 4, familyVehicle: 'Motorcycle' })).toEqual([
      ['Family vehicle', 'Motorcycle'],
    ]);
    expect(roleAbilitySetupFacts({ rank: 4 })).toEqual([]);
    expect(roleAbilitySetupFacts(null)).toEqual([]);
  });

  it('names the programs among the lines, one per copy', () => {
    expect(
      programNames([
        { id: 'program:sword', quantity: 2 },
        { id: 'weapon:assault-rifle', quantity: 1 },
        { id: 'program:worm', quantity: 1 },
      ]),
    ).toEqual(['Sword', 'Sword', 'Worm']);
  });

  it("words the package's choices, with the default where none is made", () => {
    expect(gearChoiceFacts('solo', { 'solo-melee': 'shield' })).toContainEqual([
      'Melee weapon or shield',
      'Bulletproof Shield',
    ]);
    expect(gearChoiceFacts('solo', null).length).toBeGreaterThan(0);
  });
});
