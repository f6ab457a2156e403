import type { SaveCharacterRequest } from '@edgeforge/contracts/api';
import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import { CAMPAIGN_ERROR_MESSAGES } from '@edgeforge/contracts/campaign-messages';
import {
  type CharacterListPage,
  type CharacterSummary,
  characterBioResponseSchema,
  characterListResponseSchema,
} from '@edgeforge/contracts/character-list';
import { MESSAGES } from '@edgeforge/contracts/messages';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiFetch } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { characterSheetSchema, fullCharacterSchema } from './answer-schemas.ts';

/** Query keys of saved characters; every cache entry about them lives under `characters`. */
export const characterKeys = {
  all: ['characters'] as const,
  list: () => [...characterKeys.all, 'list'] as const,
  detail: (id: string) => [...characterKeys.all, 'detail', id] as const,
  // Under the character's detail key, so whatever refreshes the sheet after a write refreshes the bio.
  bio: (id: string) => [...characterKeys.detail(id), 'bio'] as const,
};

/**
 * Call 4 of docs/rules/product.md#the-api-calls, page by page (decision 023): the signed-in player's
 * active characters as summaries, most recently updated first, 50 a page; each page names the cursor of
 * the next (null on the last). The first page asks plain /api/characters; a refetch reads every loaded
 * page again from the top.
 */
export function charactersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: characterKeys.list(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }): Promise<CharacterListPage> => {
      const request = requestOf(API_ROUTES.listCharacters, {}, { cursor: pageParam });
      return apiFetch(request, { schema: characterListResponseSchema, signal });
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Every loaded page's characters, in the list's order. */
export function charactersOf(data: InfiniteData<CharacterListPage> | undefined): CharacterSummary[] {
  return data?.pages.flatMap((page) => page.characters) ?? [];
}

/**
 * All of the player's active characters (a picker needs them all, not the first page): the list's own
 * query, with every next page fetched as soon as the one before arrives.
 */
export function useEveryCharacter() {
  const query = useInfiniteQuery(charactersQueryOptions());
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  // The page count is a dependency: a fast page may arrive without a render that shows it fetching.
  const pages = query.data?.pages.length ?? 0;
  useEffect(() => {
    if (pages > 0 && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [pages, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  // Undefined until the last page is in: a picker that offered the first pages only would mislead.
  const characters = useMemo(
    () => (hasNextPage || !query.data ? undefined : charactersOf(query.data)),
    [hasNextPage, query.data],
  );
  // Only the characters: spreading the query would subscribe the caller to every fetch state change, and
  // re-render it when a write's refresh starts, not only when the characters change.
  return { characters };
}

/** The full biography of one character, for the list's "Read More"; fetched once, then cached. */
export function characterBioQueryOptions(id: string) {
  return queryOptions({
    queryKey: characterKeys.bio(id),
    queryFn: async ({ signal }) => {
      const request = requestOf(API_ROUTES.getCharacterBio, { id });
      return (await apiFetch(request, { schema: characterBioResponseSchema, signal })).bio;
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
      apiFetch(requestOf(API_ROUTES.getCharacter, { id }), { schema: characterSheetSchema, signal }),
  });
}

/** Call 5: retires a character, then refreshes every character query. */
export function useRetireCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const request = requestOf(API_ROUTES.retireCharacter, { id });
      const body = await apiFetch(request, { schema: fullCharacterSchema });
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

/** The message a failed save shows: the product's own for no session or no e-mail, else the generic one. */
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
 * Calls 9 to 11: saves the whole draft with its bio and portrait. On failure the error's
 * message is the text to show (saveErrorMessage); on success the list is refreshed.
 */
export function useSaveCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SaveCharacterRequest) => {
      try {
        const body = await apiFetch(requestOf(API_ROUTES.saveCharacter), {
          body: request,
          schema: fullCharacterSchema,
        });
        return body.character;
      } catch (error) {
        throw new Error(saveErrorMessage(error), { cause: error });
      }
    },
    onSuccess: (character) => refreshCharacterQueries(queryClient, character.id),
  });
}
