import type { SinceCreation } from '@edgeforge/contracts/since-creation';
import type { RoleGrowth } from '@edgeforge/rules/career/rank-growth';
import type { CareerState } from '@edgeforge/rules/career/state';

/*
 * What the career added since creation, as the sheets read it beside the build
 * (docs/rules/career.md#where-the-levels-show): the owner's and the GM's through the shop's answer, a
 * share link's through its own, with no balance, price, ledger or timeline.
 */

type LevelsBought = Pick<SinceCreation, 'skills' | 'roleRank' | 'roleGrowth'>;

/** What the rank's raises grew, as the wire takes it (the team a list of its own). */
function grown(growth: RoleGrowth): NonNullable<LevelsBought['roleGrowth']> {
  const { team, ...rest } = growth;
  return { ...rest, ...(team ? { team: [...team] } : {}) };
}

/** The levels the career bought: per skill and for the rank, without the IP they cost, and the set-up grown. */
export function levelsBought(state: CareerState): LevelsBought {
  const skills = Object.entries(state.skills).map(
    ([name, advance]) => [name, { bought: advance.bought }] as const,
  );
  return {
    skills: Object.fromEntries(skills),
    roleRank: state.roleRank ? { bought: state.roleRank.bought } : null,
    ...(state.roleGrowth ? { roleGrowth: grown(state.roleGrowth) } : {}),
  };
}

/**
 * What a share link shows of the career: the levels bought, the gear bought in the shop and at a
 * market (one line a market item, by catalogue id, its price left out) and the chrome installed since.
 */
export function sinceCreation(state: CareerState): SinceCreation {
  const market = (state.marketBought ?? []).map((item) => ({ id: item.itemId, quantity: 1 }));
  return {
    ...levelsBought(state),
    bought: [...(state.bought ?? []), ...market].map((line) => ({ id: line.id, quantity: line.quantity })),
    chrome: [...(state.chrome ?? [])],
  };
}
