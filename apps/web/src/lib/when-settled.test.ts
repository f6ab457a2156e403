import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, whenSettled } from './when-settled.ts';

describe('whenSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the task once the screen has settled, not before', () => {
    const task = vi.fn();
    whenSettled(task);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(task).not.toHaveBeenCalled();
    // Then at the next idle moment (jsdom has no requestIdleCallback: at once).
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for an idle moment where the browser tells', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    try {
      const task = vi.fn();
      whenSettled(task);
      vi.advanceTimersByTime(SETTLE_MS);
      expect(task).not.toHaveBeenCalled();
      idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('never runs a task cancelled before it settled', () => {
    const task = vi.fn();
    const cancel = whenSettled(task);
    cancel();
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(task).not.toHaveBeenCalled();
  });
});
