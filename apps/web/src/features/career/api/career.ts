import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import {
  type CampaignAwardRequest,
  type CareerCommand,
  type CareerResponse,
  campaignCareerResponseSchema,
  careerCommandResponseSchema,
  careerResponseSchema,
  ipMultipliersResponseSchema,
} from '@edgeforge/contracts/career';
import type { IpMultipliers } from '@edgeforge/rules/career/data/career';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { careerKeys } from '../../../lib/career-keys.ts';

/** A character's career: its balances, advancement, Lifestyle and Housing, and its timeline. */
export function careerQueryOptions(id: string) {
  return queryOptions({
    queryKey: careerKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch(requestOf(API_ROUTES.getCareer, { id }), { schema: careerResponseSchema, signal }),
  });
}

/**
 * One step of a character's career, sent with a fresh command id and the version last read (a stale
 * one answers 409 STALE_CAREER). The answer's career replaces the cached one; the timeline is read again.
 */
export function useCareerStep(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: CareerCommand) => {
      const read = queryClient.getQueryData<CareerResponse>(careerKeys.detail(id));
      const body = { commandId: crypto.randomUUID(), version: read?.career.version, command };
      return apiFetch(requestOf(API_ROUTES.sendCareerCommand, { id }), {
        body,
        schema: careerCommandResponseSchema,
      });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<CareerResponse>(careerKeys.detail(id), (read) =>
        read ? { career: answer.career, timeline: [answer.entry, ...read.timeline] } : read,
      );
    },
    // A refusal or a stale version: what the server now holds is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: careerKeys.detail(id) }),
  });
}

/** The GM's award to several characters of the campaign in one step. */
export function useCampaignAward(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (award: Omit<CampaignAwardRequest, 'commandId'>) =>
      apiFetch(requestOf(API_ROUTES.awardCampaign, { id: campaignId }), {
        body: { commandId: crypto.randomUUID(), ...award },
        schema: campaignCareerResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careerKeys.all }),
  });
}

/** The GM's "a month passes" for every character of the campaign. */
export function useCampaignMonth(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(requestOf(API_ROUTES.passCampaignMonth, { id: campaignId }), {
        body: { commandId: crypto.randomUUID() },
        schema: campaignCareerResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careerKeys.all }),
  });
}

/** The GM's IP cost multipliers for the campaign (a house rule); null returns to the rules' table. */
export function useIpMultipliers(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (multipliers: IpMultipliers | null) =>
      apiFetch(requestOf(API_ROUTES.setIpMultipliers, { id: campaignId }), {
        body: { multipliers },
        schema: ipMultipliersResponseSchema,
      }),
    // Every career of the campaign prices its raises with them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careerKeys.all }),
  });
}
