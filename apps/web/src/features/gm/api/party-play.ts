import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';

/** Query keys of the GM's live party screen: each character's play as the GM reads it. */
export const partyPlayKeys = {
  all: ['gm', 'play'] as const,
  detail: (id: string) => [...partyPlayKeys.all, id] as const,
};

// The answer's schema loads with the first request that needs it, not with the screen (decision 030).
const playSchema = () => import('@edgeforge/contracts/play').then((module) => module.playResponseSchema);

/** One attached character's play (state and newest log page, the GM's private rolls included). */
export function partyPlayQueryOptions(id: string) {
  return queryOptions({
    queryKey: partyPlayKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(requestOf(API_ROUTES.getPlay, { id }), { schema: playSchema, signal }),
  });
}
