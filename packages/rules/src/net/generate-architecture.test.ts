import { describe, expect, it } from 'vitest';
import { createRng } from '../dice.ts';
import { DIFFICULTY_DV, type FloorContent, NET_DIFFICULTIES, type NetArchitecture } from './architecture.ts';
import { checkArchitecture } from './check-architecture.ts';
import { FIRST_FLOOR_ROW, FLOOR_TABLES, isRepeatableRow, LOBBY_TABLE } from './data/floor-tables.ts';
import { generateArchitecture } from './generate-architecture.ts';

const SEEDS = 1000;

/** Every way a generated architecture can leave its tables, as readable lines (empty when none). */
function tableBreaks(generated: ReturnType<typeof generateArchitecture>): string[] {
  const { architecture, floorDice, branchDice } = generated;
  const difficulty = architecture.difficulty!;
  const breaks: string[] = [];
  const floorCount = floorDice.reduce((sum, face) => sum + face, 0);
  if (architecture.floors.length !== floorCount)
    breaks.push(`${architecture.floors.length} floors for 3d6 = ${floorCount}`);
  const branches = new Set(architecture.floors.map((floor) => floor.branch)).size;
  const rolled = branchDice.filter((face) => face >= 7).length + 1;
  if (branches !== Math.min(rolled, floorCount - 2, 8))
    breaks.push(`${branches} branches for ${branchDice.join(',')}`);
  const seen = { lobby: new Set<number>(), floor: new Set<number>() };
  for (const floor of architecture.floors) {
    const lobby = floor.depth <= 2;
    const table = lobby ? LOBBY_TABLE : FLOOR_TABLES[difficulty];
    const first = lobby ? 1 : FIRST_FLOOR_ROW;
    const row: FloorContent | undefined = table[(floor.roll ?? 0) - first];
    if (!row) breaks.push(`${floor.id}: row ${floor.roll} is off its table`);
    else if (JSON.stringify(row) !== JSON.stringify(floor.content))
      breaks.push(`${floor.id}: not row ${floor.roll}`);
    else if (seen[lobby ? 'lobby' : 'floor'].has(floor.roll!) && !isRepeatableRow(row))
      breaks.push(`${floor.id}: row ${floor.roll} came up twice`);
    if (!lobby && 'dv' in floor.content && floor.content.dv !== DIFFICULTY_DV[difficulty])
      breaks.push(`${floor.id}: DV ${floor.content.dv} below the Lobby of a ${difficulty} architecture`);
    seen[lobby ? 'lobby' : 'floor'].add(floor.roll!);
  }
  return breaks;
}

describe('generateArchitecture', () => {
  it.each(NET_DIFFICULTIES)(
    'keeps %s architectures within the tables and the limits, 1,000 seeds',
    (difficulty) => {
      const counts = new Set<number>();
      for (let seed = 1; seed <= SEEDS; seed += 1) {
        const generated = generateArchitecture(difficulty, createRng(seed));
        counts.add(generated.architecture.floors.length);
        expect(tableBreaks(generated), `seed ${seed}`).toEqual([]);
        expect(checkArchitecture(generated.architecture), `seed ${seed}`).toEqual([]);
      }
      // 1,000 rolls of 3d6 reach far beyond the middle of the range.
      expect(Math.min(...counts)).toBeLessThanOrEqual(5);
      expect(Math.max(...counts)).toBeGreaterThanOrEqual(16);
    },
  );

  it('gives the same architecture for the same seed and another for another seed', () => {
    const one = generateArchitecture('standard', createRng(42));
    expect(generateArchitecture('standard', createRng(42))).toEqual(one);
    expect(generateArchitecture('standard', createRng(43))).not.toEqual(one);
  });

  it('splits into branches when the d10 shows 7 or more, each hanging under a main floor below the Lobby', () => {
    const branched = Array.from({ length: 200 }, (_, seed) =>
      generateArchitecture('advanced', createRng(seed)),
    )
      .map((generated) => generated.architecture)
      .filter((architecture: NetArchitecture) => architecture.floors.some((floor) => floor.branch !== 'a'));
    expect(branched.length).toBeGreaterThan(0);
    for (const architecture of branched) {
      const tops = architecture.floors.filter(
        (floor) => floor.branch !== 'a' && floor.above?.startsWith('a'),
      );
      for (const top of tops) expect(top.depth).toBeGreaterThanOrEqual(3);
    }
  });

  it('the table check above catches a floor that left its row or came up twice', () => {
    const generated = generateArchitecture('uncommon', createRng(7));
    const [first, second, ...rest] = generated.architecture.floors;
    const swapped = { ...second!, content: { kind: 'password', dv: 12 } as const };
    const twice = { ...second!, roll: first!.roll, content: first!.content };
    const withFloors = (floors: typeof rest) => ({
      ...generated,
      architecture: { ...generated.architecture, floors },
    });
    expect(tableBreaks(withFloors([first!, swapped, ...rest]))).toEqual([`a2: not row ${second!.roll}`]);
    if (!isRepeatableRow(first!.content))
      expect(tableBreaks(withFloors([first!, twice, ...rest]))).toContain(
        `a2: row ${first!.roll} came up twice`,
      );
  });

  it('ends even with a stuck random source, taking the first free row', () => {
    const generated = generateArchitecture('basic', () => 0.999);
    expect(generated.floorDice).toEqual([6, 6, 6]);
    expect(generated.architecture.floors).toHaveLength(18);
    expect(checkArchitecture(generated.architecture)).toEqual([]);
    expect(tableBreaks(generated)).toEqual([]);
  });
});
