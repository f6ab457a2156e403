import type { BlackIceKey, DemonKey } from './data/black-ice.ts';

/**
 * A NET architecture (docs/rules/net.md#net-architectures): floors hanging one under another from the
 * first floor of the Lobby, split into branches; each floor holds one thing (a password, a file, a
 * Control Node, Black ICE or a demon). Plain JSON data, built by hand or by `generateArchitecture`.
 */

/** The four difficulties of the rules' tables, easiest first. */
export const NET_DIFFICULTIES = ['basic', 'standard', 'uncommon', 'advanced'] as const;

/** A difficulty of the rules' tables. */
export type NetDifficulty = (typeof NET_DIFFICULTIES)[number];

/** The DV of the passwords, files and Control Nodes below the Lobby, by difficulty. */
export const DIFFICULTY_DV = {
  basic: 6,
  standard: 8,
  uncommon: 10,
  advanced: 12,
} as const satisfies Record<NetDifficulty, number>;

/** The DVs a password, file or Control Node may have: the four difficulties' DVs. */
export const ARCHITECTURE_DVS: readonly number[] = Object.values(DIFFICULTY_DV);

/** What one floor holds. */
export type FloorContent =
  | { readonly kind: 'password'; readonly dv: number }
  | { readonly kind: 'file'; readonly dv: number }
  | { readonly kind: 'controlNode'; readonly dv: number }
  | { readonly kind: 'blackIce'; readonly ice: readonly BlackIceKey[] }
  | { readonly kind: 'demon'; readonly demon: DemonKey };

/** One floor of an architecture. */
export interface NetFloor {
  /** Unique in its architecture: the branch letter and the floor number (`a1`, `b4`). */
  readonly id: string;
  /** `a` for the main branch (the one the Lobby starts), then `b`, `c`... */
  readonly branch: string;
  /** The floor's number counted from the top: 1 and 2 are the Lobby. */
  readonly depth: number;
  /** The floor it hangs under; null for floor 1. */
  readonly above: string | null;
  readonly content: FloorContent;
  /** The table row rolled for it (1-6 in the Lobby, 3-18 below); null when placed by hand. */
  readonly roll: number | null;
}

/** A whole architecture: its difficulty (null when built by hand without one) and its floors. */
export interface NetArchitecture {
  readonly difficulty: NetDifficulty | null;
  readonly floors: readonly NetFloor[];
}

/** The floors hanging directly under `floorId`, in the architecture's order. */
export function floorsUnder(architecture: NetArchitecture, floorId: string): NetFloor[] {
  return architecture.floors.filter((floor) => floor.above === floorId);
}

/** The branch letters in use, in order of first appearance. */
export function branchesOf(architecture: NetArchitecture): string[] {
  return [...new Set(architecture.floors.map((floor) => floor.branch))];
}
