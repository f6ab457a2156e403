import {
  bioRequestSchema,
  type CharacterListItem,
  portraitRequestSchema,
  putDraftRequestSchema,
  randomNameRequestSchema,
  saveCharacterRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  verifyRegistrationCodeRequestSchema,
} from '@edgeforge/contracts/api';
import { LIMITS } from '@edgeforge/contracts/limits';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestContext, TEST_ORIGIN, TEST_REGISTRATION_CODE, type TestContext } from './harness.ts';
import { captureLogs } from './log-capture.ts';
import { buildCompleteDraft } from './support/character-draft.ts';
import { buildSaveRequest, saveThroughApi } from './support/characters.ts';
import {
  contentTypes,
  type HostileBody,
  hostileBodies,
  junkText,
  parsedBody,
} from './support/hostile-bodies.ts';
import {
  expectTypedRefusal,
  NO_RATE_LIMITS,
  type RowSnapshot,
  snapshotRows,
} from './support/hostile-checks.ts';
import { percentEncodeAll, rawExchange, serveOverHttp } from './support/raw-http.ts';
import { numRuns, STRESS } from './support/stress-config.ts';

// Every endpoint that reads client input gets malformed, mistyped, oversized, over-nested and
// unknown-keyed bodies. Whatever comes in: no 5xx, a typed 4xx whenever the contract schema refuses
// the body, nothing written by a refused request, and the server goes on answering.

let ctx: TestContext;
let owner: { cookie: string; user: { id: string; email: string } };
/** A second user whose session sends the signed-in requests, so the owner's data stays a witness. */
let fuzzer: { cookie: string };
let ownerCharacterId: string;
const logs = captureLogs();

beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: NO_RATE_LIMITS, log: logs.log });
  owner = await ctx.signUp();
  fuzzer = await ctx.signUp();
  ownerCharacterId = (await saveThroughApi(ctx, owner.cookie)).id;
  const draft = await ctx.request('/api/draft', {
    method: 'PUT',
    cookie: owner.cookie,
    json: { draft: buildCompleteDraft({ firstName: 'Draft' }) },
  });
  expect(draft.status).toBe(200);
});
afterAll(() => ctx.close());

/**
 * After every test: nothing was logged as an error (a 500 the client never saw, a crashed
 * generator), the server still answers, the owner's data is intact, no prototype was polluted.
 */
let logLinesSeen = 0;
afterEach(async () => {
  const lines = logs.lines();
  const errors = lines.slice(logLinesSeen).filter((line) => Number(line.level) >= 50);
  logLinesSeen = lines.length;
  expect(errors.map((line) => `${line.msg} ${JSON.stringify(line.err ?? line.args)}`.slice(0, 500))).toEqual(
    [],
  );
  const list = await ctx.request('/api/characters', { cookie: owner.cookie });
  expect(list.status).toBe(200);
  const { characters } = (await list.json()) as { characters: CharacterListItem[] };
  expect(characters.map((c) => c.id)).toContain(ownerCharacterId);
  const draft = (await (await ctx.request('/api/draft', { cookie: owner.cookie })).json()) as {
    draft: { firstName: string };
  };
  expect(draft.draft.firstName).toBe('Draft');
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

/** A generation endpoint counts requests per user; the fuzzer would soon meet the limit. */
async function clearRateLimits(): Promise<void> {
  await ctx.deps.db.execute(sql`DELETE FROM rate_limit_counter`);
}

interface Endpoint {
  name: string;
  path: string;
  method: 'POST' | 'PUT';
  /** Sent as the signed-in owner, or with no session (sign-up, sign-in, registration code). */
  signedIn: boolean;
  /** The contract schema of the body: whatever it refuses must be refused with VALIDATION_FAILED. */
  schema: z.ZodType;
  /** One valid body that the hostile bodies are made from. */
  base: () => unknown;
}

const HOSTILE_PASSWORD = 'a-long-enough-password-42';

const ENDPOINTS: Endpoint[] = [
  {
    name: 'sign-up',
    path: '/api/auth/sign-up/email',
    method: 'POST',
    signedIn: false,
    schema: signUpRequestSchema,
    // The owner's address: a body the schema accepts is refused as EMAIL_TAKEN, never a new user.
    base: () => ({
      email: owner.user.email,
      password: HOSTILE_PASSWORD,
      name: 'Fuzz',
      registrationCode: TEST_REGISTRATION_CODE,
      callbackURL: '/',
    }),
  },
  {
    name: 'sign-in',
    path: '/api/auth/sign-in/email',
    method: 'POST',
    signedIn: false,
    schema: signInRequestSchema,
    base: () => ({ email: owner.user.email, password: HOSTILE_PASSWORD, rememberMe: true }),
  },
  {
    name: 'verify-registration-code',
    path: '/api/functions/verify-registration-code',
    method: 'POST',
    signedIn: false,
    schema: verifyRegistrationCodeRequestSchema,
    base: () => ({ code: 'not-the-code' }),
  },
  {
    name: 'generate-random-name',
    path: '/api/functions/generate-random-name',
    method: 'POST',
    signedIn: true,
    schema: randomNameRequestSchema,
    base: () => ({ gender: 'female', culturalRegion: 'Eastern European' }),
  },
  {
    name: 'generate-character-bio',
    path: '/api/functions/generate-character-bio',
    method: 'POST',
    signedIn: true,
    schema: bioRequestSchema,
    base: () => ({ characterData: buildCompleteDraft(), seed: 7 }),
  },
  {
    name: 'generate-character-portrait',
    path: '/api/functions/generate-character-portrait',
    method: 'POST',
    signedIn: true,
    schema: portraitRequestSchema,
    base: () => ({
      prompt: 'A portrait of Vesna Kade, a Solo.',
      characterData: buildCompleteDraft(),
      seed: 7,
    }),
  },
  {
    name: 'save character',
    path: '/api/characters',
    method: 'POST',
    signedIn: true,
    schema: saveCharacterRequestSchema,
    base: () => buildSaveRequest(),
  },
  {
    name: 'draft PUT',
    path: '/api/draft',
    method: 'PUT',
    signedIn: true,
    schema: putDraftRequestSchema,
    // The owner's own draft is the one the afterEach check reads: fuzz another user's.
    base: () => ({ draft: buildCompleteDraft() }),
  },
];

async function send(endpoint: Endpoint, body: HostileBody, contentType: string | undefined) {
  const headers = new Headers({ origin: TEST_ORIGIN });
  if (contentType) headers.set('content-type', contentType);
  if (endpoint.signedIn) headers.set('cookie', fuzzer.cookie);
  return ctx.request(endpoint.path, { method: endpoint.method, headers, body: body.text });
}

/**
 * One hostile request and its checks. A body the contract accepts may succeed (and write: a valid
 * save is a save); anything refused must leave every row count as it was.
 */
async function checkOne(endpoint: Endpoint, body: HostileBody, contentType: string | undefined) {
  if (endpoint.signedIn) await clearRateLimits();
  const before = await snapshotRows(ctx);
  const response = await send(endpoint, body, contentType);
  const parsed = parsedBody(body);
  const schemaAccepts = parsed.ok && endpoint.schema.safeParse(parsed.value).success;
  const label = `${endpoint.name} [${body.kind}] ${contentType ?? 'no content-type'} ${body.text?.slice(0, 120) ?? '(no body)'}`;
  expect(response.status, label).toBeLessThan(500);
  if (response.status < 400) {
    // Only a body the contract accepts may succeed.
    expect(schemaAccepts, label).toBe(true);
    expect(response.status, label).toBeLessThan(300);
    await response.body?.cancel();
    return;
  }
  const code = await expectTypedRefusal(response, label);
  if (!schemaAccepts) expect(code, label).toBe('VALIDATION_FAILED');
  expect(await snapshotRows(ctx), `a refused request wrote: ${label}`).toEqual(before);
}

describe('hostile bodies to every endpoint that reads one', () => {
  const runs = numRuns(50, 1_500);

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path} (${endpoint.name}): ${runs} bodies, never a 5xx, refusals typed and write nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileBodies(endpoint.base()), contentTypes, (body, contentType) =>
          checkOne(endpoint, body, contentType),
        ),
        { numRuns: runs, endOnFailure: !STRESS },
      );
    }, 600_000);
  }

  it('refuses text PostgreSQL cannot store (NUL, lone surrogates) before it reaches the database', async () => {
    const cookie = fuzzer.cookie;
    const before = await snapshotRows(ctx);
    const cases: [string, 'POST' | 'PUT', unknown][] = [
      [
        '/api/characters',
        'POST',
        buildSaveRequest({ draft: buildCompleteDraft({ firstName: 'Ve\u0000sna' }) }),
      ],
      [
        '/api/characters',
        'POST',
        buildSaveRequest({ draft: buildCompleteDraft({ hairstyle: 'Mo\uD800hawk' }) }),
      ],
      ['/api/characters', 'POST', buildSaveRequest({ bio: 'x\uDFFF' })],
      ['/api/draft', 'PUT', { draft: buildCompleteDraft({ roleLifepath: { 'kind\u0000': 'Bodyguard' } }) }],
      ['/api/draft', 'PUT', { draft: buildCompleteDraft({ lastName: '\uDBFF' }) }],
      ['/api/auth/sign-in/email', 'POST', { email: 'nul\u0000@example.test', password: HOSTILE_PASSWORD }],
      [
        '/api/auth/sign-up/email',
        'POST',
        {
          email: 'nul-name@example.test',
          password: HOSTILE_PASSWORD,
          name: 'a\u0000b',
          registrationCode: TEST_REGISTRATION_CODE,
        },
      ],
    ];
    for (const [path, method, json] of cases) {
      const response = await ctx.request(path, { method, cookie, json });
      const code = await expectTypedRefusal(response, `${method} ${path}`);
      expect(code).toBe('VALIDATION_FAILED');
    }
    expect(await snapshotRows(ctx)).toEqual(before);
    // Astral characters (well-formed surrogate pairs) are ordinary text and are kept.
    const emoji = await ctx.request('/api/draft', {
      method: 'PUT',
      cookie,
      json: { draft: buildCompleteDraft({ firstName: 'Ve💀sna' }) },
    });
    expect(emoji.status).toBe(200);
  });

  it('answers an unknown cultural region with 400 VALIDATION_FAILED, not a 5xx', async () => {
    await clearRateLimits();
    const response = await ctx.request('/api/functions/generate-random-name', {
      method: 'POST',
      cookie: fuzzer.cookie,
      json: { gender: 'male', culturalRegion: 'Lunar Colonies' },
    });
    expect(await expectTypedRefusal(response)).toBe('VALIDATION_FAILED');
  });

  it('refuses a body over the size limit with 413 PAYLOAD_TOO_LARGE on every endpoint', async () => {
    const before = await snapshotRows(ctx);
    const oversized = JSON.stringify({ padding: 'x'.repeat(LIMITS.requestBodyMax) });
    for (const endpoint of ENDPOINTS) {
      if (endpoint.signedIn) await clearRateLimits();
      const response = await send(endpoint, { kind: 'oversized', text: oversized }, 'application/json');
      expect(await expectTypedRefusal(response, endpoint.name)).toBe('PAYLOAD_TOO_LARGE');
    }
    expect(await snapshotRows(ctx)).toEqual(before);
  });
});

describe('hostile path and query parameters', () => {
  const segment = fc
    .oneof(
      junkText.map(percentEncodeAll),
      fc.constantFrom(
        '%',
        '%zz',
        '%E0%A4%A',
        '%00',
        '%2F',
        '%2F..%2F..%2Fetc%2Fpasswd',
        '%uD800',
        '+',
        ';x=1',
      ),
      fc.string({ minLength: 1_000, maxLength: STRESS ? 60_000 : 8_000 }).map(percentEncodeAll),
      fc.uuid().map((id) => id.toUpperCase()),
      fc.uuid(),
      fc.constant('00000000-0000-4000-8000-000000000000'),
    )
    // An empty segment or a dot segment names another route (the list itself): not an id at all.
    .filter((s) => !/^(\.|%2e){0,2}$/i.test(s));

  it(`character ids, portrait names and verification tokens: ${numRuns(50, 1_500)} cases, 404 or typed 4xx`, async () => {
    const cookie = fuzzer.cookie;
    await fc.assert(
      fc.asyncProperty(segment, async (s) => {
        const before = await snapshotRows(ctx);
        for (const [method, path] of [
          ['GET', `/api/characters/${s}`],
          ['POST', `/api/characters/${s}/retire`],
          ['GET', `/storage/character-portraits/portraits/${s}`],
          ['GET', `/storage/character-portraits/portraits/${s}.png`],
        ] as const) {
          const response = await ctx.request(path, { method, cookie });
          expect(await expectTypedRefusal(response, `${method} ${path.slice(0, 200)}`)).toBe('NOT_FOUND');
        }
        const verify = await ctx.request(`/api/auth/verify-email?token=${s}`);
        await expectTypedRefusal(verify, `verify-email ${s.slice(0, 200)}`);
        // Unknown query parameters change nothing: the list is still the caller's own.
        const list = await ctx.request(`/api/characters?userId=${s}&status=${s}`, { cookie: owner.cookie });
        expect(list.status).toBe(200);
        expect(await snapshotRows(ctx)).toEqual(before);
      }),
      { numRuns: numRuns(50, 1_500), endOnFailure: !STRESS },
    );
  }, 600_000);
});

describe('hostile bytes over real HTTP', () => {
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let baseline: RowSnapshot;
  beforeAll(async () => {
    http = await serveOverHttp(ctx);
    baseline = await snapshotRows(ctx);
  });
  afterAll(() => http.close());

  const alive = async () => {
    const response = await fetch(`http://127.0.0.1:${http.port}/api/characters`, {
      headers: { cookie: owner.cookie },
    });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  };

  const head = (method: string, path: string, headers: Record<string, string | number>) =>
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${TEST_ORIGIN}\r\nConnection: close\r\n${Object.entries(
      headers,
    )
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`;

  it('refuses invalid UTF-8, truncated bodies and lying lengths, and keeps answering', async () => {
    const cookie = fuzzer.cookie;
    const invalidUtf8 = Buffer.concat([
      Buffer.from('{"draft":{"firstName":"'),
      Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0xf0, 0x28, 0x8c, 0xbc, 0xff, 0xfe]),
      Buffer.from('"}}'),
    ]);
    const cases: {
      name: string;
      chunks: (string | Buffer)[];
      end?: boolean;
      expect: (s: number | null) => void;
    }[] = [
      {
        name: 'invalid UTF-8 in a JSON body',
        chunks: [
          head('PUT', '/api/draft', {
            cookie,
            'content-type': 'application/json',
            'content-length': invalidUtf8.length,
          }),
          invalidUtf8,
        ],
        expect: (s) => expect(s).toBe(400),
      },
      {
        name: 'a body shorter than its Content-Length, then the client leaves',
        chunks: [
          head('POST', '/api/characters', {
            cookie,
            'content-type': 'application/json',
            'content-length': 5000,
          }),
          '{"draft":',
        ],
        end: true,
        // Nothing to answer to: the server may close, or answer a refusal.
        expect: (s) => expect(s === null || (s >= 400 && s < 500)).toBe(true),
      },
      {
        name: 'a Content-Length far over the limit',
        chunks: [
          head('POST', '/api/characters', {
            cookie,
            'content-type': 'application/json',
            'content-length': 10 * 1024 ** 3,
          }),
          '{}',
        ],
        expect: (s) => expect(s).toBe(413),
      },
      {
        name: 'a chunked body that streams past the limit',
        chunks: [
          head('POST', '/api/characters', {
            cookie,
            'content-type': 'application/json',
            'transfer-encoding': 'chunked',
          }),
          ...Array.from({ length: 7 }, () => {
            const piece = 'x'.repeat(1024 * 1024);
            return `${piece.length.toString(16)}\r\n${piece}\r\n`;
          }),
          '0\r\n\r\n',
        ],
        expect: (s) => expect(s).toBe(413),
      },
      {
        name: 'a broken chunk size',
        chunks: [
          head('POST', '/api/draft', {
            cookie,
            'content-type': 'application/json',
            'transfer-encoding': 'chunked',
          }),
          'zz\r\n{}\r\n0\r\n\r\n',
        ],
        expect: (s) => expect(s === null || s === 400).toBe(true),
      },
      {
        name: 'both Content-Length and Transfer-Encoding (request smuggling)',
        chunks: [
          head('POST', '/api/draft', {
            cookie,
            'content-length': 4,
            'transfer-encoding': 'chunked',
          }),
          '0\r\n\r\nGET /api/draft HTTP/1.1\r\nHost: x\r\n\r\n',
        ],
        expect: (s) => expect(s === null || s === 400).toBe(true),
      },
      {
        name: 'a malformed request line',
        chunks: ['GARBAGE /\u0000 HTTP/9.9\r\n\r\n'],
        expect: (s) => expect(s === null || s === 400).toBe(true),
      },
      {
        name: 'a 200 KB cookie header',
        chunks: [
          head('GET', '/api/characters', { cookie: `better-auth.session_token=${'a'.repeat(200_000)}` }),
        ],
        expect: (s) => expect(s === null || s === 431 || s === 400).toBe(true),
      },
    ];
    for (const test of cases) {
      const { status, text } = await rawExchange(http.port, test.chunks, { endAfterWrite: test.end });
      expect(status === null || status < 500, `${test.name}: ${text.slice(0, 200)}`).toBe(true);
      test.expect(status);
      await alive();
    }
    expect(await snapshotRows(ctx)).toEqual(baseline);
  });

  it(`hostile save bodies over real HTTP: ${numRuns(10, 300)} cases`, async () => {
    const cookie = fuzzer.cookie;
    await fc.assert(
      fc.asyncProperty(hostileBodies(buildSaveRequest()), async (body) => {
        const before = await snapshotRows(ctx);
        const response = await fetch(`http://127.0.0.1:${http.port}/api/characters`, {
          method: 'POST',
          headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
          body: body.text,
        });
        const label = `[${body.kind}] ${body.text?.slice(0, 120)}`;
        expect(response.status, label).toBeLessThan(500);
        if (response.status >= 400) {
          await expectTypedRefusal(response, label);
          expect(await snapshotRows(ctx)).toEqual(before);
        } else {
          await response.body?.cancel();
        }
      }),
      { numRuns: numRuns(10, 300), endOnFailure: !STRESS },
    );
    await alive();
  }, 600_000);
});
