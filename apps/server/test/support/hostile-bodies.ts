// What a hostile client sends: fast-check arbitraries for malformed, oversized and unknown input.
import fc from 'fast-check';
import { STRESS } from './stress-config.ts';

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
