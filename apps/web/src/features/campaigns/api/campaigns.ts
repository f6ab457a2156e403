import {
  type CampaignDetail,
  type CreateCampaignRequest,
  campaignListResponseSchema,
  campaignResponseSchema,
  createInviteResponseSchema,
} from '@edgeforge/contracts/campaigns';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';

/** Query keys of campaigns; every cache entry about them lives under `campaigns`. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  detail: (id: string) => [...campaignKeys.all, 'detail', id] as const,
};

const at = (id: string, rest = '') => `/api/campaigns/${encodeURIComponent(id)}${rest}`;

/** "Continue Campaign": the campaigns the player runs or plays in, most recent activity first. */
export function campaignsQueryOptions() {
  return queryOptions({
    queryKey: campaignKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/campaigns', { schema: campaignListResponseSchema, signal })).campaigns,
  });
}

/** One campaign's page: settings, GM, party and, for the GM, the invite link's state. */
export function campaignQueryOptions(id: string) {
  return queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(at(id), { schema: campaignResponseSchema, signal })).campaign,
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

const detailOf = async (path: string, method: string, body?: unknown) =>
  (await apiFetch(path, { method, body, schema: campaignResponseSchema })).campaign;

/** New Campaign: the creator becomes its GM. */
export function useCreateCampaign() {
  return useTableChange((request: CreateCampaignRequest) => detailOf('/api/campaigns', 'POST', request));
}

/** The GM ends the campaign: characters go free, the invite stops working. */
export function useCloseCampaign(id: string, onChanged?: () => unknown) {
  return useTableChange(() => detailOf(at(id, '/close'), 'POST'), onChanged);
}

/** The GM revokes the invite link. */
export function useRevokeInvite(id: string) {
  return useTableChange(() => detailOf(at(id, '/invite'), 'DELETE'));
}

/** The GM sends a player away. */
export function useRemoveMember(id: string, onChanged?: () => unknown) {
  return useTableChange(
    (userId: string) => detailOf(at(id, `/members/${encodeURIComponent(userId)}`), 'DELETE'),
    onChanged,
  );
}

/** The player brings one of their saved characters. */
export function useAttachCharacter(id: string, onChanged?: () => unknown) {
  return useTableChange(
    (characterId: string) => detailOf(at(id, '/character'), 'PUT', { characterId }),
    onChanged,
  );
}

/** The player takes their character back. */
export function useDetachCharacter(id: string, onChanged?: () => unknown) {
  return useTableChange(() => detailOf(at(id, '/character'), 'DELETE'), onChanged);
}

/**
 * A new invite link for the GM to copy, the last one stopped; the page is refreshed to show it live.
 * The token is in the answer this once.
 */
export function useCreateInvite(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (expiresInDays: number | null) =>
      (await apiFetch(at(id, '/invite'), { body: { expiresInDays }, schema: createInviteResponseSchema }))
        .invite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.detail(id) }),
  });
}

/** The player leaves: the campaign is gone from their list and their character is free. */
export function useLeaveCampaign(id: string, onChanged?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(at(id, '/leave'), { method: 'POST' }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: campaignKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: campaignKeys.list() });
      await onChanged?.();
    },
  });
}
