import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSaveRequest } from './support/characters.ts';
import { TEST_ORIGIN } from './support/harness.ts';
import { hostileBodies } from './support/hostile-bodies.ts';
import { expectTypedRefusal, type RowSnapshot, snapshotRows } from './support/hostile-checks.ts';
import { hostileSuite } from './support/hostile-suite.ts';
import { rawExchange, serveOverHttp } from './support/raw-http.ts';
import { numRuns, STRESS } from './support/stress-config.ts';

// Bytes Node's HTTP client would never send, over a real socket: invalid UTF-8, lying lengths,
// broken chunks, smuggling attempts. No 5xx, nothing written, and the server goes on answering.

const suite = hostileSuite();

describe('hostile bytes over real HTTP', () => {
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let baseline: RowSnapshot;
  beforeAll(async () => {
    http = await serveOverHttp(suite.ctx);
    baseline = await snapshotRows(suite.ctx);
  });
  afterAll(() => http.close());

  const alive = async () => {
    const response = await fetch(`http://127.0.0.1:${http.port}/api/characters`, {
      headers: { cookie: suite.owner.cookie },
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
    const cookie = suite.fuzzer.cookie;
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
    expect(await snapshotRows(suite.ctx)).toEqual(baseline);
  });

  it(`hostile save bodies over real HTTP: ${numRuns(10, 300)} cases`, async () => {
    const cookie = suite.fuzzer.cookie;
    await fc.assert(
      fc.asyncProperty(hostileBodies(buildSaveRequest()), async (body) => {
        const before = await snapshotRows(suite.ctx);
        const response = await fetch(`http://127.0.0.1:${http.port}/api/characters`, {
          method: 'POST',
          headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
          body: body.text,
        });
        const label = `[${body.kind}] ${body.text?.slice(0, 120)}`;
        expect(response.status, label).toBeLessThan(500);
        if (response.status >= 400) {
          await expectTypedRefusal(response, label);
          expect(await snapshotRows(suite.ctx)).toEqual(before);
        } else {
          await response.body?.cancel();
        }
      }),
      { numRuns: numRuns(10, 300), endOnFailure: !STRESS },
    );
    await alive();
  }, 600_000);
});
