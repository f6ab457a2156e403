import { describe, expect, it, vi } from 'vitest';

// The server's tests share one module graph (vitest.config.ts: isolate off), and the fonts stay loaded
// for the life of a module, as in the worker: each test imports fresh copies of the modules.
async function freshModules() {
  vi.resetModules();
  const fonts = await import('./fallback-fonts.ts');
  const runs = await import('./text-runs.ts');
  return { ...fonts, ...runs };
}

describe('the fallback fonts', () => {
  it('are not read for Latin text', async () => {
    const { textRuns, loadedFallbacks } = await freshModules();
    textRuns('Kaori Tanaka, Zoë Łukasz ©', 'body');
    expect(loadedFallbacks()).toEqual([]);
  });

  it('are read when a text needs one, only that one, and once', async () => {
    const { textRuns, loadedFallbacks, fallbackFont } = await freshModules();
    textRuns('ليلى', 'body');
    expect(loadedFallbacks()).toEqual(['arabic']);
    const first = fallbackFont('arabic');
    textRuns('ليلى الأحمد', 'strong');
    expect(fallbackFont('arabic')).toBe(first);
    expect(loadedFallbacks()).toEqual(['arabic']);
  });
});
