import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { campaigns } from '../../db/schema/campaigns.ts';
import { netArchitectures } from '../../db/schema/net.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';

/**
 * Who reaches a campaign's NET (decision 058): its architectures are the GM's alone, to build, read,
 * edit and delete, open campaign or closed. Anyone else, a player of the campaign included, gets the
 * 404 of an unknown id, and so does an architecture of another campaign named under this one.
 */

declare const granted: unique symbol;

/** The architectures an actor may touch, as a condition on their table (made only here). */
export type ArchitectureScope = { readonly where: SQL; readonly [granted]: true };

const builder = new QueryBuilder();

/** The architectures of campaign `campaignId`, if `actor` runs it. */
export function architectureScope(actor: Actor, campaignId: string): ArchitectureScope {
  const run = builder
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.gmUserId, actor.userId)));
  return {
    where: and(eq(netArchitectures.campaignId, campaignId), inArray(netArchitectures.campaignId, run)) as SQL,
  } as ArchitectureScope;
}

/** The one answer for an architecture out of reach, the same as for one that does not exist. */
export function architectureNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Architecture not found.');
}
