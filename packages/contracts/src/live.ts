import { z } from 'zod';
import { LIMITS } from './limits.ts';

// The tab's one live stream (decision 042): server-sent events on GET /api/live that tell the tab which
// of its channels changed. A notice carries the channel's name and nothing of the resource: the tab
// refetches through the resource's own GET, so it never learns more than that GET answers it.

/**
 * What a channel follows: a campaign (its page and party), a character (its play), a campaign's
 * encounter (`encounter:<campaign id>`: its turn order, decision 065), a NET run (`net-run:<run id>`).
 */
export const LIVE_CHANNEL_KINDS = ['campaign', 'character', 'encounter', 'net-run'] as const;
export type LiveChannelKind = (typeof LIVE_CHANNEL_KINDS)[number];

/** A channel's name: its kind and the record's id, e.g. `campaign:<id>` or `net-run:<id>`. */
export type LiveChannel = `${LiveChannelKind}:${string}`;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const CHANNEL = new RegExp(`^(${LIVE_CHANNEL_KINDS.join('|')}):(${UUID})$`, 'i');

/** A channel's kind and id, or null when the name is none of ours. */
export function parseLiveChannel(name: string): { kind: LiveChannelKind; id: string } | null {
  const match = CHANNEL.exec(name);
  return match ? { kind: match[1]!.toLowerCase() as LiveChannelKind, id: match[2]!.toLowerCase() } : null;
}

/** GET /api/live?channels=a,b: the channels the tab follows, comma-separated, each once. */
export const liveStreamQuerySchema = z
  .object({
    channels: z
      .string()
      .max(LIMITS.liveChannelsMax * 50)
      .transform((text) => text.split(',').map((name) => name.toLowerCase()))
      .pipe(
        z
          .array(
            z.string().refine((name) => parseLiveChannel(name) !== null, 'Not a channel: kind:id expected.'),
          )
          .min(1)
          .max(LIMITS.liveChannelsMax)
          .refine((names) => new Set(names).size === names.length, 'A channel is named twice.'),
      )
      .transform((names) => names as LiveChannel[]),
  })
  .strict();

/**
 * The stream's events: `ready` once the channels are followed (data: the channels), `change` when one
 * changed (data: the channel; refetch it), `drop` when the viewer lost the right to one (data: the
 * channel; the stream ends when none is left). Comments keep proxies from closing an idle stream.
 */
export const LIVE_EVENTS = { ready: 'ready', change: 'change', drop: 'drop' } as const;

/** The data of `change` and `drop`. */
export interface LiveNotice {
  readonly channel: LiveChannel;
}

/** The data of `ready`. */
export interface LiveReady {
  readonly channels: readonly LiveChannel[];
}
