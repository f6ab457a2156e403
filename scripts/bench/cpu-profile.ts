/**
 * Reads a V8 CPU profile (`node --cpu-prof` writes one at exit) into the flame chart's top entries:
 * per function its self time (samples on top of the stack) and its total time (samples with it
 * anywhere on the stack, counted once however deep it recurses), and self time per package.
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

/** The parts of a `.cpuprofile` file read here. */
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  /** Microseconds since the previous sample. */
  timeDeltas: number[];
}

export interface ProfileEntry {
  name: string;
  selfMs: number;
  totalMs: number;
}

export interface ProfileSummary {
  /** Sampled time in ms, idle included. */
  sampledMs: number;
  idleMs: number;
  functions: ProfileEntry[];
  packages: ProfileEntry[];
}

/** A path from the repository's root (scripts/..., packages/...) when it is one of ours. */
function repoRelative(path: string): string {
  const at = path.search(/\/(scripts|packages)\//);
  return at >= 0 ? path.slice(at + 1) : path;
}

/** `pkg/file.js:12` for a dependency, `dist/chunk.js:12` for ours, `node:internal/...` as is. */
export function shortLocation(url: string, line: number): string {
  if (!url) return '';
  const path = url.replace(/^file:\/\//, '');
  const inModules = path.lastIndexOf('/node_modules/');
  const short =
    inModules >= 0
      ? path.slice(inModules + '/node_modules/'.length)
      : path.includes('/apps/server/')
        ? path.slice(path.indexOf('/apps/server/') + '/apps/server/'.length)
        : repoRelative(path);
  return `${short}:${line + 1}`;
}

/** The package a frame belongs to: an npm package, `our server`, `node` or a V8 pseudo-frame. */
export function packageOf(frame: CallFrame): string {
  const path = frame.url.replace(/^file:\/\//, '');
  const inModules = path.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [scopeOrName, name] = path.slice(inModules + '/node_modules/'.length).split('/');
    return scopeOrName?.startsWith('@') ? `${scopeOrName}/${name}` : (scopeOrName ?? path);
  }
  if (path.includes('/apps/server/')) return 'our server (apps/server)';
  if (path.startsWith('node:')) return 'node (built-in modules)';
  if (!path) return frame.functionName.startsWith('(') ? frame.functionName : 'V8 and native code';
  return repoRelative(path);
}

function frameName(frame: CallFrame): string {
  const where = shortLocation(frame.url, frame.lineNumber);
  return `${frame.functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
}

/** Sorted by self time, then total time; at most `top` entries. */
function ranked(times: Map<string, { self: number; total: number }>, top: number): ProfileEntry[] {
  return [...times]
    .map(([name, t]) => ({ name, selfMs: t.self / 1000, totalMs: t.total / 1000 }))
    .sort((a, b) => b.selfMs - a.selfMs || b.totalMs - a.totalMs)
    .slice(0, top);
}

/** Self and total time per function and per package; idle time is left out of both lists. */
export function summarizeProfile(profile: CpuProfile, top = 10): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stacks = new Map<number, { names: Set<string>; packages: Set<string> }>();
  const stackOf = (id: number) => {
    let stack = stacks.get(id);
    if (stack) return stack;
    stack = { names: new Set(), packages: new Set() };
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (frame.functionName === '(root)') continue;
      stack.names.add(frameName(frame));
      stack.packages.add(packageOf(frame));
    }
    stacks.set(id, stack);
    return stack;
  };
  const functions = new Map<string, { self: number; total: number }>();
  const packages = new Map<string, { self: number; total: number }>();
  const add = (map: typeof functions, key: string, field: 'self' | 'total', us: number) => {
    const entry = map.get(key) ?? { self: 0, total: 0 };
    entry[field] += us;
    map.set(key, entry);
  };
  let idle = 0;
  let sampled = 0;
  profile.samples.forEach((id, i) => {
    // A sample lasts until the next one; the last one gets the previous one's length.
    const us = profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0;
    sampled += us;
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') {
      idle += us;
      return;
    }
    add(functions, frameName(frame), 'self', us);
    add(packages, packageOf(frame), 'self', us);
    const stack = stackOf(id);
    for (const name of stack.names) add(functions, name, 'total', us);
    for (const name of stack.packages) add(packages, name, 'total', us);
  });
  return {
    sampledMs: sampled / 1000,
    idleMs: idle / 1000,
    functions: ranked(functions, top),
    packages: ranked(packages, top),
  };
}

/** The summary as two markdown tables, times in ms and in % of the busy (non-idle) time. */
export function profileTables(summary: ProfileSummary): string[] {
  const busy = summary.sampledMs - summary.idleMs;
  const pct = (ms: number) => `${((100 * ms) / busy).toFixed(1)} %`;
  const table = (title: string, entries: ProfileEntry[]) => [
    `| ${title} | self | self % | total | total % |`,
    '| --- | ---: | ---: | ---: | ---: |',
    ...entries.map(
      (e) =>
        `| \`${e.name}\` | ${e.selfMs.toFixed(0)} ms | ${pct(e.selfMs)} | ${e.totalMs.toFixed(0)} ms | ${pct(e.totalMs)} |`,
    ),
  ];
  return [
    `Sampled ${(summary.sampledMs / 1000).toFixed(1)} s, busy ${(busy / 1000).toFixed(1)} s (${((100 * busy) / summary.sampledMs).toFixed(0)} %); % of the busy time.`,
    '',
    ...table('function (by self time)', summary.functions),
    '',
    ...table('package (by self time)', summary.packages),
  ];
}
