import type { PlayCommand, PlayCommandKind } from './play-commands.ts';

// Who may send which play command (decision 045): the server refuses by these rules, and the play view
// shows only what they allow, so the two never disagree. Reach (who sees the character at all) stays the
// server's policy; this is what each one within reach may do.

/** Where the sender sits at the table: the character's owner or its open campaign's GM, and whether it plays in a campaign. */
export interface PlaySeat {
  readonly viewer: 'owner' | 'gm';
  readonly inCampaign: boolean;
}

/** What the GM may do to a player's character: hurt (Black ICE too), heal, treat, roll (privately too), start the session, undo. */
export const GM_COMMANDS: ReadonlySet<PlayCommandKind> = new Set<PlayCommandKind>([
  'takeDamage',
  'heal',
  'stabilize',
  'treatInjury',
  'deathSave',
  'roll',
  'netHit',
  'startGameSession',
  'undo',
]);

/** The refusals, as the player reads them. */
export const PLAY_POLICY_MESSAGES = {
  privateRoll: 'Only the GM rolls privately.',
  playerOnly: 'Only the player does that for their character.',
  luck: "Only the player spends the character's Luck.",
  cyberpsycho: "A cyberpsycho has left the player's hands: only the GM acts.",
  gameSession: 'In a campaign the GM starts the game session.',
  injury: 'In a campaign only the GM picks a critical injury by hand.',
} as const;

/**
 * Whether the seat may send a command of this kind now. The GM sends only GM_COMMANDS; outside a
 * campaign there is no GM, so the owner sends every kind; in one, the owner neither starts the game
 * session nor acts on a cyberpsycho (in the GM's hands alone).
 */
export function mayUseCommand(seat: PlaySeat, kind: PlayCommandKind, cyberpsycho: boolean): boolean {
  if (seat.viewer === 'gm') return GM_COMMANDS.has(kind);
  if (!seat.inCampaign) return true;
  return !cyberpsycho && kind !== 'startGameSession';
}

/** Whether the seat may spend the character's Luck (on a roll or on its own): the owner's alone. */
export function maySpendLuck(seat: PlaySeat): boolean {
  return seat.viewer === 'owner';
}

/** Whether the seat may roll privately (the roll stays out of the owner's log): the GM's alone. */
export function mayRollPrivately(seat: PlaySeat): boolean {
  return seat.viewer === 'gm';
}

function luckOf(command: PlayCommand): number {
  if (command.kind === 'roll' && 'luck' in command.roll) return command.roll.luck ?? 0;
  if (command.kind === 'fire' && 'luck' in command) return command.luck ?? 0;
  return command.kind === 'spendLuck' ? command.points : 0;
}

/**
 * Why the seat may not send this command now, or null when it may: the rules of `mayUseCommand`, the
 * Luck and the private roll, and, in a campaign, an injury picked by hand is the GM's. (A dead
 * character is the rules' refusal, not the policy's.)
 */
export function playPolicyRefusal(seat: PlaySeat, command: PlayCommand, cyberpsycho: boolean): string | null {
  if (command.kind === 'roll' && command.private && !mayRollPrivately(seat))
    return PLAY_POLICY_MESSAGES.privateRoll;
  if (seat.viewer === 'gm') {
    if (!GM_COMMANDS.has(command.kind)) return PLAY_POLICY_MESSAGES.playerOnly;
    return luckOf(command) > 0 ? PLAY_POLICY_MESSAGES.luck : null;
  }
  if (!seat.inCampaign) return null;
  if (cyberpsycho) return PLAY_POLICY_MESSAGES.cyberpsycho;
  if (command.kind === 'startGameSession') return PLAY_POLICY_MESSAGES.gameSession;
  if (command.kind === 'takeDamage' && command.injury) return PLAY_POLICY_MESSAGES.injury;
  return null;
}
