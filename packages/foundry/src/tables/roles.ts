import type { RoleId } from '@edgeforge/rules/ids';
import type { FoundryAbilityMultiplier, FoundryStatOrNone, FoundryUniversalBonus } from '../choices.ts';

/** A role's sub-ability as the system's role item defines it; its rank is the player's to share out. */
export interface FoundryRoleAbilityFacts {
  readonly name: string;
  /** The share of the role rank one point of this sub-ability costs or gives. */
  readonly multiplier: FoundryAbilityMultiplier;
  readonly stat: FoundryStatOrNone;
  readonly hasRoll: boolean;
  /** `--` (none), `varying` (the player picks at roll time) or the exact name of the skill it rolls with. */
  readonly skill: string;
  readonly universalBonuses: readonly FoundryUniversalBonus[];
  /** Ranks per point of bonus (Fumble Recovery gives +1 per 4 ranks). */
  readonly bonusRatio: number;
  readonly isSituational: boolean;
  readonly onByDefault: boolean;
  /** Names of the skills its rank adds to. */
  readonly bonuses: readonly string[];
  /** Takes the role's own rank (Fixer's Haggle rolls at the Operator rank); others start at 0. */
  readonly followsRoleRank: boolean;
}

/** What the system's role item of one role holds, apart from ranks and its own description. */
export interface FoundryRoleFacts {
  /** The item's name; `system.roleInfo.activeRole` names the active role by it. */
  readonly name: string;
  readonly mainRoleAbility: string;
  /** Whether the main ability is rolled on its own (Interface, Credibility, Charismatic Impact). */
  readonly hasRoll: boolean;
  /** Names of the skills the main ability's rank adds to (Nomad's Moto adds to six vehicle skills). */
  readonly bonuses: readonly string[];
  /** Sub-abilities, sorted by name as the system sorts them. */
  readonly abilities: readonly FoundryRoleAbilityFacts[];
}

/** A sub-ability with the values most of them share. */
function ability(
  name: string,
  facts: Partial<Omit<FoundryRoleAbilityFacts, 'name'>> = {},
): FoundryRoleAbilityFacts {
  return {
    name,
    multiplier: 1,
    stat: '--',
    hasRoll: false,
    skill: '--',
    universalBonuses: [],
    bonusRatio: 1,
    isSituational: false,
    onByDefault: false,
    bonuses: [],
    followsRoleRank: false,
    ...facts,
  };
}

/** A role with no sub-abilities and no skill bonuses. */
function role(
  name: string,
  mainRoleAbility: string,
  hasRoll: boolean,
  extra: Partial<FoundryRoleFacts> = {},
) {
  return { name, mainRoleAbility, hasRoll, bonuses: [], abilities: [], ...extra } satisfies FoundryRoleFacts;
}

const techExpertise = (name: string) =>
  ability(name, { multiplier: 0.5, stat: 'tech', hasRoll: true, skill: 'varying' });

/** Each of our roles as the system's compendium role item (core pack `roles`) defines it. */
export const FOUNDRY_ROLES: Record<RoleId, FoundryRoleFacts> = {
  rockerboy: role('Rockerboy', 'Charismatic Impact', true),
  solo: role('Solo', 'Combat Awareness', false, {
    abilities: [
      ability('Damage Deflection', {
        bonusRatio: 2,
        universalBonuses: ['damageReduction'],
        isSituational: true,
        onByDefault: true,
      }),
      ability('Fumble Recovery', { bonusRatio: 4, universalBonuses: ['fumbleRecovery'] }),
      ability('Initiative Reaction', { universalBonuses: ['initiative'] }),
      ability('Precision Attack', { bonusRatio: 3, universalBonuses: ['attack'] }),
      ability('Spot Weakness', { universalBonuses: ['damage'], isSituational: true, onByDefault: true }),
      ability('Threat Detection', { bonuses: ['Perception'] }),
    ],
  }),
  netrunner: role('Netrunner', 'Interface', true),
  tech: role('Tech', 'Maker', false, {
    abilities: [
      techExpertise('Fabrication Expertise'),
      techExpertise('Field Expertise'),
      techExpertise('Invention Expertise'),
      techExpertise('Upgrade Expertise'),
    ],
  }),
  medtech: role('Medtech', 'Medicine', false, {
    abilities: [
      ability('Medical Tech (Cryosystem Operation)', { multiplier: 0.5 }),
      ability('Medical Tech (Pharmaceuticals)', { multiplier: 0.5 }),
      ability('Medical Tech Skill', { multiplier: 0.5, stat: 'tech', hasRoll: true }),
      ability('Surgery', { multiplier: 0.5 }),
      ability('Surgery Skill', { multiplier: 0.25, stat: 'tech', hasRoll: true }),
    ],
  }),
  media: role('Media', 'Credibility', true),
  exec: role('Exec', 'Teamwork', false),
  lawman: role('Lawman', 'Backup', false),
  fixer: role('Fixer', 'Operator', false, {
    abilities: [ability('Haggle', { stat: 'cool', hasRoll: true, skill: 'Trading', followsRoleRank: true })],
  }),
  nomad: role('Nomad', 'Moto', false, {
    bonuses: [
      'Air Vehicle Tech',
      'Drive Land Vehicle',
      'Land Vehicle Tech',
      'Pilot Air Vehicle',
      'Pilot Sea Vehicle',
      'Sea Vehicle Tech',
    ],
  }),
};
