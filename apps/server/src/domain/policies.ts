import { eq, type SQL } from 'drizzle-orm';
import { session } from '../db/schema/auth.ts';
import { characters } from '../db/schema/characters.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * Who may see or change what. Every route that touches a character asks this module, and the
 * domain operations take only what it answers, so a rule changed here holds for every route.
 *
 * Today a character is the owner's alone. The filed features join here: a campaign's GM and members
 * become further conditions of a character rule (an `or(...)` beside `ownedBy`), and a share-link
 * holder becomes a second kind of Actor that the `view` rule recognises.
 */

/** Whoever makes the request: today always a signed-in user. */
export type Actor = { userId: string };

/**
 * What an actor may want to do with saved characters: see them on their own list (the home screen),
 * read one by id, change what one holds, retire one, take them along in "download my data", erase
 * them with the account. The last two stay the owner's alone whoever else comes to see a character.
 */
export const CHARACTER_ACTIONS = ['list', 'view', 'change', 'retire', 'export', 'erase'] as const;
export type CharacterAction = (typeof CHARACTER_ACTIONS)[number];

declare const granted: unique symbol;

/**
 * The characters an actor may act on, as a condition on the characters table. Only this module
 * makes one; operations put it in their WHERE clause, so the check and the read are one query.
 */
export type CharacterScope<A extends CharacterAction = CharacterAction> = {
  readonly action: A;
  readonly where: SQL;
  readonly [granted]: true;
};

const ownedBy = (actor: Actor): SQL => eq(characters.userId, actor.userId);

/** One rule per action: the condition a character row must meet for the actor. */
const CHARACTER_RULES: Record<CharacterAction, (actor: Actor) => SQL> = {
  list: ownedBy,
  view: ownedBy,
  change: ownedBy,
  retire: ownedBy,
  export: ownedBy,
  erase: ownedBy,
};

/** The characters `actor` may `action`. */
export function characterScope<A extends CharacterAction>(actor: Actor, action: A): CharacterScope<A> {
  return { action, where: CHARACTER_RULES[action](actor) } as CharacterScope<A>;
}

/** Who owns a character being saved: whoever saves it. */
export function ownerOfNewCharacter(actor: Actor): string {
  return actor.userId;
}

/**
 * The one answer for a character outside the actor's scope, identical to the answer for an id that
 * does not exist: nobody learns that another player's character is there.
 */
export function characterNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Character not found.');
}

/**
 * The sessions an actor may see on the account page and sign out: their own. Another user's session
 * id is answered like one that does not exist.
 */
export function sessionScope(actor: Actor): SQL {
  return eq(session.userId, actor.userId);
}

/** The account an actor may change, download or delete: their own, never another's. */
export function accountOf(actor: Actor): string {
  return actor.userId;
}
