import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import type { LiveChannel } from '@edgeforge/contracts/live';
import {
  characterRunResponseSchema,
  type RunCommand,
  type RunView,
  runListResponseSchema,
  runResponseSchema,
} from '@edgeforge/contracts/net-run';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { useLiveChannels } from '../../../lib/live.ts';
import { netKeys } from './architectures.ts';

/** Query keys of NET runs, under the NET's own. */
export const runKeys = {
  all: [...netKeys.all, 'runs'] as const,
  list: (campaignId: string) => [...runKeys.all, 'list', campaignId] as const,
  ofCharacter: (characterId: string) => [...runKeys.all, 'character', characterId] as const,
};

/** The campaign's runs, for its GM, newest first. */
export function runsQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: runKeys.list(campaignId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(requestOf(API_ROUTES.listRuns, { id: campaignId }), {
          schema: runListResponseSchema,
          signal,
        })
      ).runs,
  });
}

/** A character's run in progress as the viewer reads it (the GM all of it, the runner what is revealed). */
export function characterRunQueryOptions(characterId: string) {
  return queryOptions({
    queryKey: runKeys.ofCharacter(characterId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(requestOf(API_ROUTES.getCharacterRun, { id: characterId }), {
          schema: characterRunResponseSchema,
          signal,
        })
      ).run,
  });
}

/**
 * Keeps a character's run current (decision 042): the character's channel tells of a run started or
 * ended and of a hit taken, the run's own channel of every step.
 */
export function useRunLive(characterId: string, runId: string | null) {
  const queryClient = useQueryClient();
  const channels: LiveChannel[] = [`character:${characterId.toLowerCase()}`];
  if (runId) channels.push(`net-run:${runId}`);
  useLiveChannels(channels, () => {
    void queryClient.invalidateQueries({ queryKey: runKeys.ofCharacter(characterId) });
  });
}

/** The GM starts a run of a kept architecture for a netrunner of the party. */
export function useStartRun(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { architectureId: string; characterId: string }) =>
      (
        await apiFetch(requestOf(API_ROUTES.startRun, { id: campaignId }), {
          body: { commandId: crypto.randomUUID(), ...body },
          schema: runResponseSchema,
        })
      ).run,
    onSuccess: (run) => {
      queryClient.setQueryData(runKeys.ofCharacter(run.characterId), run);
      void queryClient.invalidateQueries({ queryKey: runKeys.list(campaignId) });
    },
  });
}

/** One step of a run, sent against the version on screen; the answer replaces the cached run. */
export function useRunStep(run: RunView) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (command: RunCommand) =>
      (
        await apiFetch(requestOf(API_ROUTES.sendRunCommand, { id: run.campaignId, runId: run.id }), {
          body: { commandId: crypto.randomUUID(), version: run.version, command },
          schema: runResponseSchema,
        })
      ).run,
    onSuccess: (next) => {
      queryClient.setQueryData(runKeys.ofCharacter(next.characterId), next.status === 'ended' ? null : next);
      void queryClient.invalidateQueries({ queryKey: runKeys.list(next.campaignId) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: runKeys.ofCharacter(run.characterId) }),
  });
}
