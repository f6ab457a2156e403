import { and, eq, exists, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { session } from '../db/schema/auth.ts';
import { campaignMembers, campaigns } from '../db/schema/campaigns.ts';
import { characters } from '../db/schema/characters.ts';
import { shareLinks } from '../db/schema/share-links.ts';
import { AppError } from '../lib/app-error.ts';
import { hashShareToken } from './share-links/share-token.ts';

/**
 * Who may see or change what. Every route that touches a character asks this module, and the
 * domain operations take only what it answers, so a rule changed here holds for every route.
 *
 * A character is the owner's; the GM of the campaign it plays in may read it too (decision 022), and
 * nothing more. Whoever holds a live share link may view that one character (`sharedCharacterScope`),
 * and nothing else. Campaigns have their own rules below.
 */

/** Whoever makes the request: a signed-in user. */
export type Actor = { userId: string };

/**
 * What an actor may want to do with saved characters: see them on their own list (the home screen),
 * read one by id, change what one holds (edit it), copy it, export it (JSON, Foundry VTT, PDF), share
 * it by link, see whether it is shared and revoke that link, bring it into a campaign's party, retire
 * one, take them along in "download my data", erase them with the account. Only an active character can
 * be changed or shared; a retired one stays readable, exportable and copyable.
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
  /** The actor it was granted to; null for a share link's scope. */
  readonly actorId: string | null;
  readonly [granted]: true;
};

/** The actor as a rule sees it: a user id, or the placeholder of a prepared query (preparedCharacterRule). */
type RuleActor = { userId: string | Placeholder };

const ownedBy = (actor: RuleActor): SQL => eq(characters.userId, actor.userId);
const ownedAndActive = (actor: RuleActor): SQL => and(ownedBy(actor), eq(characters.status, 'active')) as SQL;

// Subqueries of the campaign rules use their own aliases, so a query that joins the campaign tables
// itself never mixes its rows with the rule's.
const builder = new QueryBuilder();
const ruleCampaign = alias(campaigns, 'rule_campaign');
const ruleMember = alias(campaignMembers, 'rule_member');

/** The character plays, through an active membership, in a campaign the actor runs. */
const inActorsCampaign = (actor: RuleActor): SQL =>
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
    actorId: null,
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

// --- campaigns (decision 022) ------------------------------------------------------------------

/**
 * What an actor may want to do with campaigns: see them in "Continue Campaign" and open one (the GM
 * and the active players), run one (the GM: invites, removals, closing), play in one (an active
 * player: bring or take back a character, leave).
 */
export const CAMPAIGN_ACTIONS = ['list', 'view', 'manage', 'play'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

/** The campaigns an actor may act on, as a condition on the campaigns table (made only here). */
export type CampaignScope<A extends CampaignAction = CampaignAction> = {
  readonly action: A;
  readonly where: SQL;
  readonly [granted]: true;
};

const runBy = (actor: Actor): SQL => eq(campaigns.gmUserId, actor.userId);
/** The actor sits at the campaign's table now: not a player who left or was removed. */
const playedInBy = (actor: Actor): SQL =>
  exists(
    builder
      .select({ one: sql`1` })
      .from(ruleMember)
      .where(
        and(
          eq(ruleMember.campaignId, campaigns.id),
          eq(ruleMember.userId, actor.userId),
          eq(ruleMember.status, 'active'),
        ),
      ),
  );
const atTheTable = (actor: Actor): SQL => or(runBy(actor), playedInBy(actor)) as SQL;

const CAMPAIGN_RULES: Record<CampaignAction, (actor: Actor) => SQL> = {
  list: atTheTable,
  view: atTheTable,
  manage: runBy,
  play: playedInBy,
};

/** The campaigns `actor` may `action`. */
export function campaignScope<A extends CampaignAction>(actor: Actor, action: A): CampaignScope<A> {
  return { action, where: CAMPAIGN_RULES[action](actor) } as CampaignScope<A>;
}

/**
 * The one answer for a campaign outside the actor's scope, identical to the answer for an id that
 * does not exist: a former player, a removed one or a stranger learns nothing about it.
 */
export function campaignNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Campaign not found.');
}

/** Who runs a new campaign: whoever creates it. */
export function gmOfNewCampaign(actor: Actor): string {
  return actor.userId;
}

/** A closed campaign changes no more: no joins, no characters brought or taken, no invites. */
export function assertCampaignOpen(campaign: { status: string }): void {
  if (campaign.status !== 'open') throw new AppError('CAMPAIGN_CLOSED');
}

/** One account runs at most LIMITS.campaignsRunMax open campaigns. */
export function assertMayRunAnother(openCampaignsRun: number, max: number): void {
  if (openCampaignsRun >= max) throw new AppError('CAMPAIGN_QUOTA_EXCEEDED');
}

/** One table seats at most LIMITS.campaignPlayersMax players. */
export function assertRoomAtTheTable(activePlayers: number, max: number): void {
  if (activePlayers >= max) throw new AppError('CAMPAIGN_FULL');
}

/** What the table's house settings read of a character that would join the party. */
export interface CharacterAtTheDoor {
  characterType: string;
  status: string;
  /** Saved under the player's "House rules" tick. */
  houseRules: boolean;
}

/**
 * Whether a character may join a campaign's party: an active one, made with a method the GM allows,
 * and under house rules only where the GM takes them.
 */
export function assertCharacterFits(
  campaign: { allowedMethods: readonly string[]; acceptsHouseRules: boolean },
  character: CharacterAtTheDoor,
): void {
  if (character.status !== 'active') throw new AppError('CHARACTER_RETIRED');
  if (!campaign.allowedMethods.includes(character.characterType))
    throw new AppError('CAMPAIGN_METHOD_NOT_ALLOWED');
  if (character.houseRules && !campaign.acceptsHouseRules) throw new AppError('CAMPAIGN_HOUSE_RULES_REFUSED');
}

/**
 * Whether an invite lets this actor in: not revoked, not expired, and, for a player the GM removed,
 * made after the removal (the GM who sends a new link means it). Every other case is the one
 * INVITE_NOT_VALID, so a link's holder never learns why.
 */
export function inviteAdmits(
  invite: { revokedAt: Date | null; expiresAt: Date | null; createdAt: Date },
  membership: { status: string; leftAt: Date | null } | null,
  now: Date = new Date(),
): boolean {
  if (invite.revokedAt) return false;
  if (invite.expiresAt && invite.expiresAt.getTime() <= now.getTime()) return false;
  if (membership?.status === 'removed' && membership.leftAt && membership.leftAt >= invite.createdAt)
    return false;
  return true;
}

/** The one answer for an invite that does not let the actor in, whatever the reason. */
export function inviteNotValid(): AppError {
  return new AppError('INVITE_NOT_VALID');
}
