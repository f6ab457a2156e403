import { emptyDraft } from '@edgeforge/contracts/draft';
import { describe, expect, it } from 'vitest';
import { phaseLinks } from './phase-links.ts';

const created = { ...emptyDraft(), characterType: 'edgerunner' as const };

describe('phaseLinks', () => {
  it('opens the phases up to the furthest reached while a character is created, in its method', () => {
    // Back from Skills to Role: Skills was reached, so the bar still opens it.
    expect(phaseLinks(created, 5)).toEqual({
      Method: '/character-creation',
      Role: '/character-creation/edgerunner',
      Background: '/character-creation/edgerunner/background',
      Attributes: '/character-creation/edgerunner/attributes',
      Lifepath: '/lifepath',
      Skills: '/skills',
    });
    expect(phaseLinks(created, 0)).toEqual({ Method: '/character-creation' });
    expect(phaseLinks(created, -1)).toEqual({});
  });

  it('opens every phase of a saved character being edited, however far this visit went', () => {
    const editing = {
      ...created,
      editing: { characterId: '5f0c2b1e-4a4b-4c4d-8e8f-0a1b2c3d4e5f', version: 1 },
    };
    expect(Object.keys(phaseLinks(editing, -1))).toEqual([
      'Method',
      'Role',
      'Background',
      'Attributes',
      'Lifepath',
      'Skills',
      'Gear & Style',
      'Summary',
    ]);
  });
});
