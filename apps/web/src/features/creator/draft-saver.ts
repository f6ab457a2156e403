import type { Draft } from '@edgeforge/contracts/draft';

/** How long the saver waits after the last change before it writes the draft. */
export const DRAFT_SAVE_DEBOUNCE_MS = 400;

/** What the player sees about the server copy of the draft. */
export type DraftSaveStatus = 'saved' | 'pending' | 'saving' | 'failed';

interface SaverOptions {
  readonly save: (draft: Draft) => Promise<void>;
  readonly debounceMs?: number;
}

/**
 * Writes the draft to the server as the player goes: changes are debounced, writes never overlap (a
 * change made during a write is sent right after it), and the last state always wins. Listeners hear
 * about status changes so the wizard can say whether the draft is safe.
 */
export class DraftSaver {
  private readonly save: SaverOptions['save'];
  private readonly debounceMs: number;
  private pending: Draft | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private status: DraftSaveStatus = 'saved';
  private readonly listeners = new Set<() => void>();

  constructor(options: SaverOptions) {
    this.save = options.save;
    this.debounceMs = options.debounceMs ?? DRAFT_SAVE_DEBOUNCE_MS;
  }

  /** Queues the draft for saving after the debounce delay, replacing any queued one. */
  schedule(draft: Draft): void {
    this.pending = draft;
    this.setStatus('pending');
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.debounceMs);
  }

  /** Sends the queued draft now (waiting for a write already under way); resolves when it is stored. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.inFlight) await this.inFlight;
    const draft = this.pending;
    if (!draft) return;
    this.pending = null;
    this.setStatus('saving');
    this.inFlight = this.save(draft).then(
      () => {
        this.inFlight = null;
        if (!this.pending) this.setStatus('saved');
      },
      () => {
        this.inFlight = null;
        // Keep the answers queued so the next change or flush tries again.
        this.pending ??= draft;
        this.setStatus('failed');
      },
    );
    await this.inFlight;
  }

  /** Takes the queued draft without sending it (for a keepalive request on page hide). */
  takePending(): Draft | null {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const draft = this.pending;
    this.pending = null;
    return draft;
  }

  /** Drops anything queued: the draft is being deleted on purpose. Waits for a write under way. */
  async cancel(): Promise<void> {
    this.takePending();
    while (this.inFlight) await this.inFlight;
    this.setStatus('saved');
  }

  /** The current status. */
  getStatus(): DraftSaveStatus {
    return this.status;
  }

  /** Registers a status listener; returns its removal. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private setStatus(status: DraftSaveStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}
