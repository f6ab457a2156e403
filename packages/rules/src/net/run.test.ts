import { describe, expect, it } from 'vitest';
import { floor } from '../../test/support/net-floors.ts';
import { createRng } from '../dice.ts';
import type { NetArchitecture } from './architecture.ts';
import { generateArchitecture } from './generate-architecture.ts';
import {
  hitFoe,
  moveTo,
  type NetRunState,
  pathfinderDv,
  revealByPathfinder,
  runnerView,
  runTurnOrder,
  startRun,
} from './run.ts';

/** Lobby, then a Hellhound and a Raven on floor 3, a file below, and a branch to a demon. */
const ARCH: NetArchitecture = {
  difficulty: 'standard',
  floors: [
    floor('a1', null, { kind: 'password', dv: 6 }),
    floor('a2', 'a1', { kind: 'file', dv: 6 }),
    floor('a3', 'a2', { kind: 'blackIce', ice: ['hellhound', 'raven'] }),
    floor('a4', 'a3', { kind: 'file', dv: 8 }),
    floor('b3', 'a2', { kind: 'demon', demon: 'imp' }),
  ],
};

function value<T>(result: { value: T } | { refused: string; message: string }): T {
  if ('refused' in result) throw new Error(result.message);
  return result.value;
}

const started = (): NetRunState => value(startRun(ARCH));

describe('a NET run', () => {
  it('starts on the first floor, the only one revealed', () => {
    expect(started()).toMatchObject({ position: 'a1', revealed: ['a1'], foes: [] });
  });

  it('moves down floor by floor, revealing each and meeting its Black ICE once, at full REZ', () => {
    const down = value(moveTo(value(moveTo(started(), 'a2')), 'a3'));
    expect(down.revealed).toEqual(['a1', 'a2', 'a3']);
    expect(down.foes.map((foe) => [foe.id, foe.name, foe.rez])).toEqual([
      ['a3-1', 'Hellhound', 20],
      ['a3-2', 'Raven', 15],
    ]);
    const backAgain = value(moveTo(value(moveTo(down, 'a2')), 'a3'));
    expect(backAgain.foes).toHaveLength(2);
  });

  it('refuses a floor that is not one floor away, and going past ICE still up', () => {
    expect(moveTo(started(), 'a3')).toMatchObject({ refused: 'INVALID_COMMAND' });
    const down = value(moveTo(value(moveTo(started(), 'a2')), 'a3'));
    expect(moveTo(down, 'a4')).toMatchObject({ refused: 'INVALID_COMMAND' });
    const cleared = value(hitFoe(value(hitFoe(down, 'a3-1', 25)), 'a3-2', 15));
    expect(cleared.foes.every((foe) => foe.derezzed && foe.rez === 0)).toBe(true);
    expect(value(moveTo(cleared, 'a4')).position).toBe('a4');
  });

  it('keeps a foe’s REZ at 0 at the least', () => {
    const down = value(moveTo(value(moveTo(started(), 'a2')), 'a3'));
    expect(value(hitFoe(down, 'a3-2', 99)).foes[1]).toMatchObject({ rez: 0, derezzed: true });
    expect(hitFoe(down, 'a3-2', -1)).toMatchObject({ refused: 'INVALID_COMMAND' });
  });

  it('puts the Black ICE and demons still up at the top of the turn order, the runner after', () => {
    const down = value(moveTo(value(moveTo(started(), 'a2')), 'a3'));
    const runner = { id: 'runner', name: 'Kaori' };
    expect(runTurnOrder(down, runner).map((turn) => turn.kind)).toEqual(['blackIce', 'blackIce', 'runner']);
    const oneDown = value(hitFoe(down, 'a3-1', 20));
    expect(runTurnOrder(oneDown, runner).map((turn) => turn.name)).toEqual(['Raven', 'Kaori']);
  });

  it('shows the runner only the floors revealed so far', () => {
    const run = value(moveTo(value(moveTo(started(), 'a2')), 'b3'));
    expect(runnerView(run).architecture.floors.map((f) => f.id)).toEqual(['a1', 'a2', 'b3']);
    expect(runnerView(run).foes.map((foe) => foe.name)).toEqual(['Imp']);
  });

  it('starts on the first floor of every generated Standard architecture, alone revealed', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const { architecture } = generateArchitecture('standard', createRng(seed));
      const run = value(startRun(architecture));
      expect(run.revealed).toHaveLength(1);
    }
  });
});

describe('Pathfinder in a run', () => {
  it('reveals the floors under the runner when it beats the DV, meeting nothing there', () => {
    const found = value(revealByPathfinder(started(), 9));
    expect(found.revealed).toEqual(['a1', 'a2', 'a3', 'b3', 'a4']);
    expect(found.foes).toEqual([]);
    const down = value(moveTo(value(moveTo(found, 'a2')), 'a3'));
    expect(down.foes.map((foe) => foe.id)).toEqual(['a3-1', 'a3-2']);
    expect(value(moveTo(value(moveTo(down, 'a2')), 'a3')).foes).toHaveLength(2);
  });

  it('reveals nothing on a total that does not beat the DV; a hand-built one takes its highest DV', () => {
    expect(value(revealByPathfinder(started(), 8)).revealed).toEqual(['a1']);
    expect(pathfinderDv({ ...ARCH, difficulty: null })).toBe(8);
    expect(revealByPathfinder(started(), 8.5)).toMatchObject({ refused: 'INVALID_COMMAND' });
  });
});
