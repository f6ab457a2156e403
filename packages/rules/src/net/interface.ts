import { catchDice, type PlayDice } from '../play/dice.ts';
import { type CommandResult, refuse, refuseDead } from '../play/result.ts';
import {
  luckRefusal,
  penaltyParts,
  type RollDetails,
  type RollPart,
  rollD10,
  settleRoll,
} from '../play/roll.ts';
import type { PlayState } from '../play/state.ts';
import {
  INTERFACE_ABILITIES,
  INTERFACE_ABILITY_NAMES,
  type InterfaceAbility,
  MAX_INTERFACE_RANK,
  NET_ACTIONS_BY_RANK,
} from './data/interface.ts';
import { boosterBonuses, type ProgramInPlay } from './programs.ts';

/**
 * Interface in play (docs/rules/net.md#interface): NET Actions per turn by rank, and the Interface
 * roll, 1d10 + Interface rank against a DV with the play rolls' critical 10 and 1, wound and injury
 * penalties, Luck, and the +2 of a rezzed booster.
 */

/** True for a whole rank from 1 to 10. */
export function isInterfaceRank(rank: number): boolean {
  return Number.isInteger(rank) && rank >= 1 && rank <= MAX_INTERFACE_RANK;
}

/** NET Actions per turn at this Interface rank: 2 at ranks 1-3, 3 at 4-6, 4 at 7-9, 5 at 10. */
export function netActionsFor(rank: number): number {
  if (!isInterfaceRank(rank)) throw new RangeError(`Interface rank is 1 to 10, got ${rank}.`);
  const band = NET_ACTIONS_BY_RANK.filter((row) => row.fromRank <= rank).at(-1);
  return band?.actions ?? NET_ACTIONS_BY_RANK[0].actions;
}

/** An Interface roll: the ability, the runner's rank, the DV, Luck spent, modifiers the GM names. */
export interface InterfaceRollCommand {
  readonly ability: InterfaceAbility;
  readonly rank: number;
  readonly dv?: number | null;
  readonly luck?: number;
  readonly modifiers?: readonly { readonly label: string; readonly value: number }[];
  /** The runner's programs: a rezzed booster adds its bonus to the ability it helps. */
  readonly programs?: readonly ProgramInPlay[];
}

function invalid(command: InterfaceRollCommand): string | null {
  if (!INTERFACE_ABILITIES.includes(command.ability))
    return `"${command.ability}" is not an Interface ability.`;
  if (!isInterfaceRank(command.rank)) return 'Only a Netrunner with Interface rank 1 to 10 rolls Interface.';
  const dv = command.dv ?? null;
  if (dv !== null && (!Number.isInteger(dv) || dv < 0)) return 'The DV is a whole number, 0 or more.';
  return null;
}

/**
 * Rolls an Interface ability: 1d10 (a 10 adds one more d10, a 1 takes one off) + Interface rank + the
 * rezzed boosters' bonus + the wound and injury penalties every action takes + the named modifiers +
 * Luck, against the DV (a tie fails). Refused when dead, for a rank outside 1-10, or for Luck not left.
 */
export function rollInterface(
  state: PlayState,
  command: InterfaceRollCommand,
  dice: PlayDice,
): CommandResult<RollDetails> {
  if (state.dead) return refuseDead();
  const problem = invalid(command);
  if (problem) return refuse('INVALID_COMMAND', problem);
  const luck = command.luck ?? 0;
  const refusal = luckRefusal(state, luck);
  if (refusal) return refusal;
  const parts: RollPart[] = [
    { label: 'Interface', value: command.rank, why: 'Interface rank' },
    ...boosterBonuses(command.programs ?? [], command.ability).map((bonus) => ({
      ...bonus,
      why: 'a rezzed booster',
    })),
    ...penaltyParts(state, []),
    ...(command.modifiers ?? []).map((modifier) => ({ ...modifier, why: 'named by the GM' })),
  ];
  const name = INTERFACE_ABILITY_NAMES[command.ability];
  return catchDice(() => {
    const rolled = settleRoll(state, rollD10(dice), parts, luck, command.dv ?? null, dice);
    return { ...rolled, explanation: `${name}: ${rolled.explanation}` };
  });
}
