import type { RoleId } from '../ids.ts';
import type { RoleAbilitySetup } from '../role-ability.ts';
import { IP_COST_TABLE, type IpMultipliers } from './data/career.ts';
import { checkRankChoices, describeChoices, growRole, type RankChoices, rankGrowth } from './rank-growth.ts';
import {
  type Advance,
  type CareerResult,
  type CareerState,
  type LedgerEntry,
  refuseCareer,
  withEntries,
} from './state.ts';

/**
 * Spending Improvement Points (docs/rules/career.md#spending-ip): one level at a time, at the cost of
 * the level reached, never past 10 and never with IP the character lacks. What was bought is its own
 * layer over the build: the build keeps what creation made, and the advancement adds levels to it.
 */

/** A skill as the build has it: its level there (0 when the build lacks it) and whether it is x2. */
export interface BuildSkill {
  readonly name: string;
  readonly buildLevel: number;
  readonly doubleCost: boolean;
}

/** The IP cost of reaching `level`: the multiplier times the level, doubled for an x2 skill. */
export function ipCost(
  target: { kind: 'skill'; doubleCost: boolean } | { kind: 'roleRank' },
  level: number,
  multipliers: IpMultipliers,
): number {
  if (target.kind === 'roleRank') return multipliers.roleRank * level;
  return multipliers.skill * level * (target.doubleCost ? IP_COST_TABLE.doubleCostFactor : 1);
}

/** The cost formula as the screen shows it, with the multipliers in force. */
export function costFormula(multipliers: IpMultipliers): {
  skill: string;
  doubleSkill: string;
  roleRank: string;
} {
  const double = multipliers.skill * IP_COST_TABLE.doubleCostFactor;
  return {
    skill: `${multipliers.skill} x the new level`,
    doubleSkill: `${double} x the new level (x2 skill)`,
    roleRank: `${multipliers.roleRank} x the new rank`,
  };
}

/** The level a skill or rank stands at: the build's plus the levels bought. */
export function advancedLevel(
  buildLevel: number,
  advance: Pick<Advance, 'bought'> | null | undefined,
): number {
  return buildLevel + (advance?.bought ?? 0);
}

type Raised = { advance: Advance; entries: LedgerEntry[]; level: number; cost: number };

function raiseOne(
  state: CareerState,
  buildLevel: number,
  advance: Advance | null | undefined,
  cost: (level: number) => number,
  label: string,
): Raised | ReturnType<typeof refuseCareer> {
  const level = advancedLevel(buildLevel, advance) + 1;
  if (level > IP_COST_TABLE.maxLevel)
    return refuseCareer('AT_MAX_LEVEL', `${label} is at ${IP_COST_TABLE.maxLevel}, the most it goes.`);
  const price = cost(level);
  if (price > state.ip)
    return refuseCareer(
      'NOT_ENOUGH_IP',
      `${label} to ${level} costs ${price} IP; the character has ${state.ip}.`,
    );
  const next = {
    from: advance?.from ?? buildLevel,
    bought: (advance?.bought ?? 0) + 1,
    paid: (advance?.paid ?? 0) + price,
  };
  const entries = [{ ledger: 'ip' as const, amount: -price, reason: `${label} to ${level}` }];
  return { advance: next, entries, level, cost: price };
}

/** Raises a skill one level with IP. */
export function raiseSkill(state: CareerState, skill: BuildSkill, multipliers: IpMultipliers): CareerResult {
  const cost = (level: number) => ipCost({ kind: 'skill', doubleCost: skill.doubleCost }, level, multipliers);
  const raised = raiseOne(state, skill.buildLevel, state.skills[skill.name], cost, skill.name);
  if ('refused' in raised) return raised;
  const next = {
    ...withEntries(state, raised.entries),
    skills: { ...state.skills, [skill.name]: raised.advance },
  };
  const explanation = `${skill.name} raised to ${raised.level} for ${raised.cost} IP.`;
  return { state: next, entries: raised.entries, explanation };
}

/** The build's role ability as a raise reads it: the role, the rank creation gave and its set-up. */
export interface RoleBuild {
  readonly role: RoleId;
  readonly rank: number;
  readonly setup?: RoleAbilitySetup | null;
}

/**
 * Raises the role ability's rank one with IP, growing its set-up by the player's choices
 * (docs/rules/career.md#the-role-rank-grows-its-set-up); `build` is null when the build has no role
 * ability. The rank is priced before the choices are read, so a raise the IP cannot pay says so first.
 */
export function raiseRoleRank(
  state: CareerState,
  build: RoleBuild | null,
  multipliers: IpMultipliers,
  choices: RankChoices = {},
): CareerResult {
  if (build === null)
    return refuseCareer('NO_ROLE_ABILITY', 'The character has no role ability to raise yet.');
  const cost = (level: number) => ipCost({ kind: 'roleRank' }, level, multipliers);
  const raised = raiseOne(state, build.rank, state.roleRank, cost, 'The role rank');
  if ('refused' in raised) return raised;
  const refusal = checkRankChoices(rankGrowth(build.role, raised.level - 1, raised.level), choices);
  if (refusal) return refuseCareer(refusal.refused, refusal.message);
  const grown = Object.keys(choices).length > 0 ? { roleGrowth: growRole(state.roleGrowth, choices) } : {};
  const next = { ...withEntries(state, raised.entries), roleRank: raised.advance, ...grown };
  const chosen = describeChoices(choices);
  return {
    state: next,
    entries: raised.entries,
    explanation: `Role rank raised to ${raised.level} for ${raised.cost} IP${chosen ? `; ${chosen}` : ''}.`,
  };
}

/** What an edit of the build would break in the advancement: one sentence per skill or rank. */
export function advancementConflicts(
  state: CareerState,
  build: { skills: ReadonlyMap<string, number>; roleRank: number | null },
): string[] {
  const conflicts: string[] = [];
  const check = (label: string, level: number, advance: Advance) => {
    if (level < advance.from)
      conflicts.push(`${label} was advanced from ${advance.from}: the build cannot set it to ${level}.`);
    else if (level + advance.bought > IP_COST_TABLE.maxLevel)
      conflicts.push(
        `${label} at ${level} with ${advance.bought} bought would pass ${IP_COST_TABLE.maxLevel}.`,
      );
  };
  for (const [name, advance] of Object.entries(state.skills))
    check(name, build.skills.get(name) ?? 0, advance);
  if (state.roleRank) check('The role rank', build.roleRank ?? 0, state.roleRank);
  return conflicts;
}
