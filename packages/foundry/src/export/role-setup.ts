import type { FullCharacter } from '@edgeforge/contracts/api';
import { MAKER_SPECIALTIES, MEDICINE_SPECIALTIES } from '@edgeforge/rules/data/role-abilities';
import { type RoleAbilityChoice, roleAbilityChoice } from '@edgeforge/rules/role-ability';
import { COMBAT_AWARENESS_NAMES, roleAbilitySetupFacts } from '@edgeforge/rules/setup-facts';
import type { FoundryRoleItem } from '../model.ts';
import { foundryRoleItem } from '../role-item.ts';

/**
 * The set-up choices the system's role item ranks, each as its sub-abilities' names by the key our
 * set-up stores the ranks under: the Solo's Combat Awareness points, the Tech's Maker and the Medtech's
 * Medicine specialty ranks (`packages/foundry/src/tables/roles.ts` has a sub-ability of each name).
 * The Exec's team and the Nomad's family vehicle have no field in the system: they go to the notes.
 */
const RANKED_ON_SUB_ABILITIES: Partial<Record<RoleAbilityChoice, Readonly<Record<string, string>>>> = {
  combatAwareness: COMBAT_AWARENESS_NAMES,
  maker: MAKER_SPECIALTIES,
  medicine: MEDICINE_SPECIALTIES,
};

/** The role item and the Player Notes paragraphs for the set-up the item has no field for. */
export interface FoundryRoleSetup {
  readonly item: FoundryRoleItem;
  readonly notes: readonly string[];
}

/**
 * The character's role item at its rank, with the set-up its role makes: ranks placed on the
 * sub-abilities where the system's role item has them (as the player placed them), else one paragraph
 * for the notes. Only the choice of the character's own role is read, as the rules check reads it.
 */
export function foundryRoleSetup(character: FullCharacter, id: string): FoundryRoleSetup {
  const stats = character.character_stats;
  const setup = stats.role_ability;
  const item = foundryRoleItem(character.role_id, setup?.rank ?? stats.role_ability_rank, id);
  const choice = roleAbilityChoice(character.role_id);
  if (!setup || !choice) return { item, notes: [] };
  const names = RANKED_ON_SUB_ABILITIES[choice];
  if (names) {
    const placed = (setup[choice] ?? {}) as Readonly<Record<string, number | undefined>>;
    const ranks = new Map(Object.entries(placed).map(([key, rank]) => [names[key] ?? key, rank ?? 0]));
    item.system.abilities = item.system.abilities.map((ability) => ({
      ...ability,
      rank: ranks.get(ability.name) ?? ability.rank,
    }));
    return { item, notes: [] };
  }
  const facts = roleAbilitySetupFacts({ rank: setup.rank, [choice]: setup[choice] });
  const said = facts.filter(([, value]) => value !== '').map(([label, value]) => `${label}: ${value}`);
  const heading = `${item.system.mainRoleAbility} set-up (Foundry has no field for it)`;
  return { item, notes: said.length > 0 ? [`${heading}: ${said.join('; ')}.`] : [] };
}
