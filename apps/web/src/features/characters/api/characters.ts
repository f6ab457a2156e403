import {
  characterListResponseSchema,
  characterSheetResponseSchema,
  fullCharacterResponseSchema,
  type SaveCharacterRequest,
} from '@edgeforge/contracts/api';
import { CAMPAIGN_ERROR_MESSAGES } from '@edgeforge/contracts/campaign-messages';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** Query keys of saved characters; every cache entry about them lives under `characters`. */
export const characterKeys = {
  all: ['characters'] as const,
  list: () => [...characterKeys.all, 'list'] as const,
  detail: (id: string) => [...characterKeys.all, 'detail', id] as const,
};

/** Spec call 4: the signed-in player's active characters, most recently updated first. */
export function charactersQueryOptions() {
  return queryOptions({
    queryKey: characterKeys.list(),
    queryFn: async ({ signal }) => {
      const body = await apiFetch('/api/characters', { schema: characterListResponseSchema, signal });
      return body.characters;
    },
  });
}

/**
 * One character with its stats, inventory and background (the sheet), who is looking ('owner', or 'gm'
 * for the GM of its campaign, who only reads it) and the campaign it plays in.
 */
export function characterQueryOptions(id: string) {
  return queryOptions({
    queryKey: characterKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/characters/${encodeURIComponent(id)}`, { schema: characterSheetResponseSchema, signal }),
  });
}

/** Spec call 5: retires a character, then refreshes every character query. */
export function useRetireCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const path = `/api/characters/${encodeURIComponent(id)}/retire`;
      const body = await apiFetch(path, { method: 'POST', schema: fullCharacterResponseSchema });
      return body.character;
    },
    onSuccess: (character) => refreshCharacterQueries(queryClient, character.id),
  });
}

/**
 * After a write to one character: its sheet and the list are fetched again. The sheet's answer carries
 * who is looking and the campaign beside the character, so a write's answer never stands in for it.
 */
export function refreshCharacterQueries(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: characterKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: characterKeys.list() }),
  ]);
}

/** The message a failed save shows: the spec's own for no session or no e-mail, else the generic one. */
export function saveErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.saveFailed;
  if (error.code === 'UNAUTHENTICATED') return MESSAGES.saveAuthRequired;
  if (error.code === 'EMAIL_MISSING') return MESSAGES.saveEmailMissing;
  // The generated portrait the save named is gone or too old (decision 024): generate a new one.
  if (error.code === 'PORTRAIT_NOT_FOUND') return MESSAGES.portraitNotFound;
  if (error.code === 'PORTRAIT_EXPIRED') return MESSAGES.portraitExpired;
  // A character built for a campaign that the campaign refuses (decision 022): say why.
  return CAMPAIGN_ERROR_MESSAGES[error.code as keyof typeof CAMPAIGN_ERROR_MESSAGES] ?? MESSAGES.saveFailed;
}

/**
 * Spec calls 9 to 11: saves the whole draft with its bio and portrait. On failure the error's
 * message is the text to show (saveErrorMessage); on success the list is refreshed.
 */
export function useSaveCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SaveCharacterRequest) => {
      try {
        const body = await apiFetch('/api/characters', {
          method: 'POST',
          body: request,
          schema: fullCharacterResponseSchema,
        });
        return body.character;
      } catch (error) {
        throw new Error(saveErrorMessage(error), { cause: error });
      }
    },
    onSuccess: (character) => refreshCharacterQueries(queryClient, character.id),
  });
}
