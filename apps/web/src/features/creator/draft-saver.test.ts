import { type Draft, emptyDraft } from '@edgeforge/contracts/draft';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_SAVE_DEBOUNCE_MS, DraftSaver } from './draft-saver.ts';

const draft = (firstName: string): Draft => ({ ...emptyDraft(), firstName });

afterEach(() => {
  vi.useRealTimers();
});

describe('DraftSaver', () => {
  it('writes only the last of several quick changes, after the debounce', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async (_: Draft) => {});
    const saver = new DraftSaver({ save });
    saver.schedule(draft('a'));
    saver.schedule(draft('ab'));
    saver.schedule(draft('abc'));
    expect(saver.getStatus()).toBe('pending');
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DEBOUNCE_MS - 1);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledExactlyOnceWith(draft('abc'));
    expect(saver.getStatus()).toBe('saved');
  });

  it('never overlaps writes: a change made during a write goes out right after it', async () => {
    const releases: (() => void)[] = [];
    const save = vi.fn((_: Draft) => new Promise<void>((resolve) => releases.push(resolve)));
    const saver = new DraftSaver({ save, debounceMs: 0 });
    saver.schedule(draft('first'));
    const firstFlush = saver.flush();
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    saver.schedule(draft('second'));
    const secondFlush = saver.flush();
    await Promise.resolve();
    expect(save).toHaveBeenCalledTimes(1);
    releases[0]!();
    await firstFlush;
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]![0]).toEqual(draft('second'));
    releases[1]!();
    await secondFlush;
    expect(saver.getStatus()).toBe('saved');
  });

  it('keeps a failed draft queued and reports the failure', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const saver = new DraftSaver({ save, debounceMs: 0 });
    const statuses: string[] = [];
    saver.subscribe(() => statuses.push(saver.getStatus()));
    saver.schedule(draft('kept'));
    await saver.flush();
    expect(saver.getStatus()).toBe('failed');
    await saver.flush();
    expect(save).toHaveBeenLastCalledWith(draft('kept'));
    expect(statuses).toEqual(['pending', 'saving', 'failed', 'saving', 'saved']);
  });

  it('drops what is queued on cancel', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async (_: Draft) => {});
    const saver = new DraftSaver({ save });
    saver.schedule(draft('gone'));
    await saver.cancel();
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DEBOUNCE_MS * 2);
    expect(save).not.toHaveBeenCalled();
    expect(saver.takePending()).toBeNull();
  });
});
