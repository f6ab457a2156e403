import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import { type GmNote, gmNoteListResponseSchema, gmNoteResponseSchema } from '@edgeforge/contracts/gm-notes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { campaignKeys } from './campaigns.ts';

/** The query key of a campaign's GM notes, under the campaign's own keys. */
export const gmNoteKeys = (id: string) => [...campaignKeys.detail(id), 'gm-notes'] as const;

/** The GM's notes of a campaign (decision 069): its game sessions' newest first, then the general note. */
export function gmNotesQueryOptions(id: string) {
  return queryOptions({
    queryKey: gmNoteKeys(id),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(requestOf(API_ROUTES.listGmNotes, { id }), {
          schema: gmNoteListResponseSchema,
          signal,
        })
      ).notes,
  });
}

/** Saves one note over the version the GM's tab read; the list keeps the saved note. */
export function useSaveGmNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ noteKey, body, version }: { noteKey: string; body: string; version: number }) =>
      (
        await apiFetch(requestOf(API_ROUTES.saveGmNote, { id, noteKey }), {
          body: { body, version },
          schema: gmNoteResponseSchema,
        })
      ).note,
    onSuccess: (note) =>
      queryClient.setQueryData<GmNote[]>(gmNoteKeys(id), (notes) =>
        notes?.map((each) => (each.key === note.key ? note : each)),
      ),
  });
}
