import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import { invitePreviewResponseSchema, joinCampaignResponseSchema } from '@edgeforge/contracts/campaigns';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { campaignKeys } from './campaigns.ts';

/** What an invite link opens, for the signed-in player: the campaign, its GM, where they stand. */
export function invitePreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invites', 'preview', token] as const,
    queryFn: async ({ signal }) =>
      (
        await apiFetch(requestOf(API_ROUTES.lookUpInvite), {
          body: { token },
          schema: invitePreviewResponseSchema,
          signal,
        })
      ).invite,
    // Each look-up counts against the invite rate limit: one per visit is enough.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Takes a seat at the campaign the invite opens; answers its id. */
export function useJoinCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (
        await apiFetch(requestOf(API_ROUTES.joinCampaign), {
          body: { token },
          schema: joinCampaignResponseSchema,
        })
      ).campaignId,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
