import { type CommandResult, refuse, refuseDead } from './result.ts';
import { empOf, type PlayState, settle } from './state.ts';

/**
 * Luck and Humanity across a game session (docs/rules/play.md#rolls, #humanity-in-play): the Luck
 * pool refills at the start of each session; Humanity moves with therapy, chrome and trauma, never
 * above its maximum, and at 0 the character is a cyberpsycho.
 */

/** Spends Luck outside a roll (a roll spends its own); refused when not enough is left. */
export function spendLuck(state: PlayState, command: { readonly points: number }): CommandResult {
  if (state.dead) return refuseDead();
  const { points } = command;
  if (!Number.isInteger(points) || points < 1) return refuse('INVALID_COMMAND', 'Spend 1 Luck or more.');
  if (points > state.luck)
    return refuse('NOT_ENOUGH_LUCK', `Only ${state.luck} Luck left this game session.`);
  const luck = state.luck - points;
  return {
    state: { ...state, luck },
    explanation: `Spent ${points} Luck; ${luck} of ${state.luckMax} left this session.`,
  };
}

/** Starts a game session: the Luck pool is full again. */
export function startGameSession(state: PlayState): CommandResult {
  if (state.dead) return refuseDead();
  return {
    state: { ...state, luck: state.luckMax },
    explanation: `New game session: Luck back to ${state.luckMax} (it was ${state.luck}).`,
  };
}

/**
 * Changes Humanity by a signed amount: a gain stops at the maximum (refused when already there), a loss
 * may go to 0 and below, where the character becomes a cyberpsycho. EMP follows: Humanity / 10.
 */
export function changeHumanity(
  state: PlayState,
  command: { readonly amount: number; readonly reason?: string },
): CommandResult {
  if (state.dead) return refuseDead();
  const { amount } = command;
  if (!Number.isInteger(amount) || amount === 0)
    return refuse('INVALID_COMMAND', 'Humanity changes by a whole number other than 0.');
  if (amount > 0 && state.humanity >= state.humanityMax)
    return refuse('HUMANITY_AT_MAX', `Humanity is at its maximum ${state.humanityMax}.`);
  const humanity =
    amount > 0 ? Math.min(state.humanityMax, state.humanity + amount) : state.humanity + amount;
  const next = settle({ ...state, humanity });
  const reason = command.reason ? ` (${command.reason})` : '';
  const psycho =
    next.cyberpsycho && !state.cyberpsycho
      ? "; at 0 the character is a cyberpsycho and leaves the player's hands"
      : '';
  return {
    state: next,
    explanation: `Humanity ${state.humanity} -> ${humanity}${reason}, EMP ${empOf(humanity)}${psycho}.`,
  };
}
