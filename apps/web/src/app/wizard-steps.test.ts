import { emptyDraft } from '@edgeforge/contracts/draft';
import { describe, expect, it } from 'vitest';
import { WIZARD_ROUTES, wizardStep } from './wizard-steps.ts';

const typed = { ...emptyDraft(), characterType: 'streetrat' as const };
const steps = WIZARD_ROUTES.map((route) => route.step);
const STREETRAT = '/character-creation/streetrat';
const BACKGROUND = `${STREETRAT}/background`;

describe('wizard step table', () => {
  it('puts every screen at its spec section 2 path', () => {
    expect(steps.map((step) => [step.id, step.path])).toEqual([
      ['method', '/character-creation'],
      ['role', STREETRAT],
      ['background', BACKGROUND],
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`part${n}`, `${BACKGROUND}/part${n}`]),
      ['rockerboy', `${STREETRAT}/rockerboy`],
      ['attributes', `${STREETRAT}/attributes`],
      ['lifepath', '/lifepath'],
      ['skills', '/skills'],
      ['gearAndStyle', '/gear-and-style'],
      ['summary', '/summary'],
      ['shop', '/shop'],
    ]);
  });

  it('chains Back and Continue as spec section 2 gives them', () => {
    const path = (id: string) => wizardStep(id).path;
    expect(steps.map((step) => [step.id, step.back, step.next])).toEqual([
      ['method', '/', path('role')],
      ['role', path('method'), path('background')],
      ['background', path('role'), path('part1')],
      ['part1', path('background'), path('part2')],
      ['part2', path('part1'), path('part3')],
      ['part3', path('part2'), path('part4')],
      ['part4', path('part3'), path('part5')],
      ['part5', path('part4'), path('part6')],
      ['part6', path('part5'), path('part7')],
      ['part7', path('part6'), path('part8')],
      ['part8', path('part7'), path('attributes')],
      ['rockerboy', path('part8'), path('attributes')],
      ['attributes', path('role'), path('lifepath')],
      ['lifepath', path('attributes'), path('skills')],
      ['skills', path('lifepath'), path('gearAndStyle')],
      ['gearAndStyle', path('skills'), path('summary')],
      ['summary', path('gearAndStyle'), null],
      ['shop', path('gearAndStyle'), path('gearAndStyle')],
    ]);
  });

  it('keeps the shop out of the Continue chain: only its own Back and Done, to gear-and-style', () => {
    const shop = wizardStep('shop').path;
    expect(steps.filter((step) => step.next === shop || step.back === shop)).toEqual([]);
    const withRole = { ...typed, selectedRole: 'tech' as const };
    expect(wizardStep('shop').guard(typed)).toBe('/character-creation');
    expect(wizardStep('shop').guard(withRole)).toBeNull();
  });

  it('loads each screen from a module of its own', () => {
    const screens = WIZARD_ROUTES.map((route) => route.screen.toString());
    expect(new Set(screens).size).toBe(screens.length);
    expect(new Set(steps.map((step) => step.title)).size).toBe(steps.length);
  });

  it('sends a player without a creation method back to the method choice', () => {
    expect(wizardStep('method').guard(emptyDraft())).toBeNull();
    for (const step of steps.slice(1)) expect(step.guard(emptyDraft()), step.id).toBe('/character-creation');
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
      'shop',
    ]) {
      expect(wizardStep(id).guard(typed), id).toBe('/character-creation');
    }
    expect(wizardStep('part7').guard(typed)).toBeNull();
  });

  it('opens the rockerboy screen only for a rockerboy, whom part8 passes through to it', () => {
    const rockerboy = { ...typed, selectedRole: 'rockerboy' as const };
    const solo = { ...typed, selectedRole: 'solo' as const };
    expect(wizardStep('rockerboy').guard(rockerboy)).toBeNull();
    expect(wizardStep('rockerboy').guard(solo)).toBe(`${STREETRAT}/attributes`);
    expect(wizardStep('part8').forward?.(rockerboy)).toBe(`${STREETRAT}/rockerboy`);
    expect(wizardStep('part8').forward?.(solo)).toBe(`${STREETRAT}/attributes`);
    expect(steps.filter((step) => step.forward).map((step) => step.id)).toEqual(['part8']);
  });

  it('needs a fashion style before the summary', () => {
    const withRole = { ...typed, selectedRole: 'fixer' as const };
    expect(wizardStep('summary').guard(withRole)).toBe('/gear-and-style');
    expect(wizardStep('summary').guard({ ...withRole, fashionStyle: 'punkDIY' })).toBeNull();
  });

  it('counts the screens of a phase that the player sees, pass-throughs and guarded-off screens aside', () => {
    const rockerboy = { ...typed, selectedRole: 'rockerboy' as const };
    const solo = { ...typed, selectedRole: 'solo' as const };
    expect(wizardStep('background').phaseProgress(rockerboy)).toEqual({ index: 1, total: 9 });
    expect(wizardStep('part2').phaseProgress(rockerboy)).toEqual({ index: 3, total: 9 });
    expect(wizardStep('rockerboy').phaseProgress(rockerboy)).toEqual({ index: 9, total: 9 });
    // Another role never sees the rockerboy screen; part8 only passes through, in part7's place.
    expect(wizardStep('part7').phaseProgress(solo)).toEqual({ index: 8, total: 8 });
    expect(wizardStep('part8').phaseProgress(solo)).toEqual({ index: 8, total: 8 });
    expect(wizardStep('skills').phaseProgress(solo)).toEqual({ index: 1, total: 1 });
  });

  it('refuses a step it does not have', () => {
    expect(() => wizardStep('part9')).toThrow("The wizard has no step 'part9'");
  });
});
