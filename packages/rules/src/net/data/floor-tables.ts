import type { FloorContent, NetDifficulty } from '../architecture.ts';
import type { BlackIceKey } from './black-ice.ts';

/**
 * The rules' tables for filling an architecture's floors (docs/rules/net.md#net-architectures): the
 * Lobby's 1d6 table for floors 1 and 2, and a 3d6 table per difficulty for every floor below. Names and
 * numbers only, row by row.
 */

const password = (dv: number): FloorContent => ({ kind: 'password', dv });
const file = (dv: number): FloorContent => ({ kind: 'file', dv });
const controlNode = (dv: number): FloorContent => ({ kind: 'controlNode', dv });
const ice = (...keys: BlackIceKey[]): FloorContent => ({ kind: 'blackIce', ice: keys });

/** The Lobby table, rows 1 to 6 (index 0 is row 1). */
export const LOBBY_TABLE: readonly FloorContent[] = [
  file(6),
  password(6),
  password(8),
  ice('skunk'),
  ice('wisp'),
  ice('killer'),
];

/** The table below the Lobby for each difficulty, rows 3 to 18 (index 0 is row 3). */
export const FLOOR_TABLES: Readonly<Record<NetDifficulty, readonly FloorContent[]>> = {
  basic: [
    ice('hellhound'),
    ice('sabertooth'),
    ice('raven', 'raven'),
    ice('hellhound'),
    ice('wisp'),
    ice('raven'),
    password(6),
    file(6),
    controlNode(6),
    password(6),
    ice('skunk'),
    ice('asp'),
    ice('scorpion'),
    ice('killer', 'skunk'),
    ice('wisp', 'wisp', 'wisp'),
    ice('liche'),
  ],
  standard: [
    ice('hellhound', 'hellhound'),
    ice('hellhound', 'killer'),
    ice('skunk', 'skunk'),
    ice('sabertooth'),
    ice('scorpion'),
    ice('hellhound'),
    password(8),
    file(8),
    controlNode(8),
    password(8),
    ice('asp'),
    ice('killer'),
    ice('liche'),
    ice('asp'),
    ice('raven', 'raven', 'raven'),
    ice('liche', 'raven'),
  ],
  uncommon: [
    ice('kraken'),
    ice('hellhound', 'scorpion'),
    ice('hellhound', 'killer'),
    ice('raven', 'raven'),
    ice('sabertooth'),
    ice('hellhound'),
    password(10),
    file(10),
    controlNode(10),
    password(10),
    ice('killer'),
    ice('liche'),
    ice('dragon'),
    ice('asp', 'raven'),
    ice('dragon', 'wisp'),
    ice('giant'),
  ],
  advanced: [
    ice('hellhound', 'hellhound', 'hellhound'),
    ice('asp', 'asp'),
    ice('hellhound', 'liche'),
    ice('wisp', 'wisp', 'wisp'),
    ice('hellhound', 'sabertooth'),
    ice('kraken'),
    password(12),
    file(12),
    controlNode(12),
    password(12),
    ice('giant'),
    ice('dragon'),
    ice('killer', 'scorpion'),
    ice('kraken'),
    ice('raven', 'wisp', 'hellhound'),
    ice('dragon', 'dragon'),
  ],
};

/** The lowest row of the tables below the Lobby (3d6). */
export const FIRST_FLOOR_ROW = 3;

/** Rows a floor may repeat: files and Control Nodes; any other row is rerolled when it comes up again. */
export function isRepeatableRow(content: FloorContent): boolean {
  return content.kind === 'file' || content.kind === 'controlNode';
}
