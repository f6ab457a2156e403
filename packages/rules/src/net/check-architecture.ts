import {
  ARCHITECTURE_DVS,
  type FloorContent,
  NET_DIFFICULTIES,
  type NetArchitecture,
  type NetFloor,
} from './architecture.ts';
import { BLACK_ICE, DEMONS } from './data/black-ice.ts';
import { BRANCH_LETTERS, FLOOR_COUNT_RANGE, LOBBY_FLOORS } from './generate-architecture.ts';

/**
 * The limits a hand-built architecture keeps (docs/rules/net.md#net-architectures): 3 to 18 floors
 * hanging from one first floor, the two Lobby floors unsplit, each branch one chain of floors (eight
 * at most), DVs from the four difficulties, 1 to 3 Black ICE of the tables on a floor.
 */

/** What a finding is about. */
export type ArchitectureFindingCode =
  | 'DIFFICULTY'
  | 'FLOOR_COUNT'
  | 'FLOOR_ID'
  | 'FIRST_FLOOR'
  | 'ABOVE'
  | 'LOBBY_SPLIT'
  | 'BRANCH'
  | 'DV'
  | 'BLACK_ICE'
  | 'DEMON';

/** One broken limit, on a floor or on the whole architecture. */
export interface ArchitectureFinding {
  readonly code: ArchitectureFindingCode;
  readonly floorId: string | null;
  readonly message: string;
}

const MAX_ICE_PER_FLOOR = 3;

function finding(
  code: ArchitectureFindingCode,
  floorId: string | null,
  message: string,
): ArchitectureFinding {
  return { code, floorId, message };
}

function contentFindings(floor: NetFloor): ArchitectureFinding[] {
  const content: FloorContent = floor.content;
  if (content.kind === 'blackIce') {
    const unknown = content.ice.filter((key) => !Object.hasOwn(BLACK_ICE, key));
    if (unknown.length > 0)
      return [finding('BLACK_ICE', floor.id, `Unknown Black ICE: ${unknown.join(', ')}.`)];
    if (content.ice.length < 1 || content.ice.length > MAX_ICE_PER_FLOOR)
      return [
        finding(
          'BLACK_ICE',
          floor.id,
          `Floor ${floor.id} holds 1 to 3 Black ICE, not ${content.ice.length}.`,
        ),
      ];
    return [];
  }
  if (content.kind === 'demon')
    return Object.hasOwn(DEMONS, content.demon)
      ? []
      : [finding('DEMON', floor.id, `Unknown demon: ${content.demon}.`)];
  return ARCHITECTURE_DVS.includes(content.dv)
    ? []
    : [finding('DV', floor.id, `Floor ${floor.id}: DV ${content.dv} is not one of 6, 8, 10 or 12.`)];
}

function idFindings(floors: readonly NetFloor[]): ArchitectureFinding[] {
  const seen = new Set<string>();
  return floors.flatMap((floor) => {
    const repeated = seen.has(floor.id);
    seen.add(floor.id);
    return repeated || floor.id === ''
      ? [finding('FLOOR_ID', floor.id, `Floor id "${floor.id}" is used twice or empty.`)]
      : [];
  });
}

function placeFindings(floor: NetFloor, byId: ReadonlyMap<string, NetFloor>): ArchitectureFinding[] {
  if (!(BRANCH_LETTERS as readonly string[]).includes(floor.branch))
    return [finding('BRANCH', floor.id, `Branch "${floor.branch}" is not one of a to h.`)];
  if (floor.above === null)
    return floor.depth === 1 && floor.branch === 'a'
      ? []
      : [finding('FIRST_FLOOR', floor.id, `Only floor 1 of branch a hangs under nothing.`)];
  const above = byId.get(floor.above);
  if (!above || above.depth + 1 !== floor.depth)
    return [finding('ABOVE', floor.id, `Floor ${floor.id} must hang one floor under an existing floor.`)];
  if (floor.branch !== above.branch && floor.depth <= LOBBY_FLOORS)
    return [
      finding(
        'LOBBY_SPLIT',
        floor.id,
        'The Lobby (floors 1 and 2) does not split: branches start at floor 3.',
      ),
    ];
  return [];
}

function branchFindings(
  floors: readonly NetFloor[],
  byId: ReadonlyMap<string, NetFloor>,
): ArchitectureFinding[] {
  const tops = new Map<string, number>();
  const children = new Map<string, number>();
  for (const floor of floors) {
    const above = floor.above === null ? undefined : byId.get(floor.above);
    if (floor.above !== null && !above) continue; // reported as ABOVE
    if (!above || above.branch !== floor.branch) tops.set(floor.branch, (tops.get(floor.branch) ?? 0) + 1);
    if (above) {
      const key = `${above.id}>${floor.branch}`;
      children.set(key, (children.get(key) ?? 0) + 1);
    }
  }
  const splitTops = [...tops].filter(([, count]) => count > 1).map(([branch]) => branch);
  const forks = [...children].filter(([, count]) => count > 1).map(([key]) => key.split('>')[1]!);
  return [...new Set([...splitTops, ...forks])].map((branch) =>
    finding('BRANCH', null, `Branch ${branch} must be one chain of floors, each under the one before.`),
  );
}

/** Checks an architecture against the rules' limits; an empty list means it keeps them all. */
export function checkArchitecture(architecture: NetArchitecture): ArchitectureFinding[] {
  const { floors, difficulty } = architecture;
  const found: ArchitectureFinding[] = [];
  if (difficulty !== null && !NET_DIFFICULTIES.includes(difficulty))
    found.push(finding('DIFFICULTY', null, `"${difficulty}" is not a difficulty.`));
  if (floors.length < FLOOR_COUNT_RANGE.min || floors.length > FLOOR_COUNT_RANGE.max)
    found.push(finding('FLOOR_COUNT', null, `An architecture has 3 to 18 floors, not ${floors.length}.`));
  const byId = new Map(floors.map((floor) => [floor.id, floor]));
  if (floors.filter((floor) => floor.above === null).length !== 1)
    found.push(finding('FIRST_FLOOR', null, 'An architecture starts from exactly one first floor.'));
  found.push(...idFindings(floors));
  for (const floor of floors) found.push(...placeFindings(floor, byId), ...contentFindings(floor));
  found.push(...branchFindings(floors, byId));
  return found;
}
