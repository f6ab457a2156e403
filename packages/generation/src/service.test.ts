import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_BIO,
  FAKE_SHORT_BIO,
  type FakeAiMode,
  type FakeAiServer,
  FIRST_NAME_BIO,
  startFakeAiServer,
} from '../test/support/fake-ai-server.ts';
import { makePng } from '../test/support/png.ts';
import { BIO_SECTIONS } from './biography/outline.ts';
import { NAME_LISTS } from './names/lists/index.ts';
import { createGeneration, type GenerationConfig, type GenerationLog } from './service.ts';

const AI_PNG = makePng(64, 64, [10, 200, 120]);
// The provider's time limit. The fake answers in the same process; on a 2-core machine running the
// other suites beside this one, its first answer took more than 300 ms and the service fell back to
// offline. The 'slow' fake answers after five times this, so the fallback is still told apart.
const TIMEOUT_MS = 1_000;

let fake: FakeAiServer;
let warnings: string[];
const log: GenerationLog = { warn: (_details, message) => warnings.push(message) };

function aiService(overrides: Partial<GenerationConfig> = {}) {
  return createGeneration(
    {
      aiBaseUrl: fake.baseUrl,
      aiApiKey: 'sk-test',
      aiTextModel: 'text-m',
      aiImageModel: 'image-m',
      aiTimeoutMs: TIMEOUT_MS,
      ...overrides,
    },
    log,
  );
}

beforeAll(async () => {
  fake = await startFakeAiServer(AI_PNG, TIMEOUT_MS * 5);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests = [];
  warnings = [];
});

describe('generation service without an AI provider', () => {
  const offline = createGeneration({ aiTimeoutMs: TIMEOUT_MS }, log);

  it('answers names, bios and portraits from the offline engines', async () => {
    const name = await offline.name({ gender: 'female', culturalRegion: 'Oceania/Pacific Islander' });
    expect(NAME_LISTS['Oceania/Pacific Islander']!.female).toContain(name.firstName);
    expect(name.source).toBe('offline');
    const bio = await offline.bio(buildDraft(), 4);
    expect(bio.source).toBe('offline');
    expect(bio.bio).toContain('Kaori');
    const portrait = await offline.portrait('A portrait of Kaori Tanaka', buildDraft(), 4);
    expect(portrait.source).toBe('offline');
    expect(Buffer.from(portrait.image, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(fake.requests).toEqual([]);
  });

  it('gives the same portrait for the same character when no seed is sent', async () => {
    const a = await offline.portrait('p', buildDraft());
    const b = await offline.portrait('p', buildDraft());
    expect(a.image).toBe(b.image);
  });
});

describe('generation service with an OpenAI-compatible provider', () => {
  it('takes the biography from the chat model, sending the model and key', async () => {
    const bio = await aiService().bio(buildDraft(), 1);
    expect(bio).toEqual({ bio: FAKE_BIO, shortBio: FAKE_SHORT_BIO, source: 'ai', engine: 'text-m' });
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('text-m');
    expect(JSON.stringify(request?.body.messages)).toContain('Kaori Tanaka');
    expect(JSON.stringify(request?.body.messages)).toContain('1. Origin and family');
  });

  it.each(['fenced', 'think', 'plain'] as FakeAiMode[])('reads a %s reply', async (mode) => {
    fake.mode = mode;
    const bio = await aiService().bio(buildDraft(), 1);
    expect(bio.source).toBe('ai');
    expect(bio.bio).toBe(FAKE_BIO);
    expect(bio.shortBio.length).toBeGreaterThan(10);
    expect(bio.shortBio.length).toBeLessThanOrEqual(160);
  });

  it('keeps three paragraphs naming the character by the first name only, reflowed, in one call', async () => {
    fake.mode = 'firstName';
    const bio = await aiService().bio(buildDraft(), 1);
    expect(bio).toMatchObject({ source: 'ai', engine: 'text-m', shortBio: FAKE_SHORT_BIO });
    expect(bio.bio.split('\n\n')).toHaveLength(BIO_SECTIONS.length);
    expect(bio.bio.split(/\s+/)).toEqual(FIRST_NAME_BIO.split(/\s+/));
    expect(fake.requests).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('asks once more, with the reason, when the first biography names another character', async () => {
    fake.mode = 'misnamedOnce';
    const bio = await aiService().bio(buildDraft(), 1);
    expect(bio).toMatchObject({ bio: FAKE_BIO, source: 'ai', engine: 'text-m' });
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]!.body.messages as { role: string; content: string }[];
    expect(retry.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry[2]!.content).toContain('Rin Okada');
    expect(retry[3]!.content).toContain('does not name the character, Kaori Tanaka');
  });

  it.each([
    ['500', 1],
    ['slow', 1],
    ['garbage', 1],
    ['empty', 2],
    ['short', 2],
    ['misnamed', 2],
  ] as [FakeAiMode, number][])(
    'falls back to offline when the chat model gives %s (%i calls)',
    async (mode, calls) => {
      fake.mode = mode;
      const started = Date.now();
      const bio = await aiService().bio(buildDraft(), 1);
      expect(bio).toMatchObject({ source: 'offline', engine: 'offline' });
      expect(bio.bio).toContain('Kaori');
      expect(fake.requests).toHaveLength(calls);
      expect(warnings).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
    },
  );

  it('takes the portrait from the images endpoint as base64', async () => {
    const portrait = await aiService().portrait('A portrait of Kaori Tanaka', buildDraft(), 1);
    expect(portrait).toEqual({ image: AI_PNG.toString('base64'), source: 'ai' });
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/images/generations');
    expect(request?.body.model).toBe('image-m');
    expect(String(request?.body.prompt)).toMatch(/^A portrait of Kaori Tanaka\. .*netrunner/);
  });

  it('downloads the portrait when the endpoint answers with a URL', async () => {
    fake.mode = 'url';
    const portrait = await aiService().portrait('p', buildDraft(), 1);
    expect(portrait).toEqual({ image: AI_PNG.toString('base64'), source: 'ai' });
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/images/generations', '/files/portrait.png']);
  });

  it.each(['500', 'slow', 'garbage'] as FakeAiMode[])(
    'falls back to the offline portrait on %s',
    async (mode) => {
      fake.mode = mode;
      const portrait = await aiService().portrait('p', buildDraft(), 1);
      expect(portrait.source).toBe('offline');
      expect(portrait.image).toBe(
        (await createGeneration({ aiTimeoutMs: 1 }, log).portrait('p', buildDraft(), 1)).image,
      );
      expect(warnings).toHaveLength(1);
    },
  );

  it('uses only the configured half: a text model alone leaves portraits offline', async () => {
    const service = aiService({ aiImageModel: undefined });
    expect((await service.portrait('p', buildDraft(), 1)).source).toBe('offline');
    expect((await service.bio(buildDraft(), 1)).source).toBe('ai');
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/chat/completions']);
  });
});
