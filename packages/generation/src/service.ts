import { randomInt } from 'node:crypto';
import type { BioResponse, PortraitResponse, RandomNameResponse } from '@edgeforge/contracts/api';
import { OFFLINE_BIO_ENGINE } from '@edgeforge/contracts/bio-engine';
import type { Draft } from '@edgeforge/contracts/draft';
import { LIMITS } from '@edgeforge/contracts/limits';
import { createRng } from '@edgeforge/rules/dice';
import type { Gender } from '@edgeforge/rules/ids';
import { aiBio } from './ai/ai-bio.ts';
import { aiPortrait } from './ai/ai-portrait.ts';
import type { GenerationConfig } from './ai/config.ts';
import { generateOfflineBio } from './biography/offline-bio.ts';
import { generateName } from './names/generate-name.ts';
import { renderPortraitPng } from './portrait/render-portrait.ts';

/** Names, biographies and portraits: offline engines, or a configured AI service with offline fallback. */
export interface GenerationService {
  name(req: { gender: Gender; culturalRegion: string }): Promise<RandomNameResponse>;
  bio(draft: Draft, seed?: number): Promise<BioResponse>;
  portrait(prompt: string, draft: Draft, seed?: number): Promise<Pick<PortraitResponse, 'image' | 'source'>>;
}

/** The AI settings, re-exported so a caller needs only this module. */
export type { GenerationConfig };

/** Where the service reports an AI failure before it falls back (the server passes its own logger). */
export interface GenerationLog {
  warn(details: { err: string }, message: string): void;
}

const anySeed = () => randomInt(0, 2 ** 31);

/**
 * Builds the service from plain settings. Each AI call gets `aiTimeoutMs`; any failure is logged
 * and answered by the offline engine, and every answer says where it came from.
 */
export function createGeneration(config: GenerationConfig, log: GenerationLog): GenerationService {
  const textAi = Boolean(config.aiBaseUrl && config.aiTextModel);
  const imageAi = Boolean(config.aiBaseUrl && config.aiImageModel);
  return {
    async name({ gender, culturalRegion }) {
      return { ...generateName(gender, culturalRegion, createRng(anySeed())), source: 'offline' };
    },
    async bio(draft, seed) {
      if (textAi) {
        try {
          const written = await aiBio(config, draft, AbortSignal.timeout(config.aiTimeoutMs));
          return { ...written, engine: written.engine.slice(0, LIMITS.bioEngineMax), source: 'ai' };
        } catch (error) {
          log.warn({ err: (error as Error).message }, 'AI biography failed; using the offline engine');
        }
      }
      const { bio, shortBio } = generateOfflineBio(draft, seed ?? anySeed());
      return { bio, shortBio, engine: OFFLINE_BIO_ENGINE, source: 'offline' };
    },
    async portrait(prompt, draft, seed) {
      if (imageAi) {
        try {
          const png = await aiPortrait(config, prompt, draft, AbortSignal.timeout(config.aiTimeoutMs));
          return { image: png.toString('base64'), source: 'ai' };
        } catch (error) {
          log.warn({ err: (error as Error).message }, 'AI portrait failed; using the offline engine');
        }
      }
      // Without a seed the same character always gets the same picture; Regenerate sends a new seed.
      return { image: renderPortraitPng(draft, seed ?? 0).toString('base64'), source: 'offline' };
    },
  };
}
