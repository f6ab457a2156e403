import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import {
  architectureListResponseSchema,
  architectureResponseSchema,
  type CreateArchitectureRequest,
} from '@edgeforge/contracts/net';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';

/** Query keys of a campaign's NET; every cache entry about it lives under `net`. */
export const netKeys = {
  all: ['net'] as const,
  architectures: (campaignId: string) => [...netKeys.all, 'architectures', campaignId] as const,
};

/** The architectures the campaign's GM keeps, oldest first. */
export function architecturesQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: netKeys.architectures(campaignId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(requestOf(API_ROUTES.listArchitectures, { id: campaignId }), {
          schema: architectureListResponseSchema,
          signal,
        })
      ).architectures,
  });
}

/** The GM generates (or builds) an architecture and keeps it; the list is read again. */
export function useCreateArchitecture(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateArchitectureRequest) =>
      (
        await apiFetch(requestOf(API_ROUTES.createArchitecture, { id: campaignId }), {
          body,
          schema: architectureResponseSchema,
        })
      ).architecture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: netKeys.architectures(campaignId) }),
  });
}

/** The GM deletes an architecture; the list is read again. */
export function useDeleteArchitecture(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (architectureId: string) =>
      apiFetch(requestOf(API_ROUTES.deleteArchitecture, { id: campaignId, architectureId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: netKeys.architectures(campaignId) }),
  });
}
