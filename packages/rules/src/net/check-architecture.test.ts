import { describe, expect, it } from 'vitest';
import type { FloorContent, NetArchitecture, NetFloor } from './architecture.ts';
import { checkArchitecture } from './check-architecture.ts';

function floor(
  id: string,
  above: string | null,
  content: FloorContent = { kind: 'password', dv: 8 },
): NetFloor {
  return { id, branch: id[0]!, depth: Number(id.slice(1)), above, content, roll: null };
}

/** A hand-built standard architecture: the Lobby, a main branch of four more floors, a branch of two. */
const BUILT: NetArchitecture = {
  difficulty: 'standard',
  floors: [
    floor('a1', null, { kind: 'file', dv: 6 }),
    floor('a2', 'a1', { kind: 'blackIce', ice: ['skunk'] }),
    floor('a3', 'a2', { kind: 'blackIce', ice: ['hellhound', 'killer'] }),
    floor('a4', 'a3', { kind: 'controlNode', dv: 8 }),
    floor('a5', 'a4', { kind: 'demon', demon: 'imp' }),
    floor('a6', 'a5', { kind: 'file', dv: 12 }),
    floor('b4', 'a3', { kind: 'password', dv: 10 }),
    floor('b5', 'b4', { kind: 'blackIce', ice: ['raven', 'raven', 'raven'] }),
  ],
};

function withFloors(floors: NetFloor[]): NetArchitecture {
  return { ...BUILT, floors };
}

const codes = (architecture: NetArchitecture) => checkArchitecture(architecture).map((found) => found.code);

describe('checkArchitecture', () => {
  it('accepts a hand-built architecture within the limits', () => {
    expect(checkArchitecture(BUILT)).toEqual([]);
    expect(checkArchitecture({ ...BUILT, difficulty: null })).toEqual([]);
  });

  it('wants 3 to 18 floors', () => {
    expect(codes(withFloors(BUILT.floors.slice(0, 2)))).toEqual(['FLOOR_COUNT']);
    const deep = Array.from({ length: 19 }, (_, index) =>
      floor(`a${index + 1}`, index === 0 ? null : `a${index}`),
    );
    expect(codes(withFloors(deep))).toEqual(['FLOOR_COUNT']);
    expect(codes(withFloors(deep.slice(0, 18)))).toEqual([]);
  });

  it('wants one first floor and every other floor one floor under an existing one', () => {
    expect(codes(withFloors([...BUILT.floors, floor('c1', null)]))).toEqual(
      expect.arrayContaining(['FIRST_FLOOR']),
    );
    expect(codes(withFloors([...BUILT.floors, floor('a7', 'a9')]))).toEqual(['ABOVE']);
    expect(codes(withFloors([...BUILT.floors, { ...floor('c6', 'a3'), depth: 6 }]))).toEqual(['ABOVE']);
    expect(codes(withFloors([...BUILT.floors, floor('a6', 'a5')]))).toEqual(
      expect.arrayContaining(['FLOOR_ID']),
    );
  });

  it('keeps the Lobby whole: no branch before floor 3', () => {
    expect(codes(withFloors([...BUILT.floors, floor('c2', 'a1')]))).toEqual(['LOBBY_SPLIT']);
  });

  it('wants each branch one chain of floors, with letters a to h', () => {
    expect(
      codes(withFloors([...BUILT.floors, floor('b6', 'b5'), { ...floor('b6', 'b5'), id: 'x6' }])),
    ).toEqual(['BRANCH']);
    expect(
      codes(
        withFloors([...BUILT.floors, floor('b4', 'a3')].map((f, i) => (i === 8 ? { ...f, id: 'b4x' } : f))),
      ),
    ).toEqual(['BRANCH']);
    expect(codes(withFloors([...BUILT.floors, { ...floor('i4', 'a3') }]))).toEqual(['BRANCH']);
  });

  it('wants DVs of the four difficulties, 1 to 3 Black ICE of the tables, known demons', () => {
    const at = (content: FloorContent) => withFloors([...BUILT.floors, floor('a7', 'a6', content)]);
    expect(codes(at({ kind: 'password', dv: 9 }))).toEqual(['DV']);
    expect(codes(at({ kind: 'controlNode', dv: 14 }))).toEqual(['DV']);
    expect(codes(at({ kind: 'blackIce', ice: [] }))).toEqual(['BLACK_ICE']);
    expect(codes(at({ kind: 'blackIce', ice: ['asp', 'asp', 'asp', 'asp'] }))).toEqual(['BLACK_ICE']);
    expect(codes(at({ kind: 'blackIce', ice: ['gorgon' as 'asp'] }))).toEqual(['BLACK_ICE']);
    expect(codes(at({ kind: 'demon', demon: 'succubus' as 'imp' }))).toEqual(['DEMON']);
    for (const dv of [6, 8, 10, 12]) expect(codes(at({ kind: 'file', dv }))).toEqual([]);
  });

  it('names an unknown difficulty', () => {
    expect(codes({ ...BUILT, difficulty: 'extreme' as 'basic' })).toEqual(['DIFFICULTY']);
  });
});
