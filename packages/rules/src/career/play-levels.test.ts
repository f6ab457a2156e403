import { describe, expect, it } from 'vitest';
import type { PlayState } from '../play/state.ts';
import { levelsNow } from './levels.ts';
import { playAtLevels } from './play-levels.ts';

const state = (net: boolean) =>
  ({
    skills: { Athletics: 2, Handgun: 4 },
    ...(net ? { net: { interfaceRank: 4, programs: [] } } : {}),
  }) as unknown as PlayState;

describe('playAtLevels', () => {
  it('sets every skill to its level now, a bought one included, and nothing else', () => {
    const levels = levelsNow(
      {
        skills: [
          { name: 'Athletics', ranks: 2 },
          { name: 'Handgun', ranks: 4 },
        ],
        rank: 4,
        setup: null,
      },
      { skills: { Handgun: { bought: 2 }, Tracking: { bought: 1 } }, roleRank: null },
    );
    const next = playAtLevels(state(false), levels);
    expect(next.skills).toEqual({ Athletics: 2, Handgun: 6, Tracking: 1 });
    expect(next.net).toBeUndefined();
  });

  it("takes an undone level back, and sets a Netrunner's Interface to the rank now", () => {
    const raised = playAtLevels(state(true), {
      skills: [{ name: 'Athletics', ranks: 3 }],
      rank: 5,
    });
    expect(raised.net?.interfaceRank).toBe(5);
    const undone = playAtLevels(raised, { skills: [{ name: 'Athletics', ranks: 2 }], rank: 4 });
    expect(undone.skills).toEqual({ Athletics: 2 });
    expect(undone.net?.interfaceRank).toBe(4);
  });
});
