import {
  COMBAT_AWARENESS_OPTIONS,
  type CombatAwarenessKey,
  FAMILY_VEHICLES,
  MAKER_SPECIALTIES,
  type MakerSpecialtyKey,
  MEDICINE_SPECIALTIES,
  type MedicineSpecialtyKey,
} from '../data/role-abilities.ts';
import type { RoleId } from '../ids.ts';
import {
  combatAwarenessSteps,
  familyVehiclesAt,
  type RoleAbilitySetup,
  roleAbilityChoice,
  SPECIALTY_RANKS_PER_RANK,
  TEAM_MEMBER_ROLES,
  type TeamMember,
  teamSize,
} from '../role-ability.ts';
import { getRole } from '../roles.ts';

/**
 * What a raise of the role rank grows (docs/rules/career.md#the-role-rank-grows-its-set-up, decision
 * 070): the gains of each rank reached, and the one choice the role's set-up asks for. A Solo places
 * all of its Combat Awareness points anew, a Tech puts one rank in each of two different Maker
 * specialties per rank, a Medtech one rank in one Medicine specialty, an Exec names the role of each new
 * team member, and a Nomad picks the family vehicle when a rank opens bigger ones.
 */

/** The choice a raise asks for, sized for the ranks it climbs; null when the rank grows by itself. */
export type RankAsk =
  | { readonly kind: 'combatAwareness'; readonly points: number }
  | { readonly kind: 'maker'; readonly ranks: number; readonly perRank: number }
  | { readonly kind: 'medicine'; readonly ranks: number }
  | { readonly kind: 'team'; readonly members: number }
  | {
      readonly kind: 'familyVehicle';
      readonly options: readonly string[];
      readonly opened: readonly string[];
    };

/** What a raise from one rank to another gives and asks. */
export interface RankGrowth {
  readonly role: RoleId;
  readonly from: number;
  readonly to: number;
  /** What each rank reached gives, in our words (the role's rank table, `data/roles.ts`). */
  readonly gains: readonly string[];
  readonly ask: RankAsk | null;
}

/**
 * The player's choices for a raise. Only the field of the role's ask is sent: the whole Combat
 * Awareness layout at the new rank; the Maker specialties read in pairs, one pair per rank, the two of a
 * pair different; one Medicine specialty per rank; one role per new team member; the family vehicle.
 */
export interface RankChoices {
  readonly combatAwareness?: Readonly<Partial<Record<CombatAwarenessKey, number>>>;
  readonly maker?: readonly MakerSpecialtyKey[];
  readonly medicine?: readonly MedicineSpecialtyKey[];
  readonly team?: readonly RoleId[];
  readonly familyVehicle?: string;
}

/**
 * What the raises added to the build's set-up, kept in the career: the Combat Awareness layout and the
 * family vehicle in play (each replaces the build's), and the Maker and Medicine ranks and team members
 * added to the build's.
 */
export interface RoleGrowth {
  readonly combatAwareness?: Readonly<Partial<Record<CombatAwarenessKey, number>>>;
  readonly maker?: Readonly<Partial<Record<MakerSpecialtyKey, number>>>;
  readonly medicine?: Readonly<Partial<Record<MedicineSpecialtyKey, number>>>;
  readonly team?: readonly TeamMember[];
  readonly familyVehicle?: string;
}

/** Why a raise's choices were refused. */
export type RankChoiceRefusalCode = 'RANK_CHOICE_MISSING' | 'RANK_CHOICE_ILLEGAL';

/** A refusal of a raise's choices, with a sentence for the player. */
export interface RankChoiceRefusal {
  readonly refused: RankChoiceRefusalCode;
  readonly message: string;
}

function askOf(role: RoleId, from: number, to: number): RankAsk | null {
  const ranks = to - from;
  switch (roleAbilityChoice(role)) {
    case 'combatAwareness':
      return { kind: 'combatAwareness', points: to };
    case 'maker':
      return { kind: 'maker', ranks, perRank: SPECIALTY_RANKS_PER_RANK.maker };
    case 'medicine':
      return { kind: 'medicine', ranks: ranks * SPECIALTY_RANKS_PER_RANK.medicine };
    case 'team': {
      const members = teamSize(to) - teamSize(from);
      return members > 0 ? { kind: 'team', members } : null;
    }
    case 'familyVehicle': {
      const opened = FAMILY_VEHICLES.filter((v) => v.fromRank > from && v.fromRank <= to).map((v) => v.name);
      return opened.length > 0 ? { kind: 'familyVehicle', options: familyVehiclesAt(to), opened } : null;
    }
    default:
      return null;
  }
}

/** What raising `role`'s rank from `from` to `to` gives, and the choice it asks the player for. */
export function rankGrowth(role: RoleId, from: number, to: number): RankGrowth {
  const table = getRole(role)?.roleAbility.rankDescriptions ?? [];
  const gains: string[] = [];
  for (let rank = from + 1; rank <= to; rank++) {
    const text = table[rank - 1];
    if (text) gains.push(`Rank ${rank}: ${text}`);
  }
  return { role, from, to, gains, ask: to > from ? askOf(role, from, to) : null };
}

const FIELDS = ['combatAwareness', 'maker', 'medicine', 'team', 'familyVehicle'] as const;
const NOUNS: Record<(typeof FIELDS)[number], string> = {
  combatAwareness: 'Combat Awareness points',
  maker: 'Maker specialties',
  medicine: 'Medicine specialties',
  team: 'team members',
  familyVehicle: 'family vehicle',
};

function illegal(message: string): RankChoiceRefusal {
  return { refused: 'RANK_CHOICE_ILLEGAL', message };
}

function layoutProblem(layout: RankChoices['combatAwareness'], points: number): string | null {
  let sum = 0;
  for (const [key, value] of Object.entries(layout ?? {})) {
    const option = COMBAT_AWARENESS_OPTIONS[key as CombatAwarenessKey];
    if (!option) return `'${key}' is not a Combat Awareness option.`;
    if (!combatAwarenessSteps(key as CombatAwarenessKey, points).includes(value as number))
      return `${option.name} cannot hold ${value} points.`;
    sum += value as number;
  }
  return sum === points ? null : `Place all ${points} Combat Awareness points, not ${sum}.`;
}

function makerProblem(picks: readonly string[], ask: { ranks: number; perRank: number }): string | null {
  if (picks.length !== ask.ranks * ask.perRank)
    return `Pick ${ask.perRank} different Maker specialties for each new rank (${ask.ranks * ask.perRank} in all).`;
  const unknown = picks.find((key) => !(key in MAKER_SPECIALTIES));
  if (unknown !== undefined) return `'${unknown}' is not a Maker specialty.`;
  for (let i = 0; i < picks.length; i += ask.perRank) {
    const pair = picks.slice(i, i + ask.perRank);
    if (new Set(pair).size !== pair.length) return 'A new Maker rank goes to two different specialties.';
  }
  return null;
}

function askProblem(ask: RankAsk, choices: RankChoices): string | null {
  switch (ask.kind) {
    case 'combatAwareness':
      return layoutProblem(choices.combatAwareness, ask.points);
    case 'maker':
      return makerProblem(choices.maker ?? [], ask);
    case 'medicine': {
      const picks = choices.medicine ?? [];
      if (picks.length !== ask.ranks) return `Pick one Medicine specialty for each new rank (${ask.ranks}).`;
      const unknown = picks.find((key) => !(key in MEDICINE_SPECIALTIES));
      return unknown === undefined ? null : `'${unknown}' is not a Medicine specialty.`;
    }
    case 'team': {
      const roles = choices.team ?? [];
      if (roles.length !== ask.members) return `Name the role of each new team member (${ask.members}).`;
      const wrong = roles.find((role) => !TEAM_MEMBER_ROLES.includes(role));
      return wrong === undefined ? null : `'${wrong}' cannot join an Exec's team.`;
    }
    case 'familyVehicle':
      return ask.options.includes(choices.familyVehicle ?? '')
        ? null
        : `'${choices.familyVehicle}' is not a family vehicle at this rank; choose ${ask.options.join(', ')}.`;
  }
}

/** Whether the choices answer the raise's ask and nothing else: null when they do, else why not. */
export function checkRankChoices(growth: RankGrowth, choices: RankChoices): RankChoiceRefusal | null {
  const wanted = growth.ask?.kind ?? null;
  const stray = FIELDS.find((field) => field !== wanted && choices[field] !== undefined);
  if (stray) return illegal(`This raise has no ${NOUNS[stray]} to choose.`);
  if (!growth.ask || !wanted) return null;
  if (choices[wanted] === undefined)
    return {
      refused: 'RANK_CHOICE_MISSING',
      message: `Raising the rank asks you to choose the ${NOUNS[wanted]}.`,
    };
  const problem = askProblem(growth.ask, choices);
  return problem === null ? null : illegal(problem);
}

/** The choices in words for the step's explanation: 'Maker: Field Expertise, Invention Expertise'. */
export function describeChoices(choices: RankChoices): string | null {
  const names = <K extends string>(keys: readonly K[], table: Readonly<Record<K, string>>) =>
    keys.map((key) => table[key]).join(', ');
  if (choices.combatAwareness) {
    const placed = Object.entries(choices.combatAwareness).filter(([, points]) => (points ?? 0) > 0);
    const words = placed.map(
      ([key, points]) => `${COMBAT_AWARENESS_OPTIONS[key as CombatAwarenessKey].name} ${points}`,
    );
    return `Combat Awareness: ${words.join(', ')}`;
  }
  if (choices.maker) return `Maker: ${names(choices.maker, MAKER_SPECIALTIES)}`;
  if (choices.medicine) return `Medicine: ${names(choices.medicine, MEDICINE_SPECIALTIES)}`;
  if (choices.team)
    return `New team members: ${choices.team.map((role) => getRole(role)?.name ?? role).join(', ')}`;
  if (choices.familyVehicle !== undefined) return `Family vehicle: ${choices.familyVehicle}`;
  return null;
}

function added<K extends string>(
  counts: Readonly<Partial<Record<K, number>>> | undefined,
  picks: readonly K[],
): Partial<Record<K, number>> {
  const next: Partial<Record<K, number>> = { ...counts };
  for (const key of picks) next[key] = (next[key] ?? 0) + 1;
  return next;
}

/** The growth after a raise's checked choices: the layout and vehicle replaced, the rest added. */
export function growRole(growth: RoleGrowth | undefined, choices: RankChoices): RoleGrowth {
  const next: RoleGrowth = { ...growth };
  if (choices.combatAwareness) return { ...next, combatAwareness: { ...choices.combatAwareness } };
  if (choices.maker) return { ...next, maker: added(next.maker, choices.maker) };
  if (choices.medicine) return { ...next, medicine: added(next.medicine, choices.medicine) };
  if (choices.team)
    return { ...next, team: [...(next.team ?? []), ...choices.team.map((role) => ({ role }))] };
  if (choices.familyVehicle !== undefined) return { ...next, familyVehicle: choices.familyVehicle };
  return next;
}

function summed<K extends string>(
  build: Readonly<Partial<Record<K, number>>> | undefined,
  more: Readonly<Partial<Record<K, number>>> | undefined,
): Partial<Record<K, number>> | undefined {
  if (!build && !more) return undefined;
  const next: Partial<Record<K, number>> = { ...build };
  for (const [key, value] of Object.entries(more ?? {}) as [K, number][])
    next[key] = (next[key] ?? 0) + value;
  return next;
}

/** The set-up in play: the build's, at the rank in play, with what the raises grew. */
export function setupInPlay(
  build: RoleAbilitySetup | null | undefined,
  rank: number,
  growth: RoleGrowth | undefined,
): RoleAbilitySetup {
  const base = build ?? { rank };
  const setup: RoleAbilitySetup = {
    ...base,
    rank,
    ...(growth?.combatAwareness ? { combatAwareness: growth.combatAwareness } : {}),
    ...(growth?.familyVehicle !== undefined ? { familyVehicle: growth.familyVehicle } : {}),
  };
  const maker = summed(base.maker, growth?.maker);
  const medicine = summed(base.medicine, growth?.medicine);
  const team = growth?.team ? [...(base.team ?? []), ...growth.team] : base.team;
  return {
    ...setup,
    ...(maker ? { maker } : {}),
    ...(medicine ? { medicine } : {}),
    ...(team ? { team } : {}),
  };
}
