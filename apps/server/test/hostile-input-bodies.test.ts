import { LIMITS } from '@edgeforge/contracts/limits';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCampaignRequest } from './support/campaigns.ts';
import { buildSaveRequest } from './support/characters.ts';
import { TEST_ORIGIN, TEST_REGISTRATION_CODE } from './support/harness.ts';
import { contentTypes, type HostileBody, hostileBodies, parsedBody } from './support/hostile-bodies.ts';
import { expectTypedRefusal, snapshotRows } from './support/hostile-checks.ts';
import { bodyEndpoints, type Endpoint, HOSTILE_PASSWORD } from './support/hostile-endpoints.ts';
import { hostileSuite } from './support/hostile-suite.ts';
import { numRuns, STRESS } from './support/stress-config.ts';

// Every endpoint that reads a JSON body gets malformed, mistyped, oversized, over-nested and
// unknown-keyed bodies. Whatever comes in: no 5xx, a typed 4xx whenever the contract schema refuses
// the body, nothing written by a refused request, and the server goes on answering (hostile-suite.ts).

const suite = hostileSuite();

/** The campaign the fuzzer runs, made before the properties run. */
const fuzzerCampaign = { id: '' };
const ENDPOINTS = bodyEndpoints(suite, fuzzerCampaign);

beforeAll(async () => {
  const response = await suite.ctx.request('/api/campaigns', {
    method: 'POST',
    cookie: suite.fuzzer.cookie,
    json: buildCampaignRequest({ name: 'Fuzzed table' }),
  });
  expect(response.status).toBe(201);
  fuzzerCampaign.id = ((await response.json()) as { campaign: { id: string } }).campaign.id;
});

async function send(endpoint: Endpoint, body: HostileBody, contentType: string | undefined) {
  const headers = new Headers({ origin: TEST_ORIGIN });
  if (contentType) headers.set('content-type', contentType);
  if (endpoint.signedIn) headers.set('cookie', suite.fuzzer.cookie);
  return suite.ctx.request(endpoint.path, { method: endpoint.method, headers, body: body.text });
}

/**
 * One hostile request and its checks. A body the contract accepts may succeed (and write: a valid
 * save is a save); anything refused must leave every row count as it was.
 */
async function checkOne(endpoint: Endpoint, body: HostileBody, contentType: string | undefined) {
  const before = await snapshotRows(suite.ctx);
  const response = await send(endpoint, body, contentType);
  const parsed = parsedBody(body);
  const schemaAccepts = parsed.ok && endpoint.schema.safeParse(parsed.value).success;
  const label = `${endpoint.name} [${body.kind}] ${contentType ?? 'no content-type'} ${body.text?.slice(0, 120) ?? '(no body)'}`;
  // Only a body declared as JSON is read at all; one sent as anything else is a 415 (a string body
  // sent without a type goes out as text/plain).
  const declaredJson = contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType);
  const wrongType = !declaredJson && (contentType !== undefined || body.text !== undefined);
  expect(response.status, label).toBeLessThan(500);
  if (response.status < 400) {
    // Only a body the contract accepts, declared as JSON, may succeed.
    expect(schemaAccepts && !wrongType, label).toBe(true);
    expect(response.status, label).toBeLessThan(300);
    await response.body?.cancel();
    return;
  }
  const code = await expectTypedRefusal(response, label);
  if (wrongType) expect(code, label).toBe('UNSUPPORTED_MEDIA_TYPE');
  else if (!schemaAccepts) expect(['VALIDATION_FAILED', endpoint.alsoRefusedWith], label).toContain(code);
  expect(await snapshotRows(suite.ctx), `a refused request wrote: ${label}`).toEqual(before);
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
    const cookie = suite.fuzzer.cookie;
    const before = await snapshotRows(suite.ctx);
    const cases: [string, 'POST' | 'PUT', unknown][] = [
      ['/api/characters', 'POST', buildSaveRequest({ draft: buildDraft({ firstName: 'Ve\u0000sna' }) })],
      ['/api/characters', 'POST', buildSaveRequest({ draft: buildDraft({ hairstyle: 'Mo\uD800hawk' }) })],
      ['/api/characters', 'POST', buildSaveRequest({ bio: 'x\uDFFF' })],
      ['/api/draft', 'PUT', { draft: buildDraft({ roleLifepath: { 'kind\u0000': 'Bodyguard' } }) }],
      ['/api/draft', 'PUT', { draft: buildDraft({ lastName: '\uDBFF' }) }],
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
      const response = await suite.ctx.request(path, { method, cookie, json });
      const code = await expectTypedRefusal(response, `${method} ${path}`);
      expect(code).toBe('VALIDATION_FAILED');
    }
    expect(await snapshotRows(suite.ctx)).toEqual(before);
    // Astral characters (well-formed surrogate pairs) are ordinary text and are kept.
    const emoji = await suite.ctx.request('/api/draft', {
      method: 'PUT',
      cookie,
      json: { draft: buildDraft({ firstName: 'Ve💀sna' }) },
    });
    expect(emoji.status).toBe(200);
  });

  it('answers an unknown cultural region with 400 VALIDATION_FAILED, not a 5xx', async () => {
    const response = await suite.ctx.request('/api/functions/generate-random-name', {
      method: 'POST',
      cookie: suite.fuzzer.cookie,
      json: { gender: 'male', culturalRegion: 'Lunar Colonies' },
    });
    expect(await expectTypedRefusal(response)).toBe('VALIDATION_FAILED');
  });

  it('refuses a body over the size limit with 413 PAYLOAD_TOO_LARGE on every endpoint', async () => {
    const before = await snapshotRows(suite.ctx);
    const oversized = JSON.stringify({ padding: 'x'.repeat(LIMITS.requestBodyMax) });
    for (const endpoint of ENDPOINTS) {
      const response = await send(endpoint, { kind: 'oversized', text: oversized }, 'application/json');
      expect(await expectTypedRefusal(response, endpoint.name)).toBe('PAYLOAD_TOO_LARGE');
    }
    expect(await snapshotRows(suite.ctx)).toEqual(before);
  });
});
