import type { createCampaignRequestSchema } from '@edgeforge/contracts/campaigns';
import { LIMITS } from '@edgeforge/contracts/limits';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { assertMayRunAnother } from './policies.ts';

export type CreateCampaignInput = z.output<typeof createCampaignRequestSchema>;

/**
 * Opens a campaign with `gmUserId` as its GM, within the number of open campaigns one account may run.
 * The GM's user row is locked while counting, so two creations at once cannot both slip past the limit.
 */
export async function createCampaign(
  db: Database,
  gmUserId: string,
  input: CreateCampaignInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, gmUserId)).for('update');
    const running = await tx.$count(
      campaigns,
      and(eq(campaigns.gmUserId, gmUserId), eq(campaigns.status, 'open')),
    );
    assertMayRunAnother(running, LIMITS.campaignsRunMax);
    const [row] = await tx
      .insert(campaigns)
      .values({
        gmUserId,
        name: input.name,
        pitch: input.pitch,
        allowedMethods: input.allowedMethods,
        acceptsHouseRules: input.acceptsHouseRules,
        completeStatPoints: input.completeStatPoints,
      })
      .returning({ id: campaigns.id });
    if (!row) throw new Error('The campaign insert returned no row.');
    return row.id;
  });
}
