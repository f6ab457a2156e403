import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import {
  type BuyFromMarketRequest,
  marketListResponseSchema,
  marketResponseSchema,
  marketSchema,
  purseSchema,
  type RollMarketRequest,
  type UpdateMarketRequest,
} from '@edgeforge/contracts/market';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { careerKeys } from '../../../lib/career-keys.ts';
import { campaignKeys } from './campaigns.ts';

/** The query key of a campaign's Night Markets, under the campaign's own keys. */
export const marketKeys = (id: string) => [...campaignKeys.detail(id), 'markets'] as const;

/** A campaign's Night Markets: every one for its GM, the open ones for a player. */
export function marketsQueryOptions(id: string) {
  return queryOptions({
    queryKey: marketKeys(id),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(requestOf(API_ROUTES.listMarkets, { id }), {
          schema: marketListResponseSchema,
          signal,
        })
      ).markets,
  });
}

/** A character's eurobucks, read from its career (the one money path). */
export function purseQueryOptions(characterId: string) {
  return queryOptions({
    queryKey: careerKeys.purse(characterId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(requestOf(API_ROUTES.getCareer, { id: characterId }), {
          schema: purseSchema,
          signal,
        })
      ).career.state.eb,
  });
}

/** A change to the markets, then the markets read again. */
function useMarketChange<V>(id: string, request: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketKeys(id) }),
  });
}

/** The GM rolls a market. */
export function useRollMarket(id: string) {
  return useMarketChange(id, (body: RollMarketRequest) =>
    apiFetch(requestOf(API_ROUTES.rollMarket, { id }), { body, schema: marketResponseSchema }),
  );
}

/** The GM saves an edit of a market's stock. */
export function useUpdateMarket(id: string) {
  return useMarketChange(id, ({ marketId, body }: { marketId: string; body: UpdateMarketRequest }) =>
    apiFetch(requestOf(API_ROUTES.updateMarket, { id, marketId }), { body, schema: marketResponseSchema }),
  );
}

/** The GM opens or closes a market. */
export function useMarketStatus(id: string) {
  return useMarketChange(id, ({ marketId, open }: { marketId: string; open: boolean }) =>
    apiFetch(requestOf(open ? API_ROUTES.openMarket : API_ROUTES.closeMarket, { id, marketId }), {
      schema: marketResponseSchema,
    }),
  );
}

/** A player buys one of an item; the purse is read again from the answer. */
export function useBuyFromMarket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ marketId, body }: { marketId: string; body: BuyFromMarketRequest }) =>
      apiFetch(requestOf(API_ROUTES.buyFromMarket, { id, marketId }), {
        body,
        schema: purseSchema.extend({ market: marketSchema }),
      }),
    onSuccess: (answer, { body }) =>
      queryClient.setQueryData(purseQueryOptions(body.characterId).queryKey, answer.career.state.eb),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketKeys(id) }),
  });
}
