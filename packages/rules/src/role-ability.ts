import {
  COMBAT_AWARENESS_OPTIONS,
  type CombatAwarenessKey,
  FAMILY_VEHICLES,
  MAKER_SPECIALTIES,
  type MakerSpecialtyKey,
  MEDICINE_SPECIALTIES,
  type MedicineSpecialtyKey,
  TEAM_SIZE_BY_RANK,
} from './data/role-abilities.ts';
import { pickRandomIndex, type Rng } from './dice.ts';
import { ROLE_ABILITY_STARTING_RANK, ROLE_IDS, type RoleId } from './ids.ts';

/** A member of an Exec's team, named by the role they fill. */
export interface TeamMember {
  readonly role: RoleId;
}

/**
 * A role ability's rank and the choices made for it at creation, as plain data. Only the field of the
 * character's own role is set: Solo `combatAwareness` (points per option), Tech `maker` and Medtech
 * `medicine` (ranks per specialty), Exec `team`, Nomad `familyVehicle`. A Netrunner's programs are gear,
 * not a set-up: the package's program choices (`gearChoices`) or the shop's purchases own them.
 */
export interface RoleAbilitySetup {
  readonly rank: number;
  readonly combatAwareness?: Readonly<Partial<Record<CombatAwarenessKey, number>>>;
  readonly maker?: Readonly<Partial<Record<MakerSpecialtyKey, number>>>;
  readonly medicine?: Readonly<Partial<Record<MedicineSpecialtyKey, number>>>;
  readonly team?: readonly TeamMember[];
  readonly familyVehicle?: string;
}

/** A field of `RoleAbilitySetup` that holds a role's choices. */
export type RoleAbilityChoice = Exclude<keyof RoleAbilitySetup, 'rank'>;

/** Every choice field, in the order a set-up lists them. */
export const ROLE_ABILITY_CHOICES: readonly RoleAbilityChoice[] = [
  'combatAwareness',
  'maker',
  'medicine',
  'team',
  'familyVehicle',
];

/** The choice a role makes for its ability when the character is made, if any (the same in every method). */
export function roleAbilityChoice(role: RoleId): RoleAbilityChoice | null {
  switch (role) {
    case 'solo':
      return 'combatAwareness';
    case 'tech':
      return 'maker';
    case 'medtech':
      return 'medicine';
    case 'exec':
      return 'team';
    case 'nomad':
      return 'familyVehicle';
    default:
      return null;
  }
}

/** Team members an Exec has at a Teamwork rank (1 to 10; others are clamped). */
export function teamSize(rank: number): number {
  const index = Math.min(TEAM_SIZE_BY_RANK.length, Math.max(1, Math.trunc(rank))) - 1;
  return TEAM_SIZE_BY_RANK[index]!;
}

/** The roles an Exec's team members may fill: any but Exec. */
export const TEAM_MEMBER_ROLES: readonly RoleId[] = ROLE_IDS.filter((id) => id !== 'exec');

/** Names of the family vehicles a Nomad may pick at a Moto rank. */
export function familyVehiclesAt(rank: number): string[] {
  return FAMILY_VEHICLES.filter((vehicle) => vehicle.fromRank <= rank).map((vehicle) => vehicle.name);
}

/** Total Maker ranks at a rank (two specialties rise per rank), and Medicine ranks (one per rank). */
export const SPECIALTY_RANKS_PER_RANK = { maker: 2, medicine: 1 } as const;

/** Every point total of `COMBAT_AWARENESS_OPTIONS[key]` up to `rank`, 0 included. */
export function combatAwarenessSteps(key: CombatAwarenessKey, rank: number): number[] {
  const { steps } = COMBAT_AWARENESS_OPTIONS[key];
  const totals = steps === 'any' ? Array.from({ length: rank }, (_, i) => i + 1) : steps;
  return [0, ...totals.filter((total) => total <= rank)];
}

/** Every way to place exactly `rank` Combat Awareness points, each as points per option. */
export function combatAwarenessLayouts(rank: number): Record<CombatAwarenessKey, number>[] {
  const keys = Object.keys(COMBAT_AWARENESS_OPTIONS) as CombatAwarenessKey[];
  const layouts: Record<CombatAwarenessKey, number>[] = [];
  const walk = (index: number, left: number, layout: Partial<Record<CombatAwarenessKey, number>>) => {
    const key = keys[index];
    if (key === undefined) {
      if (left === 0) layouts.push(layout as Record<CombatAwarenessKey, number>);
      return;
    }
    for (const points of combatAwarenessSteps(key, left))
      walk(index + 1, left - points, { ...layout, [key]: points });
  };
  walk(0, rank, {});
  return layouts;
}

/** Ranks per specialty after `times` ranks, each rank adding 1 to `perRank` different specialties. */
function spreadRanks<K extends string>(
  keys: readonly K[],
  times: number,
  perRank: number,
  pick: (count: number) => number,
): Record<K, number> {
  const ranks = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (let i = 0; i < times; i++) {
    const free = [...keys];
    for (let j = 0; j < perRank; j++) ranks[free.splice(pick(free.length), 1)[0]!] += 1;
  }
  return ranks;
}

/**
 * A legal set-up at the starting rank with the first option of every choice, so a character is legal
 * as soon as the role is chosen and the player changes only what they want to.
 */
export function defaultRoleAbilitySetup(role: RoleId): RoleAbilitySetup {
  return setupWith(role, () => 0);
}

/** A legal set-up at the starting rank with every choice made at random. */
export function rollRoleAbilitySetup(rng: Rng, role: RoleId): RoleAbilitySetup {
  return setupWith(role, (count) => pickRandomIndex(rng, count));
}

function setupWith(role: RoleId, pick: (count: number) => number): RoleAbilitySetup {
  const rank = ROLE_ABILITY_STARTING_RANK;
  const choose = <T>(options: readonly T[]): T => options[pick(options.length)]!;
  switch (roleAbilityChoice(role)) {
    case 'combatAwareness':
      return { rank, combatAwareness: choose(combatAwarenessLayouts(rank)) };
    case 'maker': {
      const keys = Object.keys(MAKER_SPECIALTIES) as MakerSpecialtyKey[];
      return { rank, maker: spreadRanks(keys, rank, SPECIALTY_RANKS_PER_RANK.maker, pick) };
    }
    case 'medicine': {
      const keys = Object.keys(MEDICINE_SPECIALTIES) as MedicineSpecialtyKey[];
      return { rank, medicine: spreadRanks(keys, rank, SPECIALTY_RANKS_PER_RANK.medicine, pick) };
    }
    case 'team':
      return {
        rank,
        team: Array.from({ length: teamSize(rank) }, () => ({ role: choose(TEAM_MEMBER_ROLES) })),
      };
    case 'familyVehicle':
      return { rank, familyVehicle: choose(familyVehiclesAt(rank)) };
    default:
      return { rank };
  }
}
