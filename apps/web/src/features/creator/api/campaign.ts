import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import { campaignResponseSchema } from '@edgeforge/contracts/campaigns';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';

/**
 * The campaign a character is being built for (decision 022): its name, the creation methods its GM
 * allows and its Complete Package STAT points. The creator reads it itself; the campaigns feature is not its to import.
 */
export function buildCampaignQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['creator', 'campaign', id] as const,
    queryFn: async ({ signal }) => {
      const request = requestOf(API_ROUTES.getCampaign, { id });
      const { campaign } = await apiFetch(request, { schema: campaignResponseSchema, signal });
      return {
        id: campaign.id,
        name: campaign.name,
        allowedMethods: campaign.allowedMethods,
        completeStatPoints: campaign.completeStatPoints,
      };
    },
  });
}
