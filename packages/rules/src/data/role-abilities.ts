/**
 * The choices some role abilities ask for when the character is made (docs/rules/creation.md). Names and
 * point costs are the game's; every description is our own wording.
 */

/** One way a Solo can spend Combat Awareness points. */
export interface CombatAwarenessOption {
  readonly name: string;
  readonly description: string;
  /**
   * The point totals this option can hold above 0 (each step buys the next level), or 'any' when every
   * point adds one more.
   */
  readonly steps: readonly number[] | 'any';
}

/** The Solo's six Combat Awareness options, keyed as the set-up stores them. */
export const COMBAT_AWARENESS_OPTIONS = {
  damageDeflection: {
    name: 'Damage Deflection',
    description: 'Take less from the first hit each round: 1 less for every 2 points, up to 5 less.',
    steps: [2, 4, 6, 8, 10],
  },
  fumbleRecovery: {
    name: 'Fumble Recovery',
    description: 'A rolled 1 on an attack is just a miss, never a fumble.',
    steps: [4],
  },
  initiativeReaction: {
    name: 'Initiative Reaction',
    description: 'Act sooner: +1 to Initiative for every point.',
    steps: 'any',
  },
  precisionAttack: {
    name: 'Precision Attack',
    description: 'Aim true: +1 to attacks for every 3 points, up to +3.',
    steps: [3, 6, 9],
  },
  spotWeakness: {
    name: 'Spot Weakness',
    description: 'Find the gap in their guard: +1 damage for every point.',
    steps: 'any',
  },
  threatDetection: {
    name: 'Threat Detection',
    description: 'Sense danger first: +1 to Perception for every point.',
    steps: 'any',
  },
} as const satisfies Record<string, CombatAwarenessOption>;

/** Key of one Combat Awareness option. */
export type CombatAwarenessKey = keyof typeof COMBAT_AWARENESS_OPTIONS;

/** The Tech's four Maker specialties; each rank adds 1 to two different ones. */
export const MAKER_SPECIALTIES = {
  field: 'Field Expertise',
  upgrade: 'Upgrade Expertise',
  fabrication: 'Fabrication Expertise',
  invention: 'Invention Expertise',
} as const;

/** Key of one Maker specialty. */
export type MakerSpecialtyKey = keyof typeof MAKER_SPECIALTIES;

/** The Medtech's three Medicine specialties; each rank adds 1 to one of them. */
export const MEDICINE_SPECIALTIES = {
  surgery: 'Surgery',
  pharmaceuticals: 'Medical Tech (Pharmaceuticals)',
  cryosystemOperation: 'Medical Tech (Cryosystem Operation)',
} as const;

/** Key of one Medicine specialty. */
export type MedicineSpecialtyKey = keyof typeof MEDICINE_SPECIALTIES;

/** How many loyal team members an Exec has at Teamwork ranks 1 to 10 (index 0 is rank 1). */
export const TEAM_SIZE_BY_RANK = [1, 1, 2, 3, 4, 5, 5, 6, 7, 8] as const;

/** A vehicle the Nomad's family can hand over, from the Moto rank on which it becomes available. */
export interface FamilyVehicle {
  readonly name: string;
  readonly fromRank: number;
}

/** The family fleet a Nomad picks a vehicle from; each Moto rank table row names what it opens. */
export const FAMILY_VEHICLES: readonly FamilyVehicle[] = [
  { name: 'Compact Groundcar', fromRank: 1 },
  { name: 'Motorcycle', fromRank: 1 },
  { name: 'Jetski', fromRank: 1 },
  { name: 'Off-road Truck', fromRank: 4 },
  { name: 'Speedboat', fromRank: 4 },
  { name: 'Cargo Truck', fromRank: 6 },
  { name: 'Gyrocopter', fromRank: 6 },
  { name: 'Big Rig', fromRank: 8 },
  { name: 'Cabin Cruiser', fromRank: 8 },
  { name: 'Aerodyne', fromRank: 10 },
];
