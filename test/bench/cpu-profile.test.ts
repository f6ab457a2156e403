import { describe, expect, it } from 'vitest';
import { type CpuProfile, packageOf, summarizeProfile } from '../../scripts/bench/cpu-profile.ts';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });
const DIST = 'file:///repo/apps/server/dist/chunk-A.js';
const PGLITE = 'file:///repo/node_modules/@electric-sql/pglite/dist/index.js';

// (root) -> handler (ours) -> query (PGlite) -> query again (recursion); and (idle).
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 5] },
    { id: 2, callFrame: frame('handler', DIST, 9), children: [3] },
    { id: 3, callFrame: frame('query', PGLITE), children: [4] },
    { id: 4, callFrame: frame('query', PGLITE) },
    { id: 5, callFrame: frame('(idle)') },
  ],
  startTime: 0,
  endTime: 6000,
  samples: [2, 3, 4, 4, 5, 5],
  timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000],
};

describe('the CPU profile summary', () => {
  it('counts self time on top of the stack and total time once per stack, idle left out', () => {
    const summary = summarizeProfile(profile);
    expect(summary.sampledMs).toBe(6);
    expect(summary.idleMs).toBe(2);
    expect(summary.functions).toEqual([
      { name: 'query @electric-sql/pglite/dist/index.js:1', selfMs: 3, totalMs: 3 },
      { name: 'handler dist/chunk-A.js:10', selfMs: 1, totalMs: 4 },
    ]);
    expect(summary.packages).toEqual([
      { name: '@electric-sql/pglite', selfMs: 3, totalMs: 3 },
      { name: 'our server (apps/server)', selfMs: 1, totalMs: 4 },
    ]);
  });

  it('names packages, scoped or not, node built-ins and V8 pseudo-frames', () => {
    expect(packageOf(frame('json', 'file:///r/node_modules/hono/dist/context.js'))).toBe('hono');
    expect(packageOf(frame('x', 'node:internal/encoding'))).toBe('node (built-in modules)');
    expect(packageOf(frame('(garbage collector)'))).toBe('(garbage collector)');
    expect(packageOf(frame('writev'))).toBe('V8 and native code');
  });
});
