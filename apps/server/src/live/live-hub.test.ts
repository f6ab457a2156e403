import type { LiveChannel } from '@edgeforge/contracts/live';
import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../lib/logger.ts';
import { createMemoryBus } from './change-bus.ts';
import { createLiveHub, type LiveSink } from './live-hub.ts';

const CAMPAIGN = 'campaign:00000000-0000-4000-8000-000000000001' as LiveChannel;
const CHARACTER = 'character:00000000-0000-4000-8000-000000000002' as LiveChannel;
const log = { error: vi.fn(), warn: vi.fn() } as unknown as Logger;

/** A sink that records what the hub wrote, and whether it closed it. */
function recordingSink() {
  const written: string[] = [];
  let closed = false;
  const sink: LiveSink = {
    send: async (event, data) => {
      written.push(`${event} ${JSON.stringify(data)}`);
    },
    comment: async (text) => {
      written.push(`: ${text}`);
    },
    close: () => {
      closed = true;
    },
  };
  return { sink, written, isClosed: () => closed };
}

/** A hub whose access answers from a set the test changes. */
function hubWith(allowed: Set<LiveChannel>, heartbeatMs?: number) {
  const access = vi.fn(async (_actor: unknown, channel: LiveChannel) => allowed.has(channel));
  const hub = createLiveHub({ bus: createMemoryBus(), access, log, ...(heartbeatMs ? { heartbeatMs } : {}) });
  return { hub, access };
}

const actor = { userId: 'u1' };

describe('the live hub', () => {
  it('sends a comment on an idle stream at each heartbeat', async () => {
    vi.useFakeTimers();
    try {
      const { hub } = hubWith(new Set([CAMPAIGN]), 1000);
      const { sink, written } = recordingSink();
      hub.attach(actor, [CAMPAIGN], sink);
      await vi.advanceTimersByTimeAsync(2500);
      expect(written).toEqual([': keep-alive', ': keep-alive']);
      await hub.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again on a change and tells it only to streams that follow the channel and may still read it', async () => {
    const allowed = new Set([CAMPAIGN, CHARACTER]);
    const { hub, access } = hubWith(allowed);
    await hub.ready();
    const follower = recordingSink();
    const other = recordingSink();
    hub.attach(actor, [CHARACTER], follower.sink);
    hub.attach(actor, [CAMPAIGN], other.sink);
    hub.publish(CHARACTER);
    await vi.waitFor(() => expect(follower.written).toEqual([`change {"channel":"${CHARACTER}"}`]));
    expect(other.written).toEqual([]);
    expect(access).toHaveBeenCalledWith(actor, CHARACTER);
    allowed.delete(CHARACTER);
    hub.publish(CHARACTER);
    await vi.waitFor(() => expect(follower.isClosed()).toBe(true));
    expect(follower.written.at(-1)).toBe(`drop {"channel":"${CHARACTER}"}`);
    expect(hub.size()).toBe(1);
    await hub.close();
  });

  it("on a campaign's change asks again for every channel of its followers", async () => {
    const allowed = new Set([CAMPAIGN]);
    const { hub } = hubWith(allowed);
    const gm = recordingSink();
    hub.attach(actor, [CAMPAIGN, CHARACTER], gm.sink);
    hub.publish(CAMPAIGN);
    await vi.waitFor(() =>
      expect(gm.written).toEqual([`drop {"channel":"${CHARACTER}"}`, `change {"channel":"${CAMPAIGN}"}`]),
    );
    await hub.close();
  });

  it('closes every stream at close and ends any opened after it at once', async () => {
    const { hub } = hubWith(new Set([CAMPAIGN]));
    const open = recordingSink();
    hub.attach(actor, [CAMPAIGN], open.sink);
    await hub.close();
    expect(open.isClosed()).toBe(true);
    const late = recordingSink();
    hub.attach(actor, [CAMPAIGN], late.sink);
    expect(late.isClosed()).toBe(true);
    expect(hub.size()).toBe(0);
  });
});
