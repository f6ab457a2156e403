import { emptyDraft } from '@edgeforge/contracts/draft';
import { CHARACTER_TYPES, type CharacterType } from '@edgeforge/rules/ids';
import { describe, expect, it } from 'vitest';
import type { ScreenModule } from './screen-module.ts';
import { methodStepId } from './step-row.ts';
import { findWizardStep, wizardRoutes } from './wizard-steps.ts';

// The summary's screen comes from outside the feature (the app hands in routes/creator/summary.tsx):
// here a module of its own, which the table must keep apart from every other screen's.
const SUMMARY: ScreenModule = async () => ({ default: () => null });
const WIZARD_ROUTES = wizardRoutes({ summary: SUMMARY });
const wizardStep = (id: string) => findWizardStep(WIZARD_ROUTES, id);
const typed = { ...emptyDraft(), characterType: 'streetrat' as const };
const steps = WIZARD_ROUTES.map((route) => route.step);
const STREETRAT = '/character-creation/streetrat';
const BACKGROUND = `${STREETRAT}/background`;
const METHOD_SCREENS = [
  'role',
  'background',
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `part${n}`),
  'rockerboy',
  'attributes',
];

/** The ids of one method's flow, from its role to its attributes. */
function flowOf(method: CharacterType): string[] {
  return METHOD_SCREENS.map((screen) => methodStepId(method, screen));
}

describe('wizard step table', () => {
  it('puts every Streetrat screen at its plain path, the others under their own method', () => {
    const segments = ['', '/background', ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `/background/part${n}`)];
    const methodPaths = (method: CharacterType) =>
      [...segments, '/rockerboy', '/attributes'].map((tail) => `/character-creation/${method}${tail}`);
    expect(steps.map((step) => [step.id, step.path])).toEqual([
      ['method', '/character-creation'],
      ['role', STREETRAT],
      ['background', BACKGROUND],
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`part${n}`, `${BACKGROUND}/part${n}`]),
      ['rockerboy', `${STREETRAT}/rockerboy`],
      ['attributes', `${STREETRAT}/attributes`],
      ...(['edgerunner', 'complete'] as const).flatMap((method) =>
        flowOf(method).map((id, i) => [id, methodPaths(method)[i]]),
      ),
      ['lifepath', '/lifepath'],
      ['skills', '/skills'],
      ['gearAndStyle', '/gear-and-style'],
      ['summary', '/summary'],
      ['shop', '/shop'],
    ]);
  });

  it.each(CHARACTER_TYPES)(
    'chains Back and Continue of the %s flow from its role to the summary',
    (method) => {
      const draft = { ...typed, characterType: method };
      const id = (screen: string) => methodStepId(method, screen);
      const path = (stepId: string) => wizardStep(stepId).path;
      const chain = [...flowOf(method), 'lifepath', 'skills', 'gearAndStyle', 'summary'].map((stepId) => {
        const step = wizardStep(stepId);
        return [stepId, step.back(draft), step.next];
      });
      expect(chain).toEqual([
        [id('role'), path('method'), path(id('background'))],
        [id('background'), path(id('role')), path(id('part1'))],
        [id('part1'), path(id('background')), path(id('part2'))],
        [id('part2'), path(id('part1')), path(id('part3'))],
        [id('part3'), path(id('part2')), path(id('part4'))],
        [id('part4'), path(id('part3')), path(id('part5'))],
        [id('part5'), path(id('part4')), path(id('part6'))],
        [id('part6'), path(id('part5')), path(id('part7'))],
        [id('part7'), path(id('part6')), path(id('part8'))],
        [id('part8'), path(id('part7')), path(id('attributes'))],
        [id('rockerboy'), path(id('part8')), path(id('attributes'))],
        [id('attributes'), path(id('role')), path('lifepath')],
        ['lifepath', path(id('attributes')), path('skills')],
        ['skills', path('lifepath'), path('gearAndStyle')],
        ['gearAndStyle', path('skills'), path('summary')],
        ['summary', path('gearAndStyle'), null],
      ]);
      expect(wizardStep('method').back(draft)).toBe('/');
    },
  );

  it('shares the background and lifepath screens between the methods; only the STAT screen is their own', () => {
    const screenOf = (stepId: string) => WIZARD_ROUTES.find((route) => route.step.id === stepId)!.screen;
    for (const screen of METHOD_SCREENS.filter((name) => name !== 'attributes')) {
      expect(screenOf(methodStepId('edgerunner', screen)), screen).toBe(screenOf(screen));
      expect(screenOf(methodStepId('complete', screen)), screen).toBe(screenOf(screen));
    }
    const attributes = CHARACTER_TYPES.map((method) => screenOf(methodStepId(method, 'attributes')));
    expect(new Set(attributes).size).toBe(3);
    // Within one flow, every screen has a module and a title of its own.
    for (const method of CHARACTER_TYPES) {
      const flow = [...flowOf(method), 'method', 'lifepath', 'skills', 'gearAndStyle', 'summary'];
      expect(new Set(flow.map(screenOf)).size).toBe(flow.length);
      expect(new Set(flow.map((stepId) => wizardStep(stepId).title)).size).toBe(flow.length);
    }
  });

  it('keeps the shop out of the Continue chain: only its own Back and Done, to gear-and-style', () => {
    const shop = wizardStep('shop').path;
    for (const method of CHARACTER_TYPES) {
      const draft = { ...typed, characterType: method };
      expect(steps.filter((step) => step.next === shop || step.back(draft) === shop)).toEqual([]);
    }
    expect([wizardStep('shop').back(typed), wizardStep('shop').next]).toEqual([
      '/gear-and-style',
      '/gear-and-style',
    ]);
    const withRole = { ...typed, selectedRole: 'tech' as const };
    expect(wizardStep('shop').guard(typed)).toBe('/character-creation');
    expect(wizardStep('shop').guard(withRole)).toBeNull();
  });

  it('sends a player without a creation method back to the method choice', () => {
    expect(wizardStep('method').guard(emptyDraft())).toBeNull();
    for (const step of steps.slice(1)) expect(step.guard(emptyDraft()), step.id).toBe('/character-creation');
  });

  it("sends a player of another method to the same screen of their own method's flow", () => {
    const edgerunner = { ...typed, characterType: 'edgerunner' as const, selectedRole: 'solo' as const };
    expect(wizardStep('attributes').guard(edgerunner)).toBe('/character-creation/edgerunner/attributes');
    expect(wizardStep('part3').guard(edgerunner)).toBe('/character-creation/edgerunner/background/part3');
    expect(wizardStep('complete:role').guard(edgerunner)).toBe('/character-creation/edgerunner');
    expect(wizardStep('edgerunner:attributes').guard(edgerunner)).toBeNull();
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

  it.each(CHARACTER_TYPES)(
    'opens the %s rockerboy screen only for a rockerboy, whom part8 passes to it',
    (method) => {
      const base = `/character-creation/${method}`;
      const rockerboy = { ...typed, characterType: method, selectedRole: 'rockerboy' as const };
      const solo = { ...typed, characterType: method, selectedRole: 'solo' as const };
      const id = (screen: string) => methodStepId(method, screen);
      expect(wizardStep(id('rockerboy')).guard(rockerboy)).toBeNull();
      expect(wizardStep(id('rockerboy')).guard(solo)).toBe(`${base}/attributes`);
      expect(wizardStep(id('part8')).forward?.(rockerboy)).toBe(`${base}/rockerboy`);
      expect(wizardStep(id('part8')).forward?.(solo)).toBe(`${base}/attributes`);
    },
  );

  it('has a pass-through only at part8 of each method', () => {
    expect(steps.filter((step) => step.forward).map((step) => step.id)).toEqual(
      CHARACTER_TYPES.map((method) => methodStepId(method, 'part8')),
    );
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
    // The shop is a detour off gear-and-style: the phase stays one screen, seen from either.
    expect(wizardStep('gearAndStyle').phaseProgress(solo)).toEqual({ index: 1, total: 1 });
    expect(wizardStep('shop').phaseProgress(solo)).toEqual({ index: 1, total: 1 });
    // The other methods count their own screens only.
    const edgerunner = { ...solo, characterType: 'edgerunner' as const };
    expect(wizardStep('edgerunner:part2').phaseProgress(edgerunner)).toEqual({ index: 3, total: 8 });
  });

  it('refuses a step it does not have', () => {
    expect(() => wizardStep('part9')).toThrow("The wizard has no step 'part9'");
  });
});
