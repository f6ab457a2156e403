import { LIVE_EVENTS, type LiveChannel, parseLiveChannel } from '@edgeforge/contracts/live';
import type { Actor } from '../domain/actor.ts';
import type { Logger } from '../lib/logger.ts';
import type { ChangeBus } from './change-bus.ts';

/** Whether the actor may follow the channel now: the answer of the channel's own GET (channel-access.ts). */
export type ChannelAccess = (actor: Actor, channel: LiveChannel) => Promise<boolean>;

/** One open stream as the hub writes to it (routes/live.ts makes it of Hono's SSE stream). */
export interface LiveSink {
  send(event: string, data: unknown): Promise<void>;
  /** A comment line: no event for the tab, bytes for the proxies in between. */
  comment(text: string): Promise<void>;
  /** Ends the stream; the hub forgets it. */
  close(): void;
}

/**
 * Every stream of this process, and the changes the bus hands them (decision 042). A change on a
 * channel asks again, for each stream that follows it, whether its viewer still may: a campaign's change
 * asks it for all the stream's channels, since a removal from the party ends the GM's reach to the
 * character too. A channel the viewer lost is dropped, and a stream left with none is closed.
 */
export interface LiveHub {
  /** Resolves once the bus delivers; a stream says `ready` only after it. */
  ready(): Promise<void>;
  /** Tells every process that the channel changed; after the change committed. Never throws. */
  publish(channel: LiveChannel): void;
  /** Follows the channels on the sink until it closes; the returned function forgets it. */
  attach(actor: Actor, channels: readonly LiveChannel[], sink: LiveSink): () => void;
  /** Streams open now. */
  size(): number;
  /** Closes every stream, refuses new ones, stops the bus. */
  close(): Promise<void>;
}

/** How often an idle stream sends a comment: under the 30 to 60 s after which proxies drop a silent one. */
export const HEARTBEAT_MS = 20_000;

interface Connection {
  actor: Actor;
  channels: Set<LiveChannel>;
  sink: LiveSink;
  heartbeat: ReturnType<typeof setInterval>;
  /** Notices of one stream are written in the order they came. */
  queue: Promise<void>;
}

export function createLiveHub(options: {
  bus: ChangeBus;
  access: ChannelAccess;
  log: Logger;
  heartbeatMs?: number;
}): LiveHub {
  const { bus, access, log } = options;
  const connections = new Set<Connection>();
  let closing = false;

  const forget = (connection: Connection) => {
    clearInterval(connection.heartbeat);
    connections.delete(connection);
  };
  const end = (connection: Connection) => {
    forget(connection);
    connection.sink.close();
  };

  /** Asks again for each channel named, drops the ones lost, then tells the change if it is still followed. */
  const deliver = async (connection: Connection, changed: LiveChannel, recheck: LiveChannel[]) => {
    for (const channel of recheck) {
      if (!connection.channels.has(channel) || (await access(connection.actor, channel))) continue;
      connection.channels.delete(channel);
      await connection.sink.send(LIVE_EVENTS.drop, { channel });
    }
    if (connection.channels.size === 0) return end(connection);
    if (connection.channels.has(changed))
      await connection.sink.send(LIVE_EVENTS.change, { channel: changed });
  };

  const onChange = (changed: LiveChannel) => {
    const isCampaign = parseLiveChannel(changed)?.kind === 'campaign';
    for (const connection of connections) {
      if (!connection.channels.has(changed)) continue;
      const recheck = isCampaign ? [...connection.channels] : [changed];
      connection.queue = connection.queue
        .then(() => (connections.has(connection) ? deliver(connection, changed, recheck) : undefined))
        .catch((error) => {
          log.error({ err: error, event: 'live.deliver_failed' }, 'live change not delivered');
          end(connection);
        });
    }
  };

  const onLost = () => {
    // Whatever changed while the bridge was down: each stream refetches all it follows.
    for (const connection of connections) for (const channel of connection.channels) onChange(channel);
  };

  const started = bus.start({ change: onChange, lost: onLost });
  // Observed here; ready() hands the failure to whoever waits on it.
  started.catch((error) => log.error({ err: error, event: 'live.bus_failed' }, 'live changes unavailable'));

  return {
    ready: () => started,
    publish(channel) {
      bus.publish(channel).catch((error) => {
        log.error({ err: error, event: 'live.publish_failed', channel }, 'live change not published');
      });
    },
    attach(actor, channels, sink) {
      const connection: Connection = {
        actor,
        channels: new Set(channels),
        sink,
        heartbeat: setInterval(() => {
          void sink.comment('keep-alive');
        }, options.heartbeatMs ?? HEARTBEAT_MS),
        queue: Promise.resolve(),
      };
      connection.heartbeat.unref?.();
      if (closing) {
        end(connection);
        return () => {};
      }
      connections.add(connection);
      return () => forget(connection);
    },
    size: () => connections.size,
    async close() {
      closing = true;
      for (const connection of [...connections]) end(connection);
      await bus.close();
    },
  };
}
