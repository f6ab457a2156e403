import { draftFromCharacter } from '@edgeforge/contracts/character-draft';
import { SKILL_CATALOGUE } from '@edgeforge/rules/data/skills';
import type { RoleId } from '@edgeforge/rules/ids';
import type { RoleAbilitySetup } from '@edgeforge/rules/role-ability';
import { checkPurchases } from '@edgeforge/rules/shop/budget';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { findCharacter } from '../characters/get-character.ts';
import { characterNotFound, characterScope } from '../characters/policies.ts';

/** What the career reads of the build: skill levels, the role, its ability's rank and set-up, the cash left. */
export interface BuildFacts {
  readonly skills: ReadonlyMap<string, number>;
  readonly role: RoleId | null;
  readonly roleRank: number | null;
  /** The role ability's set-up as creation made it, which a raise of the rank grows (decision 070). */
  readonly roleSetup: RoleAbilitySetup | null;
  /** The money creation left, which opens the eurobuck ledger. */
  readonly cashLeft: number;
}

/** Whether a skill costs double: by its name, or by its family's ("Language (Japanese)" is a Language). */
export function isDoubleCost(name: string): boolean {
  const info = SKILL_CATALOGUE[name] ?? SKILL_CATALOGUE[name.replace(/\s*\(.*\)$/, '')];
  return info?.isDoubleCost === true;
}

/** Whether the rules know a skill by this name, in the build or the catalogue. */
export function isKnownSkill(facts: BuildFacts, name: string): boolean {
  return facts.skills.has(name) || SKILL_CATALOGUE[name] !== undefined;
}

/**
 * The build's facts, read through the character policy's view scope (which holds every viewer the play
 * scope lets in): a character saved without a role or method cannot have a career.
 */
export async function readBuildFacts(db: Database, actor: Actor, characterId: string): Promise<BuildFacts> {
  const character = await findCharacter(db, characterScope(actor, 'view'), characterId);
  if (!character) throw characterNotFound();
  const draft = draftFromCharacter(character);
  if (!draft?.characterType) throw new AppError('PLAY_UNAVAILABLE');
  const skills = new Map(draft.skills.map((skill) => [skill.name, skill.ranks]));
  const { cashLeft } = checkPurchases(draft.characterType, draft.purchases ?? []);
  return {
    skills,
    role: draft.selectedRole ?? null,
    roleRank: draft.roleAbility?.rank ?? null,
    roleSetup: draft.roleAbility ?? null,
    cashLeft,
  };
}
