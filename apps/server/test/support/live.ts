// Reading the live stream (GET /api/live, decision 042) in tests: its events one at a time, keep-alive
// comments skipped, through the harness's app or a real server's socket.
import type { TestContext } from './harness.ts';

export interface LiveEvent {
  event: string;
  data: unknown;
}

export interface LiveReader {
  response: Response;
  /** The next event; rejects when the stream ends first. */
  next(): Promise<LiveEvent>;
  /** Resolves once the server ends the stream, with the events it sent before. */
  ended(): Promise<LiveEvent[]>;
  /** Hangs up, as a tab that closes. */
  cancel(): Promise<void>;
}

/** Reads the events of an event-stream answer. */
export function readLive(response: Response): LiveReader {
  if (!response.body) throw new Error('the answer has no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const parse = (block: string): LiveEvent | null => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    return data.length > 0 ? { event, data: JSON.parse(data.join('\n')) } : null;
  };
  const next = async (): Promise<LiveEvent | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const parsed = parse(block);
        if (parsed) return parsed;
        continue;
      }
      const { done, value } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return {
    response,
    async next() {
      const event = await next();
      if (!event) throw new Error('the stream ended');
      return event;
    },
    async ended() {
      const events: LiveEvent[] = [];
      for (let event = await next(); event; event = await next()) events.push(event);
      return events;
    },
    cancel: () => reader.cancel(),
  };
}

/** Opens the stream on the channels as the cookie's user; the answer as it came, not yet read. */
export function requestLive(ctx: TestContext, cookie: string | undefined, channels: readonly string[]) {
  const query = encodeURIComponent(channels.join(','));
  return ctx.request(`/api/live?channels=${query}`, cookie ? { cookie } : {});
}

/** Opens the stream and waits for its `ready`: from here on every change of its channels reaches it. */
export async function openLive(
  ctx: TestContext,
  cookie: string,
  channels: readonly string[],
): Promise<LiveReader> {
  const response = await requestLive(ctx, cookie, channels);
  if (response.status !== 200) throw new Error(`live stream: ${response.status} ${await response.text()}`);
  const live = readLive(response);
  const ready = await live.next();
  if (ready.event !== 'ready') throw new Error(`live stream began with ${ready.event}`);
  return live;
}

/** The channel names of a campaign and a character. */
export const campaignChannel = (id: string) => `campaign:${id}`;
export const characterChannel = (id: string) => `character:${id}`;
