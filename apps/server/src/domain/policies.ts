import { and, eq, type SQL, sql } from 'drizzle-orm';
import { session } from '../db/schema/auth.ts';
import { characters } from '../db/schema/characters.ts';
import { shareLinks } from '../db/schema/share-links.ts';
import { AppError } from '../lib/app-error.ts';
import { hashShareToken } from './share-links/share-token.ts';

/**
 * Who may see or change what. Every route that touches a character asks this module, and the
 * domain operations take only what it answers, so a rule changed here holds for every route.
 *
 * A character is the owner's alone, with one exception: whoever holds a live share link may view that
 * one character (`sharedCharacterScope`), and nothing else. A campaign's GM and members would become
 * further conditions of a character rule (an `or(...)` beside `ownedBy`).
 */

/** Whoever makes the request: a signed-in user. */
export type Actor = { userId: string };

/**
 * What an actor may want to do with saved characters: see them on their own list (the home screen),
 * read one by id, change what one holds (edit it), copy it, export it (JSON, Foundry VTT, PDF), share
 * it by link, retire one, take them along in "download my data", erase them with the account. Only an
 * active character can be changed or shared; a retired one stays readable, exportable and copyable.
 */
export const CHARACTER_ACTIONS = [
  'list',
  'view',
  'change',
  'duplicate',
  'share',
  'retire',
  'export',
  'erase',
] as const;
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
const ownedAndActive = (actor: Actor): SQL => and(ownedBy(actor), eq(characters.status, 'active')) as SQL;

/** One rule per action: the condition a character row must meet for the actor. */
const CHARACTER_RULES: Record<CharacterAction, (actor: Actor) => SQL> = {
  list: ownedBy,
  view: ownedBy,
  change: ownedAndActive,
  duplicate: ownedBy,
  share: ownedAndActive,
  retire: ownedBy,
  export: ownedBy,
  erase: ownedBy,
};

/** The characters `actor` may `action`. */
export function characterScope<A extends CharacterAction>(actor: Actor, action: A): CharacterScope<A> {
  return { action, where: CHARACTER_RULES[action](actor) } as CharacterScope<A>;
}

/**
 * The one character a share link's token opens, read-only: an active character with a live link of
 * that token. A revoked, replaced or unknown token opens nothing, and the answer is the same 404.
 */
export function sharedCharacterScope(token: string): CharacterScope<'view'> {
  const live = and(
    eq(shareLinks.characterId, characters.id),
    eq(shareLinks.tokenHash, hashShareToken(token)),
  );
  return {
    action: 'view',
    where: and(
      eq(characters.status, 'active'),
      sql`exists (select 1 from ${shareLinks} where ${live})`,
    ) as SQL,
  } as CharacterScope<'view'>;
}

/** The share links an actor may see, make or revoke: those of their own characters. */
export function shareLinkScope(actor: Actor): SQL {
  return eq(shareLinks.userId, actor.userId);
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
