import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { Outbox, type OutboxItem, type OutboxOptions, type OutboxSettled } from './outbox.ts';

const CHARACTER = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const opened: Outbox[] = [];

afterEach(() => {
  for (const outbox of opened.splice(0)) outbox.close();
});

function item(id: string, label = id): OutboxItem {
  return {
    id,
    scope: `play:${CHARACTER}`,
    request: requestOf(API_ROUTES.sendPlayCommand, { id: CHARACTER }),
    body: { commandId: id, command: { kind: 'reload', weaponId: 'weapon:pistol#1' } },
    label,
    area: 'gear',
  };
}

const offline = () => new ApiError(0, 'NETWORK_FAILED', 'The server cannot be reached.');
const refused = (message: string) => new ApiError(409, 'PLAY_REFUSED', message);

/** An outbox on a database of its own, sending through `send`; the ids it was asked to send, in order. */
function open(send: (item: OutboxItem) => Promise<unknown>, options: OutboxOptions = {}) {
  const sent: string[] = [];
  const settled: OutboxSettled[] = [];
  const outbox = new Outbox({
    name: `outbox-test-${crypto.randomUUID()}`,
    backoff: () => 0,
    ...options,
    send: (queued) => {
      sent.push(queued.id);
      return send(queued);
    },
  });
  outbox.onSettled((answer) => {
    settled.push(answer);
  });
  opened.push(outbox);
  return { outbox, sent, settled };
}

/** Waits until the outbox has nothing on its way and `done` holds. */
async function until(outbox: Outbox, done: () => boolean) {
  await new Promise<void>((resolve) => {
    const check = () => {
      if (done() && !outbox.snapshot().sending) {
        stop();
        resolve();
      }
    };
    const stop = outbox.subscribe(check);
    check();
  });
}

describe('Outbox', () => {
  it('keeps what is made offline, then sends it in the order made, one at a time, when the connection is back', async () => {
    let inFlight = 0;
    let most = 0;
    const { outbox, sent, settled } = open(
      async (queued) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
        return { applied: queued.id };
      },
      { online: false },
    );
    for (const id of ['a', 'b', 'c']) await outbox.add(item(id));
    expect(sent).toEqual([]);
    expect(outbox.snapshot().items.map((queued) => queued.id)).toEqual(['a', 'b', 'c']);
    outbox.setOnline(true);
    await until(outbox, () => settled.length === 3);
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
    expect(settled.map((answer) => ('answer' in answer ? answer.answer : null))).toEqual([
      { applied: 'a' },
      { applied: 'b' },
      { applied: 'c' },
    ]);
    expect(outbox.snapshot().items).toEqual([]);
    expect(outbox.snapshot().delivered).toEqual({ [`play:${CHARACTER}`]: 3 });
  });

  it('holds an id once, and sends it again with the same body after a request that got no answer', async () => {
    const bodies: unknown[] = [];
    let calls = 0;
    const { outbox, settled } = open(async (queued) => {
      bodies.push(queued.body);
      calls += 1;
      if (calls === 1) throw offline();
      return { ok: true };
    });
    await outbox.add(item('same'));
    await outbox.add(item('same', 'a second tap'));
    await until(outbox, () => settled.length === 1);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(settled[0]?.item.label).toBe('same');
  });

  it('marks the connection down on a request with no answer, and tries again after the backoff', async () => {
    let calls = 0;
    const attempts: number[] = [];
    const { outbox, settled } = open(
      async () => {
        calls += 1;
        if (calls <= 2) throw offline();
        return {};
      },
      {
        backoff: (attempt) => {
          attempts.push(attempt);
          return 0;
        },
      },
    );
    const states: boolean[] = [];
    outbox.subscribe(() => states.push(outbox.snapshot().online));
    await outbox.add(item('x'));
    await until(outbox, () => settled.length === 1);
    expect(attempts).toEqual([1, 2]);
    expect(states).toContain(false);
    expect(outbox.snapshot().online).toBe(true);
    expect(outbox.snapshot().delivered).toEqual({ [`play:${CHARACTER}`]: 1 });
  });

  it('keeps a refusal with the server’s reason until dismissed, and sends what came after it', async () => {
    const { outbox, sent, settled } = open(
      async (queued) => {
        if (queued.id === 'heal') throw refused('Already at full HP.');
        return {};
      },
      { online: false },
    );
    for (const id of ['fire', 'heal', 'reload']) await outbox.add(item(id));
    outbox.setOnline(true);
    await until(outbox, () => settled.length === 3);
    expect(sent).toEqual(['fire', 'heal', 'reload']);
    const refusal = settled[1];
    expect(refusal && 'error' in refusal ? refusal.error.message : null).toBe('Already at full HP.');
    expect(outbox.snapshot().items).toEqual([
      { ...item('heal'), refused: { code: 'PLAY_REFUSED', message: 'Already at full HP.' } },
    ]);
    await outbox.flush();
    expect(sent).toEqual(['fire', 'heal', 'reload']);
    await outbox.dismiss('heal');
    expect(outbox.snapshot().items).toEqual([]);
  });

  it('survives a reload of the page: a new outbox on the same database sends what the last one kept', async () => {
    const name = `outbox-test-${crypto.randomUUID()}`;
    const first = open(async () => ({}), { name, online: false });
    await first.outbox.add(item('one'));
    await first.outbox.add(item('two'));
    first.outbox.close();
    const second = open(async () => ({}), { name, online: true });
    await until(second.outbox, () => second.settled.length === 2);
    expect(second.sent).toEqual(['one', 'two']);
    expect(first.sent).toEqual([]);
  });

  it('counts as delivered only what had to wait, and empties on clear', async () => {
    const { outbox, settled } = open(async () => ({}));
    await outbox.add(item('at-once'));
    await until(outbox, () => settled.length === 1);
    expect(outbox.snapshot().delivered).toEqual({});
    outbox.setOnline(false);
    await outbox.add(item('later'));
    await outbox.clear();
    expect(outbox.snapshot().items).toEqual([]);
  });
});
