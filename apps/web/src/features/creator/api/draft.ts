import { API_ROUTES, pathOf, requestOf } from '@edgeforge/contracts/api-routes';
import { type Draft, emptyDraft } from '@edgeforge/contracts/draft';
import { draftResponseSchema, putDraftRequestSchema } from '@edgeforge/contracts/draft-api';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';

/** Query key of the signed-in player's one draft. */
export const draftKeys = { current: ['creator', 'draft'] as const };

/**
 * The player's draft from the server, or an empty one. The cache is the wizard's working copy, so it
 * never refetches behind the player's back: a refetch on focus would overwrite answers not yet saved.
 */
export function draftQueryOptions() {
  return queryOptions({
    queryKey: draftKeys.current,
    queryFn: async ({ signal }): Promise<Draft> => {
      const body = await apiFetch(requestOf(API_ROUTES.getDraft), { signal, schema: draftResponseSchema });
      return body.draft ?? emptyDraft();
    },
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Stores the draft on the server (one per player, replacing the previous one). */
export async function putDraft(draft: Draft): Promise<void> {
  await apiFetch(requestOf(API_ROUTES.putDraft), { body: putDraftRequestSchema.parse({ draft }) });
}

/**
 * Sends the draft while the page is going away. `keepalive` lets the request outlive the page, which
 * an ordinary fetch does not on reload or tab close.
 */
export function putDraftOnUnload(draft: Draft): void {
  void fetch(pathOf(API_ROUTES.putDraft), {
    method: API_ROUTES.putDraft.method,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(putDraftRequestSchema.parse({ draft })),
  }).catch(() => {
    // The page is closing: nobody is left to tell.
  });
}

/** Removes the draft on the server (after a save, or on Start over). */
export async function deleteDraft(): Promise<void> {
  await apiFetch(requestOf(API_ROUTES.deleteDraft));
}

/**
 * Puts a draft the server has just stored (a saved character opened for editing) into the wizard's
 * working copy, so the wizard opens on it without a second request. A read of the draft still under
 * way is cancelled first: answering later, it would put the older draft back.
 */
export function useReplaceDraftCache(): (draft: Draft) => Promise<void> {
  const queryClient = useQueryClient();
  return async (draft) => {
    await queryClient.cancelQueries({ queryKey: draftKeys.current });
    queryClient.setQueryData(draftKeys.current, draft);
  };
}
