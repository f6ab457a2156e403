import type { LiveChannel } from '@edgeforge/contracts/live';
import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveStream, useLiveChannels } from './live.ts';

const A = 'character:00000000-0000-4000-8000-00000000000a' as LiveChannel;
const B = 'character:00000000-0000-4000-8000-00000000000b' as LiveChannel;

/** An EventSource the test drives: it records its URL and hands the stream's events to the listeners. */
class FakeSource {
  readyState = 0;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string, data?: unknown) {
    if (type === 'ready') this.readyState = 1;
    const event = new MessageEvent(type, { data: JSON.stringify(data ?? {}) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  get channels() {
    return new URL(this.url, 'http://x').searchParams.get('channels');
  }
}

function liveWithFakes() {
  const sources: FakeSource[] = [];
  const stream = new LiveStream((url) => {
    const source = new FakeSource(url);
    sources.push(source);
    return source as unknown as EventSource;
  });
  return { stream, sources, last: () => sources.at(-1)! };
}

/** A screen showing how often each channel's query ran; it refetches a channel on its notices. */
function Screen({ stream, channels }: { stream: LiveStream; channels: LiveChannel[] }) {
  const queryClient = useQueryClient();
  useLiveChannels(channels, (channel) => void queryClient.invalidateQueries({ queryKey: [channel] }), stream);
  return (
    <>
      {channels.map((channel) => (
        <Count key={channel} channel={channel} />
      ))}
    </>
  );
}

const fetched = new Map<string, number>();
function Count({ channel }: { channel: LiveChannel }) {
  const query = useQuery({
    queryKey: [channel],
    queryFn: () => {
      const next = (fetched.get(channel) ?? 0) + 1;
      fetched.set(channel, next);
      return next;
    },
  });
  return <p>{`${channel.slice(-1)} fetched ${query.data ?? 0}`}</p>;
}

function renderScreen(stream: LiveStream, channels: LiveChannel[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Screen stream={stream} channels={channels} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  fetched.clear();
});

describe('the live stream of the tab', () => {
  it("opens one stream for all the screen's channels and refetches only the channel that changed", async () => {
    const { stream, sources, last } = liveWithFakes();
    renderScreen(stream, [A, B]);
    await waitFor(() => expect(sources).toHaveLength(1));
    expect(last().channels).toBe([A, B].join(','));
    await screen.findByText('a fetched 1');
    await screen.findByText('b fetched 1');
    act(() => last().emit('change', { channel: A }));
    await screen.findByText('a fetched 2');
    expect(screen.getByText('b fetched 1')).toBeTruthy();
  });

  it('refetches every channel when the stream opens again after the connection dropped', async () => {
    const { stream, last } = liveWithFakes();
    renderScreen(stream, [A, B]);
    await screen.findByText('a fetched 1');
    await waitFor(() => expect(last()).toBeTruthy());
    act(() => last().emit('ready'));
    await screen.findByText('a fetched 2');
    await screen.findByText('b fetched 2');
  });

  it('refetches a dropped channel once and opens again without it', async () => {
    const { stream, sources, last } = liveWithFakes();
    renderScreen(stream, [A, B]);
    await screen.findByText('a fetched 1');
    await waitFor(() => expect(sources).toHaveLength(1));
    act(() => last().emit('drop', { channel: A }));
    await screen.findByText('a fetched 2');
    await waitFor(() => expect(sources).toHaveLength(2));
    expect(sources[0]!.readyState).toBe(2);
    expect(last().channels).toBe(B);
  });

  it('opens again later when the server refused the stream', async () => {
    vi.useFakeTimers();
    try {
      const { stream, sources, last } = liveWithFakes();
      const stop = stream.follow(A, () => {});
      await vi.advanceTimersByTimeAsync(0);
      expect(sources).toHaveLength(1);
      last().readyState = 2;
      last().emit('error');
      await vi.advanceTimersByTimeAsync(2_000);
      expect(sources).toHaveLength(2);
      stop();
      await vi.advanceTimersByTimeAsync(0);
      expect(last().readyState).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
