import type { RoleId } from '@edgeforge/rules/ids';
import type { FoundryRoleAbility, FoundryRoleItem } from './model.ts';
import { FOUNDRY_ROLES, type FoundryRoleAbilityFacts } from './tables/roles.ts';

/** The system's own picture for role items. */
export const FOUNDRY_ROLE_IMG = 'systems/cyberpunk-red-core/icons/compendium/default/Default_Role.svg';

/** A skill or other document as a role item refers to it: by name. */
const named = (name: string) => ({ name });

/** One sub-ability as the role item stores it; its rank is 0 unless it takes the role's rank. */
function abilityOf(facts: FoundryRoleAbilityFacts, rank: number): FoundryRoleAbility {
  return {
    name: facts.name,
    rank: facts.followsRoleRank ? rank : 0,
    multiplier: facts.multiplier,
    stat: facts.stat,
    hasRoll: facts.hasRoll,
    skill: facts.skill === '--' || facts.skill === 'varying' ? facts.skill : named(facts.skill),
    bonuses: facts.bonuses.map(named),
    universalBonuses: [...facts.universalBonuses],
    bonusRatio: facts.bonusRatio,
    isSituational: facts.isSituational,
    onByDefault: facts.onByDefault,
  };
}

/**
 * A role item for one of our roles at a rank, as the system's compendium role item is, with our own
 * (empty) description. The skills it names by name must be in the same file.
 */
export function foundryRoleItem(roleId: RoleId, rank: number, _id: string): FoundryRoleItem {
  const facts = FOUNDRY_ROLES[roleId];
  return {
    _id,
    name: facts.name,
    type: 'role',
    img: FOUNDRY_ROLE_IMG,
    system: {
      rank,
      mainRoleAbility: facts.mainRoleAbility,
      hasRoll: facts.hasRoll,
      addRoleAbilityRank: true,
      stat: '--',
      skill: '--',
      abilities: facts.abilities.map((ability) => abilityOf(ability, rank)),
      bonuses: facts.bonuses.map(named),
      universalBonuses: [],
      bonusRatio: 1,
      isSituational: false,
      onByDefault: false,
    },
  };
}
