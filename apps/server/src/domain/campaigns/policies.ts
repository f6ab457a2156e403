import { campaignVariant } from '@edgeforge/rules/check/variant';
import { and, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { campaignMembers, campaigns } from '../../db/schema/campaigns.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';

/**
 * Who may see, run or play in which campaigns, and what a campaign's table lets in (decision 022).
 * Every campaign route asks this module; the character rules are in `characters/policies.ts`.
 */

/**
 * What an actor may want to do with campaigns: see them in "Continue Campaign" and open one (the GM
 * and the active players), run one (the GM: invites, removals, closing), play in one (an active
 * player: bring or take back a character, leave).
 */
export const CAMPAIGN_ACTIONS = ['list', 'view', 'manage', 'play'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

declare const granted: unique symbol;

/** The campaigns an actor may act on, as a condition on the campaigns table (made only here). */
export type CampaignScope<A extends CampaignAction = CampaignAction> = {
  readonly action: A;
  readonly where: SQL;
  readonly [granted]: true;
};

// The membership subquery uses its own alias, so a query that joins the members table itself never
// mixes its rows with the rule's.
const builder = new QueryBuilder();
const ruleMember = alias(campaignMembers, 'rule_member');

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
 * `campaignScope(actor, action)`'s condition for a query prepared once: the actor's id is the
 * placeholder `actorId`, which the query is run with as the actor's `userId`.
 */
export function preparedCampaignWhere(action: CampaignAction): SQL {
  return CAMPAIGN_RULES[action]({ userId: sql.placeholder('actorId') } as unknown as Actor);
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
  /** Complete Package: the campaign STAT points it was built with; null or missing for the book's 62. */
  campaignStatPoints?: number | null;
}

/** The table's house settings, as the door reads them. */
export interface TableSettings {
  allowedMethods: readonly string[];
  acceptsHouseRules: boolean;
  completeStatPoints: number;
}

/**
 * Whether a character may join a campaign's party: an active one, made with a method the GM allows,
 * under house rules only where the GM takes them, and a Complete Package one built with the table's
 * STAT points (docs/rules/gm.md#a-campaigns-creation-rules), which house rules the GM takes excuse.
 */
export function assertCharacterFits(campaign: TableSettings, character: CharacterAtTheDoor): void {
  if (character.status !== 'active') throw new AppError('CHARACTER_RETIRED');
  if (!campaign.allowedMethods.includes(character.characterType))
    throw new AppError('CAMPAIGN_METHOD_NOT_ALLOWED');
  if (character.houseRules && !campaign.acceptsHouseRules) throw new AppError('CAMPAIGN_HOUSE_RULES_REFUSED');
  const points = (value: number | null | undefined) => campaignVariant(value)?.statPoints ?? null;
  if (
    character.characterType === 'complete' &&
    !character.houseRules &&
    points(character.campaignStatPoints) !== points(campaign.completeStatPoints)
  )
    throw new AppError('CAMPAIGN_STAT_POINTS_MISMATCH');
}

/** An invite as the rules of its validity read it. */
interface InviteDates {
  revokedAt: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
}

/** Whether an invite still lets players in at all: its campaign open, not revoked, not expired. */
export function inviteIsLive(
  invite: InviteDates,
  campaign: { status: string },
  now: Date = new Date(),
): boolean {
  if (campaign.status !== 'open') return false;
  if (invite.revokedAt) return false;
  return !invite.expiresAt || invite.expiresAt.getTime() > now.getTime();
}

/**
 * Whether an invite lets this actor in: the invite live (`inviteIsLive`) and, for a player the GM
 * removed, made after the removal (the GM who sends a new link means it). Every other case is the one
 * INVITE_NOT_VALID, so a link's holder never learns why.
 */
export function inviteAdmits(
  invite: InviteDates,
  campaign: { status: string },
  membership: { status: string; leftAt: Date | null } | null,
  now: Date = new Date(),
): boolean {
  if (!inviteIsLive(invite, campaign, now)) return false;
  return !(membership?.status === 'removed' && membership.leftAt && membership.leftAt >= invite.createdAt);
}

/** The one answer for an invite that does not let the actor in, whatever the reason. */
export function inviteNotValid(): AppError {
  return new AppError('INVITE_NOT_VALID');
}
