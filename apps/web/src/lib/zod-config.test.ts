import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Records every call of the global Function constructor, through which zod's probe and JIT both go. */
function spyOnFunction(): unknown[][] {
  const calls: unknown[][] = [];
  vi.stubGlobal(
    'Function',
    new Proxy(Function, {
      construct(target, args) {
        calls.push(args);
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        calls.push(args);
        return Reflect.apply(target, self, args);
      },
    }),
  );
  return calls;
}

describe('zod without JIT (decision 026)', () => {
  it('is set before zod loads, and no schema parse calls Function (our CSP blocks eval)', async () => {
    await import('./zod-config.ts');
    const calls = spyOnFunction();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const { draftSchema } = await import('@edgeforge/contracts/draft');
    const { buildDraft } = await import('@edgeforge/contracts/testing/build-draft');
    expect(draftSchema.safeParse(buildDraft()).success).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'Mara' })).toEqual({ name: 'Mara' });
    expect(calls).toEqual([]);
  });

  it('the check above would see the JIT: with JIT on, a parse calls Function', async () => {
    vi.resetModules();
    const { z } = await import('zod');
    z.config({ jitless: false });
    const calls = spyOnFunction();
    try {
      z.object({ name: z.string() }).parse({ name: 'Mara' });
      expect(calls.length).toBeGreaterThan(0);
    } finally {
      z.config({ jitless: true });
    }
  });
});
