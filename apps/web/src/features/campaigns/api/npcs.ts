import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import {
  type NpcRequest,
  npcListResponseSchema,
  npcResponseSchema,
  type RollNpcsRequest,
} from '@edgeforge/contracts/gm';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { apiDownload, saveFile } from '../../../lib/api-download.ts';
import { campaignKeys } from './campaigns.ts';

/** The query key of a campaign's NPC roster, under the campaign's own keys. */
export const npcKeys = (id: string) => [...campaignKeys.detail(id), 'npcs'] as const;

/** A campaign's NPC roster, for its GM. */
export function npcsQueryOptions(id: string) {
  return queryOptions({
    queryKey: npcKeys(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(requestOf(API_ROUTES.listNpcs, { id }), { schema: npcListResponseSchema, signal }))
        .npcs,
  });
}

/** A change to the roster, then the roster read again. */
function useRosterChange<V>(id: string, request: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: npcKeys(id) }),
  });
}

/** The GM rolls NPCs of a tier. */
export function useRollNpcs(id: string) {
  return useRosterChange(id, (body: RollNpcsRequest) =>
    apiFetch(requestOf(API_ROUTES.rollNpcs, { id }), { body, schema: npcListResponseSchema }),
  );
}

/** The GM duplicates or retires an NPC. */
export function useNpcAction(id: string) {
  return useRosterChange(id, ({ npcId, action }: { npcId: string; action: 'duplicate' | 'retire' }) =>
    apiFetch(
      requestOf(action === 'duplicate' ? API_ROUTES.duplicateNpc : API_ROUTES.retireNpc, { id, npcId }),
      { schema: npcResponseSchema },
    ),
  );
}

/** The GM saves an NPC edited by hand; the server checks it as a hand build. */
export function useUpdateNpc(id: string) {
  return useRosterChange(id, ({ npcId, body }: { npcId: string; body: NpcRequest }) =>
    apiFetch(requestOf(API_ROUTES.updateNpc, { id, npcId }), { body, schema: npcResponseSchema }),
  );
}

/**
 * The GM's "Foundry" on an NPC's card: fetches the NPC as a Foundry VTT mook actor file and hands it to
 * the browser under the server's name. Fetched, not linked, so a refusal is said on the page.
 */
export async function downloadNpcFoundry(id: string, npcId: string): Promise<void> {
  saveFile(await apiDownload(requestOf(API_ROUTES.exportNpcFoundry, { id, npcId }), 'fvtt-Actor-npc.json'));
}
