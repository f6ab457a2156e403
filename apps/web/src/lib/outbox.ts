import { apiFetch } from './api.ts';
import type { ApiError } from './api-error.ts';
import { defaultBackoff, isTransient, refusalOf } from './outbox-failures.ts';
import { type OutboxDb, type OutboxItem, openOutboxDb } from './outbox-store.ts';

export type { OutboxItem } from './outbox-store.ts';

// The outbox of decision 049: the writes a screen makes, kept in IndexedDB and sent one at a time in
// the order they were made, each with the id its client made so the server applies it once however
// often it is sent. The connection is taken as down on an `offline` event or on a request that got no
// answer (`navigator.onLine` says true on a Wi-Fi with no way out); it is tried again with a backoff
// and at once on an `online` event.

/**
 * What became of an item sent: the server's answer, or its refusal; `waited` when it had to wait (a
 * refusal of one that waited stays in the outbox until the player has read it).
 */
export type OutboxSettled = { readonly item: OutboxItem; readonly waited: boolean } & (
  | { readonly answer: unknown }
  | { readonly error: ApiError }
);

/** What the outbox holds and whether it can reach the server, for the screens' status lines. */
export interface OutboxSnapshot {
  readonly online: boolean;
  /** An item is on its way now. */
  readonly sending: boolean;
  /** Waiting and refused items, in the order they were made. */
  readonly items: readonly OutboxItem[];
  /** Items sent since the queue last had to wait, by scope: the "all sent" of a status line. */
  readonly delivered: Readonly<Record<string, number>>;
}

export interface OutboxOptions {
  /** The IndexedDB database's name. */
  readonly name?: string;
  /** Sends one item; the default posts its body as JSON through `apiFetch`. */
  readonly send?: (item: OutboxItem) => Promise<unknown>;
  /** Milliseconds before the attempt-th retry (1, 2, ...) after a request that got no answer. */
  readonly backoff?: (attempt: number) => number;
  /** Whether the connection is up at the start. */
  readonly online?: boolean;
}

/**
 * Writes end without waiting for the disk: a reload of the page still finds them, and only a crash of
 * the browser could lose one, a price worth a send that starts and answers sooner.
 */
const RELAXED = { durability: 'relaxed' } as const;

/** The outbox of one tab: add, send in order, survive a reload, surface refusals. */
export class Outbox {
  private readonly db: Promise<OutboxDb>;
  private readonly send: (item: OutboxItem) => Promise<unknown>;
  private readonly backoff: (attempt: number) => number;
  private state: OutboxSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly settledListeners = new Set<(settled: OutboxSettled) => void | Promise<void>>();
  private flushing: Promise<void> | null = null;
  private again = false;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private readonly pending = new Set<Promise<unknown>>();
  /** Ids that had to wait (made offline, caught by a failure, left by a previous page): "all sent" counts these. */
  private readonly waited = new Set<string>();

  constructor(options: OutboxOptions = {}) {
    this.db = openOutboxDb(options.name ?? 'edgeforge-outbox');
    this.send = options.send ?? ((item) => apiFetch(item.request, { body: item.body }));
    this.backoff = options.backoff ?? defaultBackoff;
    this.state = { online: options.online ?? true, sending: false, items: [], delivered: {} };
    void this.track(this.start()).catch((error: unknown) => this.failed(error));
  }

  /** Shows what a previous page left behind, then sends it: it had to wait. */
  private async start(): Promise<void> {
    await this.reload();
    for (const item of this.state.items) this.waited.add(item.id);
    await this.flush();
  }

  snapshot(): OutboxSnapshot {
    return this.state;
  }

  /** Listens to every change of the snapshot; answers the unsubscription. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Listens to each item the server answered or refused; answers the unsubscription. */
  onSettled(listener: (settled: OutboxSettled) => void | Promise<void>): () => void {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  /** Keeps the item after the ones already waiting, then sends what waits. An id already held is ignored. */
  add(item: OutboxItem): Promise<void> {
    return this.track(this.addNow(item));
  }

  private async addNow(item: OutboxItem): Promise<void> {
    const db = await this.db;
    const tx = db.transaction('items', 'readwrite', RELAXED);
    if ((await tx.store.index('id').getKey(item.id)) === undefined) await tx.store.add(item);
    await tx.done;
    // A write made while the queue waits starts a new "all sent" count for its screen.
    if (!this.state.online) {
      if (!this.waited.has(item.id)) this.update({ delivered: { ...this.state.delivered, [item.scope]: 0 } });
      this.waited.add(item.id);
    }
    await this.reload();
    await this.flush();
  }

  /** Forgets a refused item once the player has read why. */
  dismiss(id: string): Promise<void> {
    return this.track(this.dismissNow(id));
  }

  private async dismissNow(id: string): Promise<void> {
    const db = await this.db;
    const key = await db.getKeyFromIndex('items', 'id', id);
    if (key !== undefined) await db.transaction('items', 'readwrite', RELAXED).store.delete(key);
    await this.reload();
  }

  /** Forgets the scope's refusals and its "all sent" count: the status line closed. */
  acknowledge(scope: string): Promise<void> {
    return this.track(this.acknowledgeNow(scope));
  }

  private async acknowledgeNow(scope: string): Promise<void> {
    for (const item of this.state.items)
      if (item.scope === scope && item.refused) await this.dismiss(item.id);
    this.update({ delivered: { ...this.state.delivered, [scope]: 0 } });
  }

  /** Empties the outbox (a sign-out: the next user must not send the last one's writes). */
  clear(): Promise<void> {
    return this.track(this.clearNow());
  }

  private async clearNow(): Promise<void> {
    await (await this.db).clear('items');
    this.update({ delivered: {} });
    await this.reload();
  }

  /** The browser's word on the connection: down stops nothing in flight, up sends what waits at once. */
  setOnline(online: boolean): void {
    this.update({ online });
    if (online) {
      this.attempt = 0;
      this.clearTimer();
      void this.flush();
    }
  }

  /** Sends the waiting items in order until one gets no answer; one flush at a time. */
  flush(): Promise<void> {
    return this.run(false);
  }

  /**
   * Drains once at a time; a call while a drain runs asks for one more after it, since that drain may
   * already have looked for the next item before the caller's was stored.
   */
  private run(retrying: boolean): Promise<void> {
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = this.track(
      (async () => {
        let retry = retrying;
        do {
          this.again = false;
          await this.drain(retry);
          retry = false;
        } while (this.again && !this.closed);
      })(),
    )
      .catch((error: unknown) => this.failed(error))
      .finally(() => {
        this.flushing = null;
      });
    return this.flushing;
  }

  /** Stops the retries and lets go of the database (a test's end, a page's). */
  close(): void {
    this.closed = true;
    this.clearTimer();
    void this.db.then((db) => db.close());
  }

  /** Sends in order; `retrying` tries even while the connection is taken as down (the backoff's try). */
  private async drain(retrying: boolean): Promise<void> {
    for (;;) {
      if (this.closed) return;
      const next = this.state.items.find((item) => !item.refused);
      if (!next || !(this.state.online || retrying)) return;
      this.update({ sending: true });
      let settled: OutboxSettled;
      const waited = this.waited.has(next.id);
      try {
        settled = { item: next, waited, answer: await this.send(next) };
      } catch (error) {
        if (isTransient(error)) {
          for (const item of this.state.items) this.waited.add(item.id);
          this.update({ sending: false, online: false });
          this.retryLater();
          return;
        }
        settled = { item: next, waited: this.waited.has(next.id), error: refusalOf(error) };
      }
      this.attempt = 0;
      if (!this.state.online) this.update({ online: true });
      await this.settle(settled);
    }
  }

  private async settle(settled: OutboxSettled): Promise<void> {
    const { item } = settled;
    // The screen hears the answer first (it shows it beside the tap); the store catches up after.
    // Awaited, so a screen's handling of the answer is part of the send (and of isBusy).
    await Promise.all([...this.settledListeners].map((listener) => listener(settled)));
    const tx = (await this.db).transaction('items', 'readwrite', RELAXED);
    const key = await tx.store.index('id').getKey(item.id);
    if ('error' in settled) {
      const refused = { code: settled.error.code, message: settled.error.message };
      // One refused at once is the screen's to show beside its action; one that waited stays listed.
      if (key !== undefined && settled.waited) await tx.store.put({ ...item, refused, seq: key });
      else if (key !== undefined) await tx.store.delete(key);
      this.waited.delete(item.id);
    } else {
      if (key !== undefined) await tx.store.delete(key);
      if (this.waited.delete(item.id)) {
        const count = (this.state.delivered[item.scope] ?? 0) + 1;
        this.update({ delivered: { ...this.state.delivered, [item.scope]: count } });
      }
    }
    await tx.done;
    await this.reload();
    this.update({ sending: false });
  }

  /** Whether anything the outbox started (a store, a send, a listener) is still under way. */
  isBusy(): boolean {
    return this.pending.size > 0;
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    const done = () => this.pending.delete(work);
    work.then(done, done);
    return work;
  }

  /** A closed outbox's work still under way ends quietly; anything else is a real fault. */
  private failed(error: unknown): void {
    if (!this.closed) throw error;
  }

  private retryLater(): void {
    if (this.closed || this.timer) return;
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run(true);
    }, this.backoff(this.attempt));
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async reload(): Promise<void> {
    const stored = await (await this.db).getAll('items');
    const items = stored.map(({ seq: _, ...item }) => item);
    this.update({ items });
  }

  private update(change: Partial<OutboxSnapshot>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}
