import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FullCharacter, SaveCharacterRequest } from '@edgeforge/contracts/api';
import { makePng } from '@edgeforge/generation/testing/png';
import {
  characterBackground,
  characterInventory,
  characterStats,
  characters,
} from '../../src/db/schema/characters.ts';
import type { TestContext } from '../harness.ts';
import { buildCompleteDraft } from './character-draft.ts';

/** A full save request: a complete draft, a bio and a real PNG portrait. */
export function buildSaveRequest(overrides: Partial<SaveCharacterRequest> = {}): SaveCharacterRequest {
  return {
    draft: buildCompleteDraft(),
    bio: 'Vesna grew up on the road.\n\nNow she guards people who pay well.',
    shortBio: 'A Solo who guards people who pay well.',
    portrait: makePng(16, 24).toString('base64'),
    ...overrides,
  };
}

/** Saves a character through the API and answers it, failing the test on any other status. */
export async function saveThroughApi(
  ctx: TestContext,
  cookie: string,
  body: SaveCharacterRequest = buildSaveRequest(),
): Promise<FullCharacter> {
  const response = await ctx.request('/api/characters', { method: 'POST', cookie, json: body });
  if (response.status !== 201) throw new Error(`save failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { character: FullCharacter }).character;
}

/** Row counts of the four character tables, to prove a failed save left nothing behind. */
export async function countCharacterRows(ctx: TestContext): Promise<Record<string, number>> {
  const tables = { characters, characterStats, characterInventory, characterBackground };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    counts[name] = await ctx.deps.db.$count(table);
  }
  return counts;
}

/** The error code of an error answer. */
export async function errorCodeOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

/** How many portrait files the local storage under the context's DATA_DIR holds. */
export function countStoredPortraits(ctx: TestContext): number {
  try {
    return readdirSync(join(ctx.deps.env.DATA_DIR, 'storage', 'character-portraits', 'portraits')).length;
  } catch {
    return 0;
  }
}
