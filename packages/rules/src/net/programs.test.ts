import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROGRAM_DATA } from '../catalog/data/netrunning.ts';
import {
  damageProgram,
  type ProgramInPlay,
  type ProgramKey,
  programsInPlay,
  rezProgram,
  switchOffProgram,
} from './programs.ts';
import type { NetResult } from './rez.ts';

function applied<T>(result: NetResult<T>): T {
  if ('refused' in result) throw new Error(`refused: ${result.message}`);
  return result.value;
}

const rezzed = (key: ProgramKey): ProgramInPlay => applied(rezProgram(programsInPlay([key])[0]!));

describe('programs in play', () => {
  it('start at full REZ, switched off, each copy with its own id', () => {
    expect(programsInPlay(['armor', 'sword', 'sword'])).toEqual([
      { id: 'program-1', key: 'armor', name: 'Armor', rez: 7, maxRez: 7, derezzed: false, rezzed: false },
      { id: 'program-2', key: 'sword', name: 'Sword', rez: 0, maxRez: 0, derezzed: false, rezzed: false },
      { id: 'program-3', key: 'sword', name: 'Sword', rez: 0, maxRez: 0, derezzed: false, rezzed: false },
    ]);
  });

  it('rez boosters and defenders, not attackers, and not twice', () => {
    expect(rezzed('see-ya').rezzed).toBe(true);
    expect(rezProgram(programsInPlay(['sword'])[0]!)).toMatchObject({ refused: 'INVALID_COMMAND' });
    expect(rezProgram(rezzed('armor'))).toMatchObject({ refused: 'INVALID_COMMAND' });
    expect(applied(switchOffProgram(rezzed('armor'))).rezzed).toBe(false);
    expect(switchOffProgram(programsInPlay(['armor'])[0]!)).toMatchObject({ refused: 'INVALID_COMMAND' });
  });

  it('lose REZ when hit and are derezzed at 0 for the rest of the run', () => {
    const hit = damageProgram(rezzed('armor'), 3);
    expect(hit).toMatchObject({ value: { rez: 4, rezzed: true, derezzed: false } });
    expect('explanation' in hit && hit.explanation).toBe('Armor loses 3 REZ: 7 -> 4.');
    const gone = applied(damageProgram(applied(hit), 4));
    expect(gone).toMatchObject({ rez: 0, rezzed: false, derezzed: true });
    expect(rezProgram(gone)).toMatchObject({ refused: 'INVALID_COMMAND' });
  });

  it('never go below 0 REZ, whatever the hits', () => {
    const rezzable = (Object.keys(PROGRAM_DATA) as ProgramKey[]).filter((key) => PROGRAM_DATA[key].rez > 0);
    fc.assert(
      fc.property(
        fc.constantFrom(...rezzable),
        fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 6 }),
        (key, hits) => {
          let program = rezzed(key);
          for (const amount of hits) {
            const result = damageProgram(program, amount);
            if ('refused' in result) break;
            program = result.value;
            expect(program.rez).toBeGreaterThanOrEqual(0);
            expect(program.derezzed).toBe(program.rez === 0);
          }
          const taken = hits.reduce((sum, amount) => sum + amount, 0);
          if (!program.derezzed) expect(program.rez).toBe(PROGRAM_DATA[key].rez - taken);
        },
      ),
    );
  });

  it('refuse a hit on a program not rezzed, and a bad amount', () => {
    expect(damageProgram(programsInPlay(['armor'])[0]!, 2)).toMatchObject({ refused: 'INVALID_COMMAND' });
    expect(damageProgram(rezzed('armor'), -1)).toMatchObject({ refused: 'INVALID_COMMAND' });
    expect(damageProgram(rezzed('armor'), 1.5)).toMatchObject({ refused: 'INVALID_COMMAND' });
  });
});
