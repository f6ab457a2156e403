import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import type { CreateEncounterRequest, EncounterCommand, EncounterView } from '@edgeforge/contracts/encounter';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { apiFetch } from '../../../lib/api.ts';
import { keepNewerVersion } from '../../../lib/newer-version.ts';

/** Query keys of a campaign's encounters: the GM's list and views, and the public turn order. */
export const encounterKeys = {
  all: (campaignId: string) => ['encounters', campaignId] as const,
  list: (campaignId: string) => [...encounterKeys.all(campaignId), 'list'] as const,
  detail: (campaignId: string, id: string) => [...encounterKeys.all(campaignId), 'detail', id] as const,
  turnOrder: (campaignId: string) => [...encounterKeys.all(campaignId), 'turn-order'] as const,
};

// The answers' schemas load with the first request that needs them, not with the screen (decision 030).
const schemas = () => import('@edgeforge/contracts/encounter');

/** A GET of the encounters' routes, its answer checked by the schema `pick` names. */
function read<T>(
  request: Parameters<typeof apiFetch>[0],
  pick: (module: Awaited<ReturnType<typeof schemas>>) => ZodType<T>,
  signal: AbortSignal,
) {
  return apiFetch<T>(request, { schema: () => schemas().then(pick), signal });
}

/** The GM's encounters of a campaign, newest first. */
export function encounterListQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: encounterKeys.list(campaignId),
    queryFn: async ({ signal }) =>
      (
        await read(
          requestOf(API_ROUTES.listEncounters, { id: campaignId }),
          (m) => m.encounterListResponseSchema,
          signal,
        )
      ).encounters,
  });
}

/**
 * One encounter as its GM reads it. A read older than the fight on screen (one the live channel started
 * before a command's commit) is not kept: the next command names the version on screen.
 */
export function encounterQueryOptions(campaignId: string, encounterId: string) {
  return queryOptions({
    queryKey: encounterKeys.detail(campaignId, encounterId),
    structuralSharing: keepNewerVersion<EncounterView>((encounter) => encounter.version),
    queryFn: async ({ signal }) =>
      (
        await read(
          requestOf(API_ROUTES.getEncounter, { id: campaignId, encounterId }),
          (m) => m.encounterResponseSchema,
          signal,
        )
      ).encounter,
  });
}

/** The campaign's running encounter as its players read it (null when none runs). */
export function turnOrderQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: encounterKeys.turnOrder(campaignId),
    queryFn: async ({ signal }) =>
      (
        await read(
          requestOf(API_ROUTES.getTurnOrder, { id: campaignId }),
          (m) => m.turnOrderResponseSchema,
          signal,
        )
      ).encounter,
  });
}

/** The GM builds an encounter; the list is read again. */
export function useCreateEncounter(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEncounterRequest) =>
      apiFetch(requestOf(API_ROUTES.createEncounter, { id: campaignId }), {
        body,
        schema: () => schemas().then((m) => m.encounterResponseSchema),
      }),
    onSuccess: ({ encounter }) => {
      queryClient.setQueryData(encounterKeys.detail(campaignId, encounter.id), encounter);
      return queryClient.invalidateQueries({ queryKey: encounterKeys.list(campaignId) });
    },
  });
}

/** The GM runs one command of the fight, against the version on screen; the answer is the fight after it. */
export function useEncounterCommand(campaignId: string, encounter: EncounterView) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: EncounterCommand) =>
      apiFetch(requestOf(API_ROUTES.encounterCommand, { id: campaignId, encounterId: encounter.id }), {
        body: { commandId: crypto.randomUUID(), version: encounter.version, command },
        schema: () => schemas().then((m) => m.encounterResponseSchema),
      }),
    onSuccess: ({ encounter: after }) => {
      queryClient.setQueryData(encounterKeys.detail(campaignId, after.id), after);
      if (after.status === 'ended')
        void queryClient.invalidateQueries({ queryKey: encounterKeys.list(campaignId) });
    },
    // A stale version or a refusal: read the fight again, so the next try starts from what is there.
    onError: () =>
      queryClient.invalidateQueries({ queryKey: encounterKeys.detail(campaignId, encounter.id) }),
  });
}
