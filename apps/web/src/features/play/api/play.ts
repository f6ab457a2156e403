import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import type { PlayCommandResponse, PlayResponse, PlayView } from '@edgeforge/contracts/play';
import type { DiceMode, PlayCommand } from '@edgeforge/contracts/play-commands';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiFetch } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-error.ts';

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

/** A character's play state, its settings and the newest page of its log (decision 038). */
export function playQueryOptions(id: string) {
  return queryOptions({
    queryKey: playKeys.detail(id),
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

/**
 * Sends one play command. Each gets a client-made id; a send of the same command after a network
 * failure (the answer may have been lost after the server applied it) reuses that id, so the server
 * applies it once (decision 038). Any answer, or any other failure, ends the id.
 */
export function usePlayCommand(id: string) {
  const queryClient = useQueryClient();
  const unanswered = useRef<{ key: string; commandId: string } | null>(null);
  return useMutation({
    mutationFn: (send: PlaySend) => {
      const key = JSON.stringify(send);
      if (unanswered.current?.key !== key) unanswered.current = { key, commandId: crypto.randomUUID() };
      const body = { commandId: unanswered.current.commandId, ...send };
      return apiFetch(requestOf(API_ROUTES.sendPlayCommand, { id }), { body, schema: commandSchema });
    },
    onSuccess: (answer) => {
      unanswered.current = null;
      queryClient.setQueryData(playKeys.detail(id), (old: PlayResponse | undefined) =>
        withEvent(old, answer),
      );
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.code === 'NETWORK_FAILED')) unanswered.current = null;
    },
  });
}

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
