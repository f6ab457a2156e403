import { foundryExportFileName, foundryNameSlug } from '@edgeforge/foundry/file-name';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Database } from '../../db/client.ts';
import { campaignMembers } from '../../db/schema/campaigns.ts';
import type { Actor } from '../actor.ts';
import { findCampaign } from '../campaigns/get-campaign.ts';
import { assertCampaignOpen, campaignScope } from '../campaigns/policies.ts';
import { characterScope } from '../characters/policies.ts';
import { exportCharacterFoundry } from './export-character-foundry.ts';

/** The party's zip: its bytes and its file name. */
export interface PartyFoundryExport {
  readonly bytes: Uint8Array;
  readonly fileName: string;
}

/** A file name not yet in `taken`: the name itself, or the name with `-2`, `-3`... before `.json`. */
function uniqueName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 2; ; n++) {
    const next = name.replace(/\.json$/, `-${n}.json`);
    if (!taken.has(next)) return next;
  }
}

/**
 * "Export the party to Foundry" (decision 052): the GM of an open campaign downloads every character
 * attached to it now, each the same Foundry VTT actor file the sheet's Export gives, in one zip. The
 * campaign is read in the GM's `manage` scope (a player or a stranger gets the usual 404), and each
 * character through the `download` rule (characters/policies.ts), so the zip holds exactly what the
 * GM could download one by one; a closed campaign is CAMPAIGN_CLOSED.
 */
export async function exportPartyFoundry(
  db: Database,
  actor: Actor,
  campaignId: string,
  publicUrl: string,
): Promise<PartyFoundryExport> {
  const campaign = await findCampaign(db, campaignScope(actor, 'manage'), campaignId);
  assertCampaignOpen(campaign);
  const attached = await db
    .select({ characterId: campaignMembers.characterId })
    .from(campaignMembers)
    .where(
      and(
        eq(campaignMembers.campaignId, campaign.id),
        eq(campaignMembers.status, 'active'),
        isNotNull(campaignMembers.characterId),
      ),
    )
    .orderBy(asc(campaignMembers.joinedAt), asc(campaignMembers.userId));
  const scope = characterScope(actor, 'download');
  const files: Record<string, Uint8Array> = {};
  for (const { characterId } of attached) {
    if (characterId === null) continue;
    const file = await exportCharacterFoundry(db, scope, characterId, publicUrl);
    files[uniqueName(foundryExportFileName(file.name), new Set(Object.keys(files)))] = strToU8(
      JSON.stringify(file),
    );
  }
  return {
    bytes: zipSync(files),
    fileName: `fvtt-party-${foundryNameSlug(campaign.name)}.zip`,
  };
}
