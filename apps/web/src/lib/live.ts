import { API_ROUTES, pathOf } from '@edgeforge/contracts/api-routes';
import type { LiveChannel } from '@edgeforge/contracts/live';
import { useEffect, useRef } from 'react';

// The tab's one live stream (decision 042): one EventSource on GET /api/live for every channel the
// screens on show follow. A notice names a channel and nothing else; whoever follows it refetches
// through the channel's GET, so the cache never holds more than that GET answers.

/** Why a follower is told: `change` (it changed), `ready` (the stream (re)opened: something may have been missed), `drop` (no longer readable). */
export type LiveReason = 'change' | 'ready' | 'drop';
export type LiveListener = (reason: LiveReason) => void;

/** How long the stream waits before opening again after the server refused it, doubling up to a minute. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/** The tab's stream: follows, the channels they name, and the EventSource open for them. */
export class LiveStream {
  private readonly listeners = new Map<LiveChannel, Set<LiveListener>>();
  /** Channels the server dropped: left out of the next opening until nobody follows them. */
  private readonly dropped = new Set<LiveChannel>();
  private source: EventSource | null = null;
  private openFor = '';
  private scheduled: ReturnType<typeof setTimeout> | undefined;
  private retryMs = RETRY_FIRST_MS;

  constructor(private readonly makeSource: (url: string) => EventSource | null) {}

  /** Follows a channel until the returned function is called. */
  follow(channel: LiveChannel, listener: LiveListener): () => void {
    const set = this.listeners.get(channel) ?? new Set();
    set.add(listener);
    this.listeners.set(channel, set);
    this.schedule(0);
    return () => {
      set.delete(listener);
      if (set.size === 0) {
        this.listeners.delete(channel);
        this.dropped.delete(channel);
      }
      this.schedule(0);
    };
  }

  /** The channels the open stream carries ('' when none is open). */
  get channels(): string {
    return this.openFor;
  }

  private tell(channel: LiveChannel, reason: LiveReason) {
    for (const listener of this.listeners.get(channel) ?? []) listener(reason);
  }

  /** Mounting screens follow one after another: one opening after they all did. */
  private schedule(ms: number) {
    clearTimeout(this.scheduled);
    this.scheduled = setTimeout(() => this.open(), ms);
  }

  private open() {
    const wanted = [...this.listeners.keys()].filter((channel) => !this.dropped.has(channel)).sort();
    const key = wanted.join(',');
    if (this.source && key === this.openFor && this.source.readyState !== 2) return;
    this.source?.close();
    this.source = null;
    this.openFor = '';
    if (wanted.length === 0) return;
    const source = this.makeSource(pathOf(API_ROUTES.openLiveStream, {}, { channels: key }));
    if (!source) return;
    this.source = source;
    this.openFor = key;
    const channelOf = (event: MessageEvent): LiveChannel | null => {
      try {
        const channel = (JSON.parse(String(event.data)) as { channel?: unknown }).channel;
        return typeof channel === 'string' ? (channel as LiveChannel) : null;
      } catch {
        return null;
      }
    };
    source.addEventListener('ready', () => {
      this.retryMs = RETRY_FIRST_MS;
      // Opened or opened again after a drop of the connection: whatever changed meanwhile is refetched.
      for (const channel of wanted) this.tell(channel, 'ready');
    });
    source.addEventListener('change', (event) => {
      const channel = channelOf(event as MessageEvent);
      if (channel) this.tell(channel, 'change');
    });
    source.addEventListener('drop', (event) => {
      const channel = channelOf(event as MessageEvent);
      if (!channel) return;
      this.dropped.add(channel);
      this.tell(channel, 'drop');
      this.schedule(0);
    });
    source.addEventListener('error', () => {
      // The browser opens a dropped connection again by itself; a refusal (a 4xx) it gives up on.
      if (source.readyState !== 2 || this.source !== source) return;
      this.schedule(this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    });
  }
}

/** The one stream of this tab; none where the browser has no EventSource (the build's prerender). */
export const liveStream = new LiveStream((url) =>
  typeof EventSource === 'undefined' ? null : new EventSource(url, { withCredentials: true }),
);

/**
 * Follows the channels while the component is mounted; `onNotice` runs for each notice (the latest
 * `onNotice` given, so a new closure on every render re-follows nothing).
 */
export function useLiveChannels(
  channels: readonly LiveChannel[],
  onNotice: (channel: LiveChannel, reason: LiveReason) => void,
  stream: LiveStream = liveStream,
) {
  const latest = useRef(onNotice);
  latest.current = onNotice;
  const key = [...channels].sort().join(',');
  useEffect(() => {
    if (!key) return;
    const names = key.split(',') as LiveChannel[];
    const stops = names.map((channel) => stream.follow(channel, (reason) => latest.current(channel, reason)));
    return () => {
      for (const stop of stops) stop();
    };
  }, [key, stream]);
}
