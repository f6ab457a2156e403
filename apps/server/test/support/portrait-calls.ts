// Generated portraits (decision 024) in the tests: generating one through the API, the pending ids a
// user holds, and the authorization matrix's calls that name the owner's portrait (authorization-matrix.ts).
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { eq } from 'drizzle-orm';
import { pendingPortraits } from '../../src/db/schema/portraits.ts';
import { buildSaveRequest } from './characters.ts';
import type { TestContext } from './harness.ts';

/** Generates a portrait for `cookie`'s user through the API and answers its pending id (decision 024). */
export async function generatePortraitThroughApi(ctx: TestContext, cookie: string): Promise<string> {
  const response = await ctx.request('/api/functions/generate-character-portrait', {
    method: 'POST',
    cookie,
    json: { prompt: 'A portrait.', characterData: buildDraft() },
  });
  if (response.status !== 200) throw new Error(`generation failed: ${response.status}`);
  return ((await response.json()) as { portraitId: string }).portraitId;
}

/** The ids of a user's pending portraits, as stored. */
export async function pendingPortraitIds(ctx: TestContext, userId: string): Promise<string[]> {
  const rows = await ctx.deps.db
    .select({ id: pendingPortraits.id })
    .from(pendingPortraits)
    .where(eq(pendingPortraits.userId, userId));
  return rows.map((row) => row.id).sort();
}

/** A save request that names a generated portrait instead of sending one. */
export function saveNamingPortrait(portraitId: string) {
  const { portrait: _none, ...request } = buildSaveRequest();
  return { ...request, portraitId };
}

/**
 * The matrix's calls that name the owner's generated portrait: in a save, and in an update of the
 * caller's own character (so the character check passes and only the portrait's owner is in question).
 */
export function portraitCalls(ids: {
  ownerPortraitId: () => string;
  callersCharacter: () => { id: string; version: number };
}) {
  return [
    {
      name: "save, naming the owner's generated portrait",
      method: 'POST' as const,
      path: () => '/api/characters',
      json: () => saveNamingPortrait(ids.ownerPortraitId()),
    },
    {
      name: "update one's own character, naming the owner's generated portrait",
      method: 'PUT' as const,
      path: () => `/api/characters/${ids.callersCharacter().id}`,
      json: () => ({ ...saveNamingPortrait(ids.ownerPortraitId()), version: ids.callersCharacter().version }),
    },
  ];
}
