import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { NAME_LISTS } from '@edgeforge/generation/names/lists/index';
import {
  FAKE_BIO,
  type FakeAiServer,
  FIRST_NAME_BIO,
  startFakeAiServer,
} from '@edgeforge/generation/testing/fake-ai-server';
import { makePng } from '@edgeforge/generation/testing/png';
import { decode } from 'fast-png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/domain/limits/rate-limits.ts';
import { buildSaveRequest, saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';

const NAME = '/api/functions/generate-random-name';
const BIO = '/api/functions/generate-character-bio';
const PORTRAIT = '/api/functions/generate-character-portrait';

type ErrorJson = { error: { code: string; message: string } };

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ cookie } = await ctx.signUp());
});
afterAll(() => ctx.close());

describe('generation endpoints', () => {
  it('need a session', async () => {
    const bodies = {
      [NAME]: { gender: 'male', culturalRegion: 'East Asian' },
      [BIO]: { characterData: buildDraft() },
      [PORTRAIT]: { prompt: 'p', characterData: buildDraft() },
    };
    for (const [path, json] of Object.entries(bodies)) {
      const response = await ctx.request(path, { method: 'POST', json });
      expect(response.status, path).toBe(401);
      expect(((await response.json()) as ErrorJson).error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('generate-random-name answers a name from the region and gender lists', async () => {
    const response = await ctx.request(NAME, {
      method: 'POST',
      cookie,
      json: { gender: 'female', culturalRegion: 'Middle Eastern/North African' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { firstName: string; lastName: string; source: string };
    expect(NAME_LISTS['Middle Eastern/North African']!.female).toContain(body.firstName);
    expect(NAME_LISTS['Middle Eastern/North African']!.surnames).toContain(body.lastName);
    expect(body.source).toBe('offline');
  });

  it('refuses bad input, an unknown region included, with 400 VALIDATION_FAILED', async () => {
    for (const json of [
      { gender: 'other', culturalRegion: 'East Asian' },
      { gender: 'male' },
      { gender: 'male', culturalRegion: '' },
    ]) {
      const response = await ctx.request(NAME, { method: 'POST', cookie, json });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorJson).error.code).toBe('VALIDATION_FAILED');
    }
    const garbled = await ctx.request(NAME, {
      method: 'POST',
      cookie,
      body: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(garbled.status).toBe(400);
    const unknown = await ctx.request(NAME, {
      method: 'POST',
      cookie,
      json: { gender: 'male', culturalRegion: 'Lunar Colonies' },
    });
    expect(unknown.status).toBe(400);
    const body = (await unknown.json()) as ErrorJson;
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toContain('Lunar Colonies');
  });

  it('generate-character-bio answers a bio and a short bio, stable for a seed', async () => {
    const ask = (seed: number) =>
      ctx.request(BIO, { method: 'POST', cookie, json: { characterData: buildDraft(), seed } });
    const response = await ask(8);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { bio: string; shortBio: string; source: string };
    expect(body.source).toBe('offline');
    expect(body.bio.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(body.bio).toContain('Kaori Tanaka');
    expect(body.shortBio.length).toBeLessThanOrEqual(160);
    expect(((await (await ask(8)).json()) as { bio: string }).bio).toBe(body.bio);
    const invalid = await ctx.request(BIO, {
      method: 'POST',
      cookie,
      json: { characterData: { firstName: 'x' } },
    });
    expect(invalid.status).toBe(400);
  });

  it('generate-character-portrait answers a base64 PNG that a new seed changes', async () => {
    const ask = (seed: number) =>
      ctx.request(PORTRAIT, {
        method: 'POST',
        cookie,
        json: { prompt: 'A portrait of Kaori Tanaka', characterData: buildDraft(), seed },
      });
    const first = (await (await ask(1)).json()) as { image: string; source: string };
    expect(first.source).toBe('offline');
    const png = Buffer.from(first.image, 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(512);
    const again = (await (await ask(2)).json()) as { image: string };
    expect(again.image).not.toBe(first.image);
  });

  it('limits names per user and answers 429 RATE_LIMITED past the limit', async () => {
    const user = await ctx.signUp();
    const ask = (who: string) =>
      ctx.request(NAME, {
        method: 'POST',
        cookie: who,
        json: { gender: 'male', culturalRegion: 'Eastern European' },
      });
    for (let i = 0; i < RATE_LIMITS.generateNamePerUser.limit; i++)
      expect((await ask(user.cookie)).status).toBe(200);
    const limited = await ask(user.cookie);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ErrorJson).error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ask(cookie)).status).toBe(200);
  });
});

describe('generation endpoints with an AI provider configured', () => {
  let fake: FakeAiServer;
  let aiCtx: TestContext;
  const aiPng = makePng(32, 32);
  beforeAll(async () => {
    fake = await startFakeAiServer(aiPng);
    aiCtx = await createTestContext({
      env: {
        AI_BASE_URL: fake.baseUrl,
        AI_TEXT_MODEL: 'text-m',
        AI_IMAGE_MODEL: 'image-m',
        AI_TIMEOUT_MS: '400',
      },
    });
  });
  afterAll(async () => {
    await aiCtx.close();
    await fake.close();
  });

  it('takes bio and portrait from the provider and falls back to offline when it fails', async () => {
    const { cookie: aiCookie } = await aiCtx.signUp();
    const bio = async () =>
      (
        await aiCtx.request(BIO, { method: 'POST', cookie: aiCookie, json: { characterData: buildDraft() } })
      ).json();
    const portrait = async () =>
      (
        await aiCtx.request(PORTRAIT, {
          method: 'POST',
          cookie: aiCookie,
          json: { prompt: 'p', characterData: buildDraft() },
        })
      ).json();
    expect(await bio()).toMatchObject({ bio: FAKE_BIO, source: 'ai' });
    // The provider's image is foreign input: kept (and answered) as our own encoding of its pixels.
    const fromAi = (await portrait()) as { image: string; source: string; portraitId: string | null };
    expect(fromAi).toMatchObject({ source: 'ai', portraitId: expect.any(String) });
    expect(Array.from(decode(Buffer.from(fromAi.image, 'base64')).data)).toEqual(
      Array.from(decode(aiPng).data),
    );
    fake.mode = '500';
    expect(await bio()).toMatchObject({ source: 'offline' });
    expect(await portrait()).toMatchObject({ source: 'offline' });
  });
  it('keeps a three-paragraph bio naming the character by first name, reflowed, and saves its engine', async () => {
    const { cookie: aiCookie } = await aiCtx.signUp();
    fake.mode = 'firstName';
    fake.requests = [];
    const response = await aiCtx.request(BIO, {
      method: 'POST',
      cookie: aiCookie,
      json: { characterData: buildDraft() },
    });
    const generated = (await response.json()) as {
      bio: string;
      shortBio: string;
      source: string;
      engine: string;
    };
    expect(generated).toMatchObject({ source: 'ai', engine: 'text-m' });
    expect(generated.bio.split('\n\n')).toHaveLength(5);
    expect(generated.bio.split(/\s+/)).toEqual(FIRST_NAME_BIO.split(/\s+/));
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/chat/completions']);

    const saved = await saveThroughApi(
      aiCtx,
      aiCookie,
      buildSaveRequest({ bio: generated.bio, shortBio: generated.shortBio, bioEngine: generated.engine }),
    );
    const sheet = await aiCtx.request(`/api/characters/${saved.id}`, { cookie: aiCookie });
    const { character } = (await sheet.json()) as { character: { bio: string; bio_engine: string | null } };
    expect(character).toMatchObject({ bio: generated.bio, bio_engine: 'text-m' });
  });

  it('saves no engine beside an empty bio, and refuses an engine name with control characters', async () => {
    const { cookie: aiCookie } = await aiCtx.signUp();
    const saved = await saveThroughApi(aiCtx, aiCookie, buildSaveRequest({ bio: '', bioEngine: 'offline' }));
    expect(saved.bio_engine).toBeNull();
    const refused = await aiCtx.request('/api/characters', {
      method: 'POST',
      cookie: aiCookie,
      json: buildSaveRequest({ bioEngine: 'text\u0007m' }),
    });
    expect(refused.status).toBe(400);
  });
});
