import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { junkText } from './support/hostile-bodies.ts';
import { expectTypedRefusal, snapshotRows } from './support/hostile-checks.ts';
import { hostileSuite } from './support/hostile-suite.ts';
import { percentEncodeAll } from './support/raw-http.ts';
import { numRuns, STRESS } from './support/stress-config.ts';

// Character ids (for every verb on a character), share tokens, portrait names, verification tokens and query parameters that no client of ours
// sends: each is a 404 or another typed 4xx, writes nothing, and the server goes on answering.

const suite = hostileSuite();

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

  it(`character and campaign ids, portrait names and verification tokens: ${numRuns(50, 1_500)} cases, 404 or typed 4xx`, async () => {
    const cookie = suite.fuzzer.cookie;
    await fc.assert(
      fc.asyncProperty(segment, async (s) => {
        const before = await snapshotRows(suite.ctx);
        for (const [method, path] of [
          ['GET', `/api/characters/${s}`],
          ['GET', `/api/characters/${s}/bio`],
          ['POST', `/api/characters/${s}/retire`],
          ['POST', `/api/characters/${s}/edit`],
          ['POST', `/api/characters/${s}/duplicate`],
          ['GET', `/api/characters/${s}/export/json`],
          ['GET', `/api/characters/${s}/export/foundry`],
          ['GET', `/api/characters/${s}/export/pdf`],
          ['GET', `/api/characters/${s}/share`],
          ['POST', `/api/characters/${s}/share`],
          ['DELETE', `/api/characters/${s}/share`],
          ['GET', `/api/shared/${s}`],
          ['GET', `/storage/character-portraits/portraits/${s}`],
          ['GET', `/storage/character-portraits/portraits/${s}.png`],
          ['GET', `/api/campaigns/${s}`],
          ['POST', `/api/campaigns/${s}/close`],
          ['POST', `/api/campaigns/${s}/leave`],
          ['DELETE', `/api/campaigns/${s}/invite`],
          ['DELETE', `/api/campaigns/${s}/character`],
          ['DELETE', `/api/campaigns/${s}/members/${s}`],
        ] as const) {
          const response = await suite.ctx.request(path, { method, cookie });
          expect(await expectTypedRefusal(response, `${method} ${path.slice(0, 200)}`)).toBe('NOT_FOUND');
        }
        // The live stream's channels: a channel that names nothing of ours is a 400, an id out of reach a 404.
        for (const kind of ['campaign', 'character'])
          expect(['VALIDATION_FAILED', 'NOT_FOUND']).toContain(
            await expectTypedRefusal(await suite.ctx.request(`/api/live?channels=${kind}:${s}`, { cookie })),
          );
        const verify = await suite.ctx.request(`/api/auth/verify-email?token=${s}`);
        await expectTypedRefusal(verify, `verify-email ${s.slice(0, 200)}`);
        // Unknown query parameters change nothing: the list is still the caller's own.
        const list = await suite.ctx.request(`/api/characters?userId=${s}&status=${s}`, {
          cookie: suite.owner.cookie,
        });
        expect(list.status).toBe(200);
        // A cursor this server never handed out is a typed 400, never a database error.
        const paged = await suite.ctx.request(`/api/characters?cursor=${s}`, { cookie: suite.owner.cookie });
        expect(['INVALID_CURSOR', 'VALIDATION_FAILED']).toContain(await expectTypedRefusal(paged));
        expect(await snapshotRows(suite.ctx)).toEqual(before);
      }),
      { numRuns: numRuns(50, 1_500), endOnFailure: !STRESS },
    );
  }, 600_000);
});
