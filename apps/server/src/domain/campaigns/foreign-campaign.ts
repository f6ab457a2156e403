import { and, eq, not } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { isRecordId } from './campaign-records.ts';
import type { CampaignScope } from './policies.ts';

/**
 * Whether a campaign the actor was refused exists outside their scope: a stranger, a former or a
 * removed player reaching for it. Only the security log asks; the actor's answer stays the plain 404.
 */
export async function isForeignCampaign(db: Database, scope: CampaignScope, id: string): Promise<boolean> {
  if (!isRecordId(id)) return false;
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), not(scope.where)))
    .limit(1);
  return row !== undefined;
}
