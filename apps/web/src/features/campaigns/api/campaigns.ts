import { API_ROUTES, type ApiRequestLine, requestOf } from '@edgeforge/contracts/api-routes';
import {
  type CampaignDetail,
  type CreateCampaignRequest,
  campaignListResponseSchema,
  campaignResponseSchema,
  createInviteResponseSchema,
  type UpdateCampaignSettingsRequest,
} from '@edgeforge/contracts/campaigns';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { apiDownload, saveFile } from '../../../lib/api-download.ts';

/** Query keys of campaigns; every cache entry about them lives under `campaigns`. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  detail: (id: string) => [...campaignKeys.all, 'detail', id] as const,
};

/** "Continue Campaign": the campaigns the player runs or plays in, most recent activity first. */
export function campaignsQueryOptions() {
  return queryOptions({
    queryKey: campaignKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiFetch(requestOf(API_ROUTES.listCampaigns), { schema: campaignListResponseSchema, signal }))
        .campaigns,
  });
}

/** One campaign's page: settings, GM, party and, for the GM, the invite link's state. */
export function campaignQueryOptions(id: string) {
  return queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(requestOf(API_ROUTES.getCampaign, { id }), { schema: campaignResponseSchema, signal }))
        .campaign,
  });
}

/**
 * A change at the table that answers the campaign as it now is: the page shows it at once, the list is
 * refreshed, and `onChanged` (the route's: the characters' campaign names) runs.
 */
function useTableChange<V>(request: (variables: V) => Promise<CampaignDetail>, onChanged?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
      await queryClient.invalidateQueries({ queryKey: campaignKeys.list() });
      await onChanged?.();
    },
  });
}

const detailOf = async (request: ApiRequestLine, body?: unknown) =>
  (await apiFetch(request, { body, schema: campaignResponseSchema })).campaign;

/** New Campaign: the creator becomes its GM. */
export function useCreateCampaign() {
  return useTableChange((request: CreateCampaignRequest) =>
    detailOf(requestOf(API_ROUTES.createCampaign), request),
  );
}

/** The GM ends the campaign: characters go free, the invite stops working. */
export function useCloseCampaign(id: string, onChanged?: () => unknown) {
  return useTableChange(() => detailOf(requestOf(API_ROUTES.closeCampaign, { id })), onChanged);
}

/** The GM revokes the invite link. */
export function useRevokeInvite(id: string) {
  return useTableChange(() => detailOf(requestOf(API_ROUTES.revokeInvite, { id })));
}

/** The GM sends a player away. */
export function useRemoveMember(id: string, onChanged?: () => unknown) {
  return useTableChange(
    (userId: string) => detailOf(requestOf(API_ROUTES.removeMember, { id, userId })),
    onChanged,
  );
}

/** The player brings one of their saved characters. */
export function useAttachCharacter(id: string, onChanged?: () => unknown) {
  return useTableChange(
    (characterId: string) => detailOf(requestOf(API_ROUTES.attachCharacter, { id }), { characterId }),
    onChanged,
  );
}

/** The player takes their character back. */
export function useDetachCharacter(id: string, onChanged?: () => unknown) {
  return useTableChange(() => detailOf(requestOf(API_ROUTES.detachCharacter, { id })), onChanged);
}

/**
 * A new invite link for the GM to copy, the last one stopped; the page is refreshed to show it live.
 * The token is in the answer this once.
 */
export function useCreateInvite(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (expiresInDays: number | null) =>
      (
        await apiFetch(requestOf(API_ROUTES.createInvite, { id }), {
          body: { expiresInDays },
          schema: createInviteResponseSchema,
        })
      ).invite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.detail(id) }),
  });
}

/** The player leaves: the campaign is gone from their list and their character is free. */
export function useLeaveCampaign(id: string, onChanged?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(requestOf(API_ROUTES.leaveCampaign, { id })),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: campaignKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: campaignKeys.list() });
      await onChanged?.();
    },
  });
}

/**
 * The GM's "Export the party to Foundry": fetches the zip of one Foundry VTT actor per attached
 * character and hands it to the browser under the server's name. Fetched, not linked, so a refusal is
 * said on the page (decision 052).
 */
export async function downloadPartyFoundry(id: string): Promise<void> {
  saveFile(await apiDownload(requestOf(API_ROUTES.exportCampaignFoundry, { id }), 'fvtt-party.zip'));
}

/** The GM changes the table's house settings. */
export function useUpdateCampaignSettings(id: string) {
  return useTableChange((settings: UpdateCampaignSettingsRequest) =>
    detailOf(requestOf(API_ROUTES.updateCampaignSettings, { id }), settings),
  );
}
