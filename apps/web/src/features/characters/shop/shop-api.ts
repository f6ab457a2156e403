import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import {
  type CareerShop,
  careerShopSchema,
  type ShopCommand,
  type ShopCommandResponse,
  shopCommandResponseSchema,
} from '@edgeforge/contracts/career-shop';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { careerKeys } from '../../../lib/career-keys.ts';

/**
 * The shop on a saved character: its eurobucks, chrome and Humanity in play (decision 064). It reads the
 * career's version, so its key sits under the career's (lib/career-keys.ts): a career step, an award or a
 * month passing invalidates the shop too, and the next shop step is not sent on a stale one.
 */
export function careerShopQuery(id: string) {
  return queryOptions({
    queryKey: careerKeys.shop(id),
    queryFn: ({ signal }) =>
      apiFetch(requestOf(API_ROUTES.getCareerShop, { id }), { schema: careerShopSchema, signal }),
  });
}

/**
 * Sends one shop step (a purchase, an install, a therapy) with a fresh command id and the career version
 * read; the answer replaces the shop in the cache, and the sheet's and play's queries are refreshed;
 * a refusal reads the shop again.
 */
export function useShopCommand(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (command: ShopCommand): Promise<ShopCommandResponse> => {
      const version = queryClient.getQueryData<CareerShop>(careerKeys.shop(id))?.version;
      const body = { commandId: crypto.randomUUID(), command, ...(version === undefined ? {} : { version }) };
      return apiFetch(requestOf(API_ROUTES.sendShopCommand, { id }), {
        body,
        schema: shopCommandResponseSchema,
      });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(careerKeys.shop(id), answer.shop);
      void queryClient.invalidateQueries({ queryKey: careerKeys.detail(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: ['play', id] });
    },
    // A refusal (a stale version among them): what the server now holds is read again, so a retry can pass.
    onError: () => queryClient.invalidateQueries({ queryKey: careerKeys.shop(id) }),
  });
}
