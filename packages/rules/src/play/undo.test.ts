import { describe, expect, it } from 'vitest';
import { playState } from '../../test/support/play-state.ts';
import { takeDamage } from './damage.ts';
import { enteredDice } from './dice.ts';
import { fire, reload } from './gear.ts';
import { type CommandResult, isRefusal } from './result.ts';
import type { PlayState } from './state.ts';
import { changedFields, undoConflicts, undoEvent } from './undo.ts';

const PISTOL = 'weapon:heavy-pistol#1';
const RIFLE = 'weapon:assault-rifle#1';

function next(result: CommandResult): PlayState {
  if (isRefusal(result)) throw new Error(`refused: ${result.message}`);
  return result.state;
}

describe('changedFields', () => {
  it('names top-level fields and the entries of records', () => {
    const before = playState();
    const after = next(takeDamage(before, { damage: { amount: 15 }, attack: 'ranged' }, enteredDice([])));
    expect(changedFields(before, after)).toEqual(['armor.body', 'hp', 'woundState']);
    const shot = next(fire(before, { weaponId: PISTOL, mode: 'single' }));
    expect(changedFields(before, shot)).toEqual([`weapons.${PISTOL}`]);
  });
});

describe('undoEvent', () => {
  it('puts back what the last event changed', () => {
    const before = playState();
    const after = next(takeDamage(before, { damage: { amount: 15 }, attack: 'ranged' }, enteredDice([])));
    expect(next(undoEvent(after, { before, after }))).toEqual(before);
  });

  it('keeps what a later event changed in other fields', () => {
    const s0 = playState();
    const s1 = next(fire(s0, { weaponId: PISTOL, mode: 'single' }));
    const s2 = next(fire(s1, { weaponId: RIFLE, mode: 'autofire' }));
    const undone = next(undoEvent(s2, { before: s0, after: s1 }, [{ before: s1, after: s2 }]));
    expect(undone.weapons[PISTOL]?.loaded).toBe(8);
    expect(undone.weapons[RIFLE]?.loaded).toBe(15);
  });

  it('is refused when a later event changed the same fields', () => {
    const s0 = playState();
    const s1 = next(fire(s0, { weaponId: PISTOL, mode: 'single' }));
    const s2 = next(reload(s1, { weaponId: PISTOL }));
    const later = [{ before: s1, after: s2 }];
    expect(undoConflicts({ before: s0, after: s1 }, later)).toEqual([`weapons.${PISTOL}`]);
    expect(undoEvent(s2, { before: s0, after: s1 }, later)).toMatchObject({ refused: 'UNDO_CONFLICT' });
  });

  it('removes an injury the event added', () => {
    const before = playState();
    const hit = {
      damage: { amount: 1 },
      attack: 'ranged',
      critical: true,
      injury: 'body-broken-arm',
    } as const;
    const after = next(takeDamage(before, hit, enteredDice([])));
    expect(changedFields(before, after)).toContain('injuries.injury-1');
    expect(next(undoEvent(after, { before, after })).injuries).toEqual({});
  });
});
