import type { PlayDice } from './dice.ts';
import { type CommandResult, refuse } from './result.ts';
import { type CheckCommand, type RollDetails, rollCheck } from './roll.ts';
import type { PlayState } from './state.ts';
import { weaponProfile } from './weapon-profile.ts';

/**
 * Attacking with a weapon in play (docs/rules/play.md#cyberweapons): a ranged weapon rolls REF, a
 * melee one DEX, each with its skill, as a ranged or a melee attack for the injuries that touch it.
 */

/** An attack: the weapon in play, the skill (the weapon's own when none is named), modifiers, Luck, DV. */
export type AttackCommand = Omit<CheckCommand, 'stat'> & { readonly weaponId: string };

/**
 * Rolls an attack with a weapon of the play state: 1d10 + REF (ranged) or DEX (melee) + the skill,
 * tagged as a ranged or a melee attack. Refused when the character has no such weapon, or when the
 * command names a skill other than the weapon's.
 */
export function rollAttack(
  state: PlayState,
  command: AttackCommand,
  dice: PlayDice,
): CommandResult<RollDetails> {
  const { weaponId, ...check } = command;
  const weapon = state.weapons[weaponId];
  if (!weapon) return refuse('UNKNOWN_WEAPON', 'The character has no such weapon in play.');
  const profile = weaponProfile(weapon.itemId);
  const tag = profile.melee ? ('meleeAttack' as const) : ('rangedAttack' as const);
  const tags = [...new Set([...(check.tags ?? []), tag])];
  // The weapon names its skill: a client naming another is refused, never rolled with.
  if (check.skill && profile.skill && check.skill !== profile.skill)
    return refuse('WRONG_SKILL', `${weapon.name} attacks with ${profile.skill}, not ${check.skill}.`);
  const skill = check.skill ?? profile.skill;
  return rollCheck(state, { ...check, skill, tags, stat: profile.melee ? 'DEX' : 'REF' }, dice);
}
