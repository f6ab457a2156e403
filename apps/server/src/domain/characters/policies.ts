import { and, eq, exists, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { campaignMembers, campaigns } from '../../db/schema/campaigns.ts';
import { characters } from '../../db/schema/characters.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';

/**
 * Who may see or change which characters. Every route that touches a character asks this module,
 * and the domain operations take only what it answers, so a rule changed here holds for every route.
 *
 * A character is the owner's; the GM of the campaign it plays in may read it too (decision 022), and
 * nothing more. Whoever holds a live share link may view that one character
 * (`share-links/policies.ts`), and nothing else. Campaigns have their own rules
 * (`campaigns/policies.ts`).
 */

/**
 * What an actor may want to do with saved characters: see them on their own list (the home screen),
 * read one by id, change what one holds (edit it), copy it, download it (JSON, Foundry VTT, PDF), share
 * it by link, see whether it is shared and revoke that link, bring it into a campaign's party, retire
 * one, take them along in "download my data" (`export`), erase them with the account. Only an active
 * character can be changed or shared; a retired one stays readable, downloadable and copyable.
 */
export const CHARACTER_ACTIONS = [
  'list',
  'view',
  'change',
  'duplicate',
  'share',
  'manage-share',
  'attach',
  'retire',
  'download',
  'export',
  'erase',
] as const;
export type CharacterAction = (typeof CHARACTER_ACTIONS)[number];

declare const granted: unique symbol;

/**
 * The characters an actor may act on, as a condition on the characters table. Only the policies make
 * one (this module, and `share-links/policies.ts` for a link's one character); operations put it in
 * their WHERE clause, so the check and the read are one query.
 */
export type CharacterScope<A extends CharacterAction = CharacterAction> = {
  readonly action: A;
  readonly where: SQL;
  /** The actor it was granted to; null for a share link's scope. */
  readonly actorId: string | null;
  readonly [granted]: true;
};

/** The actor as a rule sees it: a user id, or the placeholder of a prepared query (preparedCharacterRule). */
type RuleActor = { userId: string | Placeholder };

const ownedBy = (actor: RuleActor): SQL => eq(characters.userId, actor.userId);
const ownedAndActive = (actor: RuleActor): SQL => and(ownedBy(actor), eq(characters.status, 'active')) as SQL;

// The campaign subquery uses its own aliases, so a query that joins the campaign tables itself never
// mixes its rows with the rule's.
const builder = new QueryBuilder();
const ruleCampaign = alias(campaigns, 'rule_campaign');
const ruleMember = alias(campaignMembers, 'rule_member');

/**
 * The character plays, through an active membership, in a campaign the actor runs (only an open one
 * with `openOnly`: the reach of play at the table, domain/play/policies.ts).
 */
export const inActorsCampaign = (actor: RuleActor, { openOnly = false } = {}): SQL =>
  exists(
    builder
      .select({ one: sql`1` })
      .from(ruleMember)
      .innerJoin(ruleCampaign, eq(ruleCampaign.id, ruleMember.campaignId))
      .where(
        and(
          eq(ruleMember.characterId, characters.id),
          eq(ruleMember.status, 'active'),
          eq(ruleCampaign.gmUserId, actor.userId),
          openOnly ? eq(ruleCampaign.status, 'open') : undefined,
        ),
      ),
  );

/** One rule per action: the condition a character row must meet for the actor. */
const CHARACTER_RULES: Record<CharacterAction, (actor: RuleActor) => SQL> = {
  list: ownedBy,
  // The GM reads a player's sheet; changing, copying, sharing or retiring it stays the owner's alone.
  view: (actor) => or(ownedBy(actor), inActorsCampaign(actor)) as SQL,
  change: ownedAndActive,
  duplicate: ownedBy,
  share: ownedAndActive,
  // Sharing is the owner's alone: the GM who reads the sheet neither sees the link nor revokes it.
  'manage-share': ownedBy,
  // Any of the owner's characters: a retired one is then refused by name (CHARACTER_RETIRED).
  attach: ownedBy,
  retire: ownedBy,
  // The three downloads: the owner's, and the GM's of the open campaign the character plays in now
  // (decision 052). A removed or departed player's character, or a closed campaign's, is out of reach.
  download: (actor) => or(ownedBy(actor), inActorsCampaign(actor, { openOnly: true })) as SQL,
  // "Download my data" takes the account's own characters, never the party's.
  export: ownedBy,
  erase: ownedBy,
};

/** The characters `actor` may `action`. */
export function characterScope<A extends CharacterAction>(actor: Actor, action: A): CharacterScope<A> {
  return { action, where: CHARACTER_RULES[action](actor), actorId: actor.userId } as CharacterScope<A>;
}

/** The placeholder that stands for the actor in a prepared rule. */
const SCOPE_ACTOR = 'scopeActor';

/**
 * The same rule as characterScope's for `action`, with the actor left as a placeholder: for a query
 * built and prepared once (list-characters.ts) instead of on every request. Run it with
 * preparedScopeParams of the scope the request was granted.
 */
export function preparedCharacterRule(action: CharacterAction): SQL {
  return CHARACTER_RULES[action]({ userId: sql.placeholder(SCOPE_ACTOR) });
}

/** The values of a prepared rule's placeholders for a scope characterScope granted. */
export function preparedScopeParams(scope: CharacterScope): { [SCOPE_ACTOR]: string } {
  if (scope.actorId === null) throw new Error('a share link scope has no prepared rule');
  return { [SCOPE_ACTOR]: scope.actorId };
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
