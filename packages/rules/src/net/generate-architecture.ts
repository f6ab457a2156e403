import { pickRandomIndex, type Rng, rollDie } from '../dice.ts';
import type { FloorContent, NetArchitecture, NetDifficulty, NetFloor } from './architecture.ts';
import { FIRST_FLOOR_ROW, FLOOR_TABLES, isRepeatableRow, LOBBY_TABLE } from './data/floor-tables.ts';

/**
 * Generating an architecture by difficulty (docs/rules/net.md#net-architectures; the choices in
 * docs/decisions/048-net-architectures.md): 3d6 floors, 1d10 for branches (each 7 or more adds one and
 * rolls again), floors 1 and 2 from the Lobby's 1d6 table, every other floor from the difficulty's 3d6
 * table, a row that came up before rolled again unless it is a file or a Control Node.
 */

/** Branch letters, main branch first: at most eight branches. */
export const BRANCH_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;

/** The Lobby's floors, always the first two of the main branch. */
export const LOBBY_FLOORS = 2;

/** The fewest and most floors 3d6 can give. */
export const FLOOR_COUNT_RANGE = { min: 3, max: 18 } as const;

/** Rerolls before a repeated row gives way to the first row still free, so a stuck source ends. */
const REROLLS = 100;

/** A generated architecture and the dice that shaped it. */
export interface GeneratedArchitecture {
  readonly architecture: NetArchitecture;
  /** The 3d6 of the floor count. */
  readonly floorDice: readonly number[];
  /** Every 1d10 rolled for branches, the last one the roll that stopped (unless the cap did). */
  readonly branchDice: readonly number[];
}

function rollBranchDice(rng: Rng): number[] {
  const dice = [rollDie(rng, 10)];
  while (dice.at(-1)! >= 7 && dice.length < BRANCH_LETTERS.length) dice.push(rollDie(rng, 10));
  return dice;
}

interface Slot {
  readonly branch: string;
  readonly depth: number;
  readonly above: string | null;
}

/**
 * Lays out `floorCount` floors in `branchCount` branches: the main branch holds the Lobby and the
 * largest share of the rest; each other branch hangs under a main floor that already has one below it.
 */
function layOut(floorCount: number, branchCount: number, rng: Rng): Slot[] {
  const below = floorCount - LOBBY_FLOORS;
  const shares = Array.from(
    { length: branchCount },
    (_, index) => Math.floor(below / branchCount) + (index < below % branchCount ? 1 : 0),
  );
  const mainLast = LOBBY_FLOORS + shares[0]!;
  const slots: Slot[] = Array.from({ length: mainLast }, (_, index) => ({
    branch: 'a',
    depth: index + 1,
    above: index === 0 ? null : `a${index}`,
  }));
  shares.slice(1).forEach((share, index) => {
    const branch = BRANCH_LETTERS[index + 1]!;
    const from = LOBBY_FLOORS + pickRandomIndex(rng, mainLast - LOBBY_FLOORS);
    for (let step = 1; step <= share; step += 1) {
      const depth = from + step;
      slots.push({ branch, depth, above: step === 1 ? `a${from}` : `${branch}${depth - 1}` });
    }
  });
  return slots;
}

function drawRow(
  table: readonly FloorContent[],
  roll: () => number,
  used: Set<number>,
  firstRow: number,
): number {
  const isFree = (row: number) => !used.has(row) || isRepeatableRow(table[row - firstRow]!);
  for (let attempt = 0; attempt < REROLLS; attempt += 1) {
    const row = roll();
    if (isFree(row)) return row;
  }
  return table.findIndex((_, index) => isFree(index + firstRow)) + firstRow;
}

/** Generates an architecture of this difficulty from a random source: the same seed, the same one. */
export function generateArchitecture(difficulty: NetDifficulty, rng: Rng): GeneratedArchitecture {
  const floorDice = [rollDie(rng, 6), rollDie(rng, 6), rollDie(rng, 6)];
  const floorCount = floorDice.reduce((sum, face) => sum + face, 0);
  const branchDice = rollBranchDice(rng);
  const rolledBranches = branchDice.filter((face) => face >= 7).length + 1;
  const branchCount = Math.min(rolledBranches, floorCount - LOBBY_FLOORS, BRANCH_LETTERS.length);
  const lobbyUsed = new Set<number>();
  const floorUsed = new Set<number>();
  const table = FLOOR_TABLES[difficulty];
  const floors: NetFloor[] = layOut(floorCount, branchCount, rng).map((slot) => {
    const lobby = slot.depth <= LOBBY_FLOORS;
    const roll = lobby
      ? drawRow(LOBBY_TABLE, () => rollDie(rng, 6), lobbyUsed, 1)
      : drawRow(table, () => rollDie(rng, 6) + rollDie(rng, 6) + rollDie(rng, 6), floorUsed, FIRST_FLOOR_ROW);
    (lobby ? lobbyUsed : floorUsed).add(roll);
    const content = lobby ? LOBBY_TABLE[roll - 1]! : table[roll - FIRST_FLOOR_ROW]!;
    return { id: `${slot.branch}${slot.depth}`, ...slot, content, roll };
  });
  return { architecture: { difficulty, floors }, floorDice, branchDice };
}
