import { createdShareLinkSchema, shareLinkStatusSchema } from '@edgeforge/contracts/api';
import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import { sharedCharacterResponseSchema } from '@edgeforge/contracts/since-creation';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { characterKeys } from './characters.ts';

/** Query keys of share links, under the characters' own. */
export const shareKeys = {
  status: (id: string) => [...characterKeys.all, 'share', id] as const,
  shared: (token: string) => ['shared', token] as const,
};

/** Whether a character has a live share link, and since when. */
export function shareLinkQueryOptions(id: string) {
  return queryOptions({
    queryKey: shareKeys.status(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(requestOf(API_ROUTES.getShareLink, { id }), { schema: shareLinkStatusSchema, signal }))
        .link,
  });
}

/** Makes a new share link (replacing any old one); its token is in the answer and nowhere else. */
export function useCreateShareLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiFetch(requestOf(API_ROUTES.createShareLink, { id }), { schema: createdShareLinkSchema }))
        .link,
    onSuccess: (link) => queryClient.setQueryData(shareKeys.status(id), { createdAt: link.createdAt }),
  });
}

/** Revokes the share link: whoever holds it sees nothing any more. */
export function useRevokeShareLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(requestOf(API_ROUTES.revokeShareLink, { id })),
    onSuccess: () => queryClient.setQueryData(shareKeys.status(id), null),
  });
}

/** The character a share link opens, read-only, without a session, with what its career added since creation. */
export function sharedCharacterQueryOptions(token: string) {
  return queryOptions({
    queryKey: shareKeys.shared(token),
    queryFn: ({ signal }) =>
      apiFetch(requestOf(API_ROUTES.getSharedCharacter, { token }), {
        schema: sharedCharacterResponseSchema,
        signal,
      }),
    retry: false,
  });
}
