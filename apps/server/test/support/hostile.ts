import { type AddressInfo, connect } from 'node:net';
import { ERROR_STATUS, errorBodySchema } from '@edgeforge/contracts/errors';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { AUTH_RATE_LIMITS, type AuthRateLimits } from '../../src/auth/rate-limits.ts';
import type { TestContext } from '../harness.ts';
import { countStoredPortraits } from './characters.ts';

/** `STRESS=1` runs the full hostile-input suites (thousands of cases); `npm test` runs a short version. */
export const STRESS = Boolean(process.env.STRESS);

/** How many cases a property runs: a few in the everyday suite, many under STRESS=1. */
export function numRuns(short: number, full: number): number {
  return STRESS ? full : short;
}

/** Rate limits high enough that a fuzzing run never meets them (the limits have tests of their own). */
export const NO_AUTH_RATE_LIMITS = Object.fromEntries(
  Object.entries(AUTH_RATE_LIMITS).map(([name, rule]) => [name, { ...rule, limit: 1_000_000 }]),
) as AuthRateLimits;

/** Row counts of every table a client could write through the API, and the stored portrait files. */
export type RowSnapshot = Record<string, number>;

const COUNTED_TABLES = [
  'user',
  'session',
  'account',
  'verification',
  'draft',
  'characters',
  'character_stats',
  'character_inventory',
  'character_background',
] as const;

/** Counts rows of every user-data table in one query, plus the portrait files on disk. */
export async function snapshotRows(ctx: TestContext): Promise<RowSnapshot> {
  const columns = sql.join(
    COUNTED_TABLES.map(
      (table) => sql`(SELECT count(*) FROM ${sql.identifier(table)})::int AS ${sql.identifier(table)}`,
    ),
    sql`, `,
  );
  const result = (await ctx.deps.db.execute(sql`SELECT ${columns}`)) as unknown as {
    rows: Record<string, number>[];
  };
  const row = result.rows[0] ?? {};
  const counts: RowSnapshot = {};
  for (const table of COUNTED_TABLES) counts[table] = Number(row[table]);
  counts.portraitFiles = countStoredPortraits(ctx);
  return counts;
}

/**
 * Checks that an answer is a refusal in our own terms: a 4xx whose body is an error body with a
 * typed code, and whose status is the one that code maps to. Returns the code.
 */
export async function expectTypedRefusal(response: Response, context = ''): Promise<string> {
  const text = await response.text();
  const where = `${context} -> ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, where).toBeGreaterThanOrEqual(400);
  expect(response.status, where).toBeLessThan(500);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`a refusal without a JSON body: ${where}`);
  }
  const parsed = errorBodySchema.safeParse(json);
  expect(parsed.success, `not a typed error body: ${where}`).toBe(true);
  const code = parsed.data?.error.code ?? 'INTERNAL';
  expect(ERROR_STATUS[code], `status does not match the code: ${where}`).toBe(response.status);
  return code;
}

// --- what a hostile client sends -----------------------------------------------------------

/** Characters that break naive handling: NUL, lone surrogates, BOM, direction overrides, combining marks. */
const NASTY_CHARACTERS = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\uDBFF\uDFFF',
  '\uFEFF',
  '\uFFFE',
  '\uFFFF',
  '\u202E',
  '\u200B',
  '\u0301',
  '\u0007',
  '\u001B[31m',
  '\r\n',
  '\\',
  '"',
  "'",
  '%00',
  '{{7*7}}#{7*7}',
  '<script>',
  "'; DROP TABLE characters; --",
  '💀',
  '👩‍👩‍👧‍👦',
  'İ',
  'ß',
  'ﬃ',
  'Ⅻ',
];

/** Unicode junk: any code point, lone surrogates and control characters included. */
export const junkText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom(...NASTY_CHARACTERS),
      fc.string({ unit: 'binary', maxLength: 8 }),
      fc.string({ unit: 'grapheme', maxLength: 8 }),
      fc.string({ maxLength: 8 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

/** A string longer than any field allows: up to 20 000 characters, up to 400 000 under STRESS. */
export const longText: fc.Arbitrary<string> = fc
  .record({
    unit: fc.oneof(
      junkText.filter((s) => s.length > 0),
      fc.constantFrom('a', 'é', '💀', '\u0000'),
    ),
    length: fc.integer({ min: 257, max: STRESS ? 400_000 : 20_000 }),
  })
  .map(({ unit, length }) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

/**
 * JSON nested deeper than JSON.stringify can write: stands in the value as a marker string that
 * serialize() swaps for the raw nested text.
 */
const DEEP_MARKER = /"@@deep:(\d+):(array|object)@@"/g;

export const deepValue: fc.Arbitrary<string> = fc
  .record({
    depth: fc.integer({ min: 20, max: STRESS ? 100_000 : 2_000 }),
    kind: fc.constantFrom('array', 'object'),
  })
  .map(({ depth, kind }) => `@@deep:${depth}:${kind}@@`);

/** The JSON text of a value, deep markers expanded. */
export function serialize(value: unknown): string {
  return JSON.stringify(value).replace(DEEP_MARKER, (_, depth: string, kind: string) => {
    const n = Number(depth);
    return kind === 'array'
      ? `${'['.repeat(n)}"bottom"${']'.repeat(n)}`
      : `${'{"a":'.repeat(n)}"bottom"${'}'.repeat(n)}`;
  });
}

export const hugeArray: fc.Arbitrary<unknown[]> = fc
  .record({
    length: fc.integer({ min: 41, max: STRESS ? 100_000 : 5_000 }),
    item: fc.oneof(fc.constant(0), fc.constant(null), fc.constant('x'), fc.constant({}), fc.constant([])),
  })
  .map(({ length, item }) => Array.from({ length }, () => item));

/** Scalars of every JSON type, with the edge values of each. */
export const wrongScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(-1, 0, -0, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('', ' ', 'null', 'true', '0', '[]', '{}', 'undefined', 'NaN'),
  fc.constantFrom([], {}, [null], { '': '' }),
);

/** Anything a field could be replaced with. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: wrongScalar },
  { weight: 4, arbitrary: junkText },
  { weight: 2, arbitrary: longText },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: hugeArray },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Keys that are unknown to every schema, prototype pollution attempts among them. */
export const unknownKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    '',
    ' ',
    'userId',
    'user_id',
    'id',
    'status',
    'emailVerified',
    'role',
    '$where',
    '\u0000',
    '\uD800',
  ),
  junkText,
);

type Path = (string | number)[];

/** Every path to a node of a JSON value, the root included. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      paths.push(...pathsOf(item, [...prefix, index]));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

/** Sets an own, enumerable property, so `__proto__` becomes a real key as JSON.parse would make it. */
function setOwn(target: Record<string | number, unknown>, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function parentOf(root: unknown, path: Path): Record<string | number, unknown> {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  return node;
}

/** A copy of `base` with the node at `path` replaced (the root when the path is empty). */
export function replaceAt(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = cloneJson(base);
  setOwn(parentOf(copy, path), path[path.length - 1] as string | number, value);
  return copy;
}

/** A copy of `base` without the node at `path`. */
export function removeAt(base: unknown, path: Path): unknown {
  if (path.length === 0) return undefined;
  const copy = cloneJson(base);
  const parent = parentOf(copy, path);
  const key = path[path.length - 1] as string | number;
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
  return copy;
}

/** A copy of `base` with an extra key on the object at `path`. */
export function addKeyAt(base: unknown, path: Path, key: string, value: unknown): unknown {
  const copy = cloneJson(base);
  const target = path.length === 0 ? copy : (parentOf(copy, [...path, '']) as unknown);
  if (target === null || typeof target !== 'object' || Array.isArray(target)) return copy;
  setOwn(target as Record<string, unknown>, key, value);
  return copy;
}

/** What one hostile request sends: its text (undefined: no body at all) and how it was made. */
export type HostileBody = { kind: string; text: string | undefined };

function asJson(kind: string, value: unknown): HostileBody {
  return { kind, text: value === undefined ? undefined : serialize(value) };
}

/** The body as the server's JSON.parse would read it, or `invalid` when it is not JSON. */
export function parsedBody(body: HostileBody): { ok: true; value: unknown } | { ok: false } {
  if (body.text === undefined) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(body.text) };
  } catch {
    return { ok: false };
  }
}

/** Text that is not JSON: garbage, truncated JSON, JSON5-isms, duplicated documents. */
function invalidJsonText(base: unknown): fc.Arbitrary<HostileBody> {
  const valid = JSON.stringify(base);
  return fc
    .oneof(
      junkText,
      fc.integer({ min: 0, max: Math.max(0, valid.length - 1) }).map((cut) => valid.slice(0, cut)),
      fc.constantFrom(
        '',
        ' ',
        '{',
        '}',
        '{"a":}',
        "{'a': 1}",
        '{a: 1}',
        '{"a": 1,}',
        '[1,]',
        'NaN',
        'undefined',
        '{"a": 0x10}',
        '\uFEFF{}',
        '{"a": "\\ud800"',
        '{}{}',
        '// comment\n{}',
        `${valid}${valid}`,
        `${valid}garbage`,
      ),
      fc.string({ unit: 'binary', maxLength: 200 }),
    )
    .filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    })
    .map((text) => ({ kind: 'invalid-json', text }));
}

/**
 * Hostile bodies built around one valid body of an endpoint: invalid JSON, the whole body
 * replaced, one field replaced by a wrong type, junk, an oversized string, deep nesting or a huge
 * array, one field removed, or an unknown key added anywhere.
 */
export function hostileBodies(base: unknown): fc.Arbitrary<HostileBody> {
  const paths = pathsOf(base);
  const objectPaths = paths.filter((path) => {
    let node = base as Record<string | number, unknown>;
    for (const key of path) node = node[key] as Record<string | number, unknown>;
    return node !== null && typeof node === 'object' && !Array.isArray(node);
  });
  const path = fc.constantFrom(...paths);
  return fc.oneof(
    { weight: 2, arbitrary: invalidJsonText(base) },
    { weight: 1, arbitrary: hostileValue.map((value) => asJson('whole-body', value)) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(path, hostileValue)
        .map(([at, value]) => asJson(`replace ${at.join('.')}`, replaceAt(base, at, value))),
    },
    {
      weight: 2,
      arbitrary: path
        .filter((at) => at.length > 0)
        .map((at) => asJson(`remove ${at.join('.')}`, removeAt(base, at))),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...objectPaths), unknownKey, hostileValue)
        .map(([at, key, value]) =>
          asJson(`add ${JSON.stringify(key)} at ${at.join('.')}`, addKeyAt(base, at, key, value)),
        ),
    },
    { weight: 1, arbitrary: fc.constant<HostileBody>({ kind: 'no-body', text: undefined }) },
  );
}

/** Content types a client might claim, most of them wrong for a JSON body. */
export const contentTypes: fc.Arbitrary<string | undefined> = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/octet-stream',
);

// --- real HTTP ---------------------------------------------------------------------------------

/** The app behind a real Node HTTP server on a free loopback port. */
export async function serveOverHttp(ctx: TestContext): Promise<{ port: number; close(): Promise<void> }> {
  const { serve } = await import('@hono/node-server');
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    started.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

/**
 * Writes raw bytes to the server and reads until it closes the connection, answers a full
 * response, or `waitMs` passes (a bound, not an assertion). Answers the status, or null when the
 * server closed without answering.
 */
export function rawExchange(
  port: number,
  chunks: (string | Buffer)[],
  options: { endAfterWrite?: boolean; waitMs?: number } = {},
): Promise<{ status: number | null; text: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = received.toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: match ? Number(match[1]) : null, text });
    };
    const timer = setTimeout(finish, options.waitMs ?? 10_000);
    socket.on('data', (data) => {
      received = Buffer.concat([received, data]);
      if (isCompleteResponse(received.toString('latin1'))) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        await new Promise<void>((done) => socket.write(chunk, () => done()));
      }
      if (options.endAfterWrite) socket.end();
    });
  });
}

function isCompleteResponse(text: string): boolean {
  const headerEnd = text.indexOf('\r\n\r\n');
  if (headerEnd < 0) return false;
  const head = text.slice(0, headerEnd).toLowerCase();
  const length = /\r\ncontent-length: *(\d+)/.exec(head);
  if (length) return text.length - headerEnd - 4 >= Number(length[1]);
  if (head.includes('transfer-encoding: chunked')) return text.endsWith('0\r\n\r\n');
  return false;
}

/**
 * Percent-encodes every character of a string as UTF-8 bytes, lone surrogates included (as the
 * three bytes WTF-8 gives them, which no UTF-8 decoder accepts): encodeURIComponent would throw.
 */
export function percentEncodeAll(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const bytes =
      code < 0x80
        ? [code]
        : code < 0x800
          ? [0xc0 | (code >> 6), 0x80 | (code & 63)]
          : code < 0x10000
            ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
            : [
                0xf0 | (code >> 18),
                0x80 | ((code >> 12) & 63),
                0x80 | ((code >> 6) & 63),
                0x80 | (code & 63),
              ];
    out += bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}
