import type { PlayCommand } from '@edgeforge/contracts/play-commands';
import { playPolicyRefusal } from '@edgeforge/contracts/play-policy';
import type { PlayState } from '@edgeforge/rules/play/state';
import { eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { characters } from '../../db/schema/characters.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { inActorsCampaign } from '../characters/policies.ts';

/**
 * Who may play which character, and do what to it (decision 038). The owner plays their own; the GM of
 * the OPEN campaign the character is attached to (through an active membership) reaches it too. Anyone
 * else, a removed player's GM or the GM of a closed campaign included, gets the 404 of an unknown id.
 * Within reach, what each may do depends on the command and the state: `assertMayAct`.
 */

declare const granted: unique symbol;

/** The characters an actor may play or run at the table, as a condition on the characters table. */
export type PlayScope = { readonly where: SQL; readonly actorId: string; readonly [granted]: true };

const playWhere = (actor: { userId: string | Placeholder }): SQL =>
  or(eq(characters.userId, actor.userId), inActorsCampaign(actor, { openOnly: true })) as SQL;

/** The characters `actor` reaches at the table: their own, and those at their open campaigns. */
export function playScope(actor: Actor): PlayScope {
  return { where: playWhere(actor), actorId: actor.userId } as PlayScope;
}

/**
 * `playScope`'s condition for a query prepared once: the actor's id is the placeholder `actorId`, which
 * the query is run with as `scope.actorId` (a scope is only ever made by `playScope`).
 */
export const preparedPlayWhere = (): SQL => playWhere({ userId: sql.placeholder('actorId') });

/** Where the actor stands to a character in reach, and the open campaign it plays in, if any. */
export interface PlayReach {
  readonly characterId: string;
  readonly viewer: 'owner' | 'gm';
  readonly campaignId: string | null;
  /** The character's owner: an event's actor is told apart by it, never shown. */
  readonly ownerId: string;
  /** A retired character keeps its sheet and its log, and is out of play. */
  readonly retired: boolean;
  /** The character's name, which the play view is titled by. */
  readonly name: string;
}

/**
 * Whether the actor may send this command for the character now, by the rules the play view shows
 * too (`@edgeforge/contracts/play-policy`, decision 045); a retired character is out of play for all.
 */
export function assertMayAct(reach: PlayReach, command: PlayCommand, state: PlayState): void {
  if (reach.retired) throw new AppError('CHARACTER_RETIRED', 'A retired character is out of play.');
  const seat = { viewer: reach.viewer, inCampaign: reach.campaignId !== null };
  const refusal = playPolicyRefusal(seat, command, state.cyberpsycho);
  if (refusal !== null) throw new AppError('PLAY_NOT_ALLOWED', refusal);
}

/** Whether an event is a roll the GM made privately: it stays out of the owner's log and out of undo. */
export function isPrivateRoll(event: { kind: string; command: unknown }): boolean {
  return event.kind === 'roll' && (event.command as { private?: boolean }).private === true;
}

/** Whether the viewer reads an event of the log: the GM reads all, the owner all but private rolls. */
export function readsEvent(reach: PlayReach, event: { kind: string; command: unknown }): boolean {
  return reach.viewer === 'gm' || !isPrivateRoll(event);
}

/** Entered dice are the owner's: the GM and server-mode rolls use the server's dice. */
export function usesEnteredDice(reach: PlayReach, diceMode: string): boolean {
  return reach.viewer === 'owner' && diceMode === 'entered';
}
