import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import type { PlayCommandResponse, PlayResponse, PlayView } from '@edgeforge/contracts/play';
import type { DiceMode, PlayCommand } from '@edgeforge/contracts/play-commands';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiFetch } from '../../../lib/api.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { keepNewerVersion } from '../../../lib/newer-version.ts';
import type { OutboxItem } from '../../../lib/outbox.ts';
import { useOutbox, useOutboxSnapshot } from '../../../lib/use-outbox.ts';

/** Query keys of play at the table; every cache entry about it lives under `play`. */
export const playKeys = {
  all: ['play'] as const,
  detail: (id: string) => [...playKeys.all, id] as const,
};

// The answers' schemas load with the first request that needs them, not with the screen (decision 030).
const playSchema = () => import('@edgeforge/contracts/play').then((module) => module.playResponseSchema);
const commandSchema = () =>
  import('@edgeforge/contracts/play').then((module) => module.playCommandResponseSchema);
const viewSchema = () => import('@edgeforge/contracts/play').then((module) => module.playViewResponseSchema);

/**
 * A character's play state, its settings and the newest page of its log (decision 038). A read older
 * than the state on screen (one the live channel started before a command's commit) is not kept.
 */
export function playQueryOptions(id: string) {
  return queryOptions({
    queryKey: playKeys.detail(id),
    structuralSharing: keepNewerVersion<PlayResponse>((read) => read.play.version),
    queryFn: ({ signal }) => apiFetch(requestOf(API_ROUTES.getPlay, { id }), { schema: playSchema, signal }),
  });
}

/**
 * The page of the log older than the cached one's last event, by the server's cursor, added at the end
 * of the cached log (the state is left as the cache has it). Answers the page, whose first event the
 * screen moves the focus to.
 */
export function useEarlierEvents(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cursor: string) =>
      apiFetch(requestOf(API_ROUTES.getPlay, { id }, { cursor }), { schema: playSchema }),
    onSuccess: (page, cursor) =>
      queryClient.setQueryData(playKeys.detail(id), (old: PlayResponse | undefined) => {
        // A read of the first page since (a refetch) started the log again: this page belongs to none.
        if (!old || old.nextCursor !== cursor) return old;
        const seen = new Set(old.events.map((event) => event.id));
        const older = page.events.filter((event) => !seen.has(event.id));
        return { ...old, events: [...old.events, ...older], nextCursor: page.nextCursor };
      }),
  });
}

/** What the screen sends: the command, and in "I roll my own dice" mode the values rolled, in order. */
export interface PlaySend {
  readonly command: PlayCommand;
  readonly dice?: readonly number[];
}

/** The play answer with the new state, and the event put first in the log (once, however often it came). */
function withEvent(old: PlayResponse | undefined, answer: PlayCommandResponse): PlayResponse | undefined {
  if (!old) return old;
  const events = [answer.event, ...old.events.filter((event) => event.id !== answer.event.id)];
  return { ...old, play: answer.play, events };
}

/** The outbox's scope of a character's play commands (decision 049). */
export const playScope = (id: string) => `play:${id.toLowerCase()}`;

/** What became of a play command the outbox sent: the server's answer, or its refusal. */
export type PlaySettled = { readonly item: OutboxItem; readonly waited: boolean } & (
  | { readonly answer: PlayCommandResponse }
  | { readonly error: ApiError }
);

/**
 * Sends play commands through the tab's outbox (decision 049): each with a client-made id that every
 * retry reuses, so the server applies it once; in the order made; kept in IndexedDB while the server
 * cannot be reached. An answer puts the new state and its event in the cache; `onSettled` hears each
 * answer and refusal of this character's commands, this page's or a previous page's.
 */
export function usePlayOutbox(id: string, onSettled: (settled: PlaySettled) => void) {
  const queryClient = useQueryClient();
  const outbox = useOutbox();
  const snapshot = useOutboxSnapshot(outbox);
  const scope = playScope(id);
  const listener = useRef(onSettled);
  listener.current = onSettled;
  useEffect(
    () =>
      outbox.onSettled(async (settled) => {
        if (settled.item.scope !== scope) return;
        if ('error' in settled) {
          listener.current(settled);
          return;
        }
        const parsed = (await commandSchema()).safeParse(settled.answer);
        if (!parsed.success) {
          // Applied, but unreadable: the screen reads the play again.
          void queryClient.invalidateQueries({ queryKey: playKeys.detail(id) });
          return;
        }
        queryClient.setQueryData(playKeys.detail(id), (old: PlayResponse | undefined) =>
          withEvent(old, parsed.data),
        );
        listener.current({ ...settled, answer: parsed.data });
      }),
    [outbox, scope, id, queryClient],
  );
  const items = snapshot.items.filter((item) => item.scope === scope);
  return {
    /** Keeps the command in the outbox, which sends it in turn; answers once it is kept. */
    send(area: string, label: string, send: PlaySend) {
      const commandId = crypto.randomUUID();
      return outbox.add({
        id: commandId,
        scope,
        request: requestOf(API_ROUTES.sendPlayCommand, { id }),
        body: { commandId, ...send },
        label,
        area,
      });
    },
    online: snapshot.online,
    /** This character's commands not yet answered, in order. */
    waiting: items.filter((item) => !item.refused),
    /** Those the server refused after they had waited, with its reasons, until the player closes them. */
    refused: items.filter((item) => item.refused),
    /** How many of its commands that had waited were applied since the queue last waited. */
    delivered: snapshot.delivered[scope] ?? 0,
    dismiss: (commandId: string) => outbox.dismiss(commandId),
    acknowledge: () => outbox.acknowledge(scope),
  };
}

export type PlayOutbox = ReturnType<typeof usePlayOutbox>;

/** "I roll my own dice" on or off: the play as it now stands replaces the cached one. */
export function useSetDiceMode(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mode: DiceMode): Promise<PlayView> =>
      (await apiFetch(requestOf(API_ROUTES.setDiceMode, { id }), { body: { mode }, schema: viewSchema }))
        .play,
    onSuccess: (play) =>
      queryClient.setQueryData(playKeys.detail(id), (old: PlayResponse | undefined) =>
        old ? { ...old, play } : old,
      ),
  });
}
