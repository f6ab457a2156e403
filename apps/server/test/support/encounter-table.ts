import type { Npc } from '@edgeforge/contracts/gm';
import { expectJson, tableOfTwo } from './campaigns.ts';
import type { TestContext } from './harness.ts';

/** A campaign's GM and two seated players, and two Mooks rolled for the GM's roster: an encounter's table. */
export async function encounterTable(
  ctx: TestContext,
): Promise<{ t: Awaited<ReturnType<typeof tableOfTwo>>; mooks: Npc[] }> {
  const t = await tableOfTwo(ctx);
  const rolled = await ctx.request(`/api/campaigns/${t.campaignId}/npcs/roll`, {
    method: 'POST',
    cookie: t.gm.cookie,
    json: { tier: 'mook', count: 2 },
  });
  return { t, mooks: (await expectJson<{ npcs: Npc[] }>(rolled, 201)).npcs };
}
