import { posix } from 'node:path';
import { describeImport, eachImport } from './locate.ts';
import type { SourceGraph } from './source-graph.ts';

const IN_SRC = /(^|\/)src\//;
const IN_TEST = /(^|\/)test\//;
const TEST_FILE = /\.test\.tsx?$/;

/** Rule 12: code in a `src/` folder never imports a `test/` folder; only the tests beside it may. */
export function srcImportsOfTests(graph: SourceGraph): string[] {
  return eachImport(graph, (file, ref) =>
    IN_SRC.test(file.path) && !TEST_FILE.test(file.path) && ref.target && IN_TEST.test(ref.target)
      ? `${describeImport(file, ref)}: src/ code uses test code`
      : null,
  );
}

const SERVER_SRC = 'apps/server/src/';
const SERVER_TEST = 'apps/server/test/';
/** What makes a server test one that goes through the HTTP app: the harness, or a server of its own. */
export const SERVER_APP_STARTERS: readonly string[] = [
  'apps/server/test/support/harness.ts',
  'apps/server/test/support/spawned-server.ts',
];

/** The app starter a test reaches through the server's test folder, directly or by its support files. */
function appStarterReached(graph: SourceGraph, from: string): string | null {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    const path = queue.shift()!;
    for (const ref of graph.get(path)?.imports ?? []) {
      const target = ref.target;
      if (!target?.startsWith(SERVER_TEST) || seen.has(target)) continue;
      if (SERVER_APP_STARTERS.includes(target)) return target;
      seen.add(target);
      queue.push(target);
    }
  }
  return null;
}

/**
 * Rule 13 (docs/CODE_STYLE.md, Tests): a server test that goes through the HTTP app lives in
 * apps/server/test/; every other server test sits beside its code in apps/server/src/.
 */
export function serverTestPlacement(graph: SourceGraph): string[] {
  const found: string[] = [];
  for (const path of graph.keys()) {
    if (!TEST_FILE.test(path)) continue;
    const starter =
      path.startsWith(SERVER_SRC) || path.startsWith(SERVER_TEST) ? appStarterReached(graph, path) : null;
    if (path.startsWith(SERVER_SRC) && starter) {
      found.push(`${path} goes through the app (${posix.basename(starter)}): its place is ${SERVER_TEST}`);
    } else if (path.startsWith(SERVER_TEST) && !starter) {
      found.push(`${path} starts no app: its place is beside the code it tests, in ${SERVER_SRC}`);
    }
  }
  return found;
}
