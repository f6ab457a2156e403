import { makePng } from '@edgeforge/generation/testing/png';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortraitSweeper } from '../src/portrait-sweeper.ts';
import { createTestContext, type TestContext } from './support/harness.ts';

let ctx: TestContext;
let lists = 0;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { PORTRAIT_SWEEP_MINUTES: '5', PORTRAIT_ORPHAN_GRACE_MINUTES: '15' },
  });
  const storage = ctx.deps.storage;
  ctx.deps.storage = {
    ...storage,
    list: () => {
      lists++;
      return storage.list();
    },
  };
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const isStored = async (key: string) => (await ctx.deps.storage.get(key)) !== null;

describe('the portrait sweeper', () => {
  it('on PGlite sweeps a new orphan at start-up (no other process can be saving), then every interval with the grace', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const before = lists;
    const crashed = await ctx.deps.storage.put(makePng(2, 2));
    const sweeper = createPortraitSweeper(ctx.deps, 'pglite');
    expect(await sweeper.atStartUp()).toMatchObject({ orphans: 1 });
    expect(await isStored(crashed.key)).toBe(false);

    // A file stored by a save on its way to its commit is younger than the grace: kept.
    const inFlight = await ctx.deps.storage.put(makePng(2, 3));
    vi.advanceTimersByTime(5 * 60_000);
    await sweeper.stop();
    expect(lists).toBe(before + 2);
    expect(await isStored(inFlight.key)).toBe(true);
    await ctx.deps.storage.delete(inFlight.key);
  });

  it('on PostgreSQL keeps the grace at start-up too: other processes may be saving', async () => {
    const young = await ctx.deps.storage.put(makePng(3, 3));
    const sweeper = createPortraitSweeper(ctx.deps, 'postgres');
    expect(await sweeper.atStartUp()).toMatchObject({ orphans: 0 });
    await sweeper.stop();
    expect(await isStored(young.key)).toBe(true);
  });
});
