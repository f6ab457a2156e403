import { describe, expect, it } from 'vitest';
import { fallbackFont, loadedFallbacks } from './fallback-fonts.ts';
import { textRuns } from './text-runs.ts';

// The order matters: the module keeps what it loaded for the life of the thread, as the worker does.
describe('the fallback fonts', () => {
  it('are not read for Latin text', () => {
    textRuns('Kaori Tanaka, Zoë Łukasz ©', 'body');
    expect(loadedFallbacks()).toEqual([]);
  });

  it('are read when a text needs one, only that one, and once', () => {
    textRuns('ليلى', 'body');
    expect(loadedFallbacks()).toEqual(['arabic']);
    const first = fallbackFont('arabic');
    textRuns('ليلى الأحمد', 'strong');
    expect(fallbackFont('arabic')).toBe(first);
    expect(loadedFallbacks()).toEqual(['arabic']);
  });
});
