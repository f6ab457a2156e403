import { describe, expect, it } from 'vitest';
import { playState } from '../../test/support/play-state.ts';
import { isRefusal } from './result.ts';
import { changeHumanity, spendLuck, startGameSession } from './session.ts';
import type { PlayState } from './state.ts';

function next(result: ReturnType<typeof spendLuck>): PlayState {
  if (isRefusal(result)) throw new Error(`refused: ${result.message}`);
  return result.state;
}

describe('Luck', () => {
  it('spends points from the pool, never below 0', () => {
    const state = next(spendLuck(playState(), { points: 5 }));
    expect(state.luck).toBe(0);
    expect(spendLuck(state, { points: 1 })).toMatchObject({ refused: 'NOT_ENOUGH_LUCK' });
    expect(spendLuck(playState(), { points: 0 })).toMatchObject({ refused: 'INVALID_COMMAND' });
  });

  it('refills at the start of a game session', () => {
    expect(next(startGameSession(playState({ luck: 1 }))).luck).toBe(5);
  });
});

describe('changeHumanity', () => {
  it('stops gains at the maximum and moves EMP with Humanity', () => {
    const state = next(changeHumanity(playState({ humanity: 55 }), { amount: 12, reason: 'therapy' }));
    expect(state.humanity).toBe(60);
    expect(state.stats.EMP).toBe(6);
    expect(changeHumanity(state, { amount: 1 })).toMatchObject({ refused: 'HUMANITY_AT_MAX' });
  });

  it('makes the character a cyberpsycho at 0 or below', () => {
    const result = changeHumanity(playState({ humanity: 4 }), { amount: -6 });
    expect(next(result)).toMatchObject({ humanity: -2, cyberpsycho: true });
    expect(next(changeHumanity(playState({ humanity: 4 }), { amount: -3 })).cyberpsycho).toBe(false);
  });
});
