/**
 * The bench's save request, in one place: POST /api/characters with a complete draft of a role, its
 * offline bio and the portrait the server would have generated (base64 PNG, about 237 KB of body).
 * When the save refers to a generated portrait by id instead, this is the one function to change.
 */
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { generateOfflineBio } from '@edgeforge/generation/biography/offline-bio';
import { renderPortraitPng } from '@edgeforge/generation/portrait/render-portrait';
import { ROLE_IDS } from '@edgeforge/rules/ids';

let portrait: string | undefined;

/** The index-th valid save request body (roles and bios vary with the index, the portrait does not). */
export function saveRequestBody(index: number): string {
  portrait ??= renderPortraitPng(buildDraft(), 1).toString('base64');
  const draft = buildDraft({ selectedRole: ROLE_IDS[index % ROLE_IDS.length]! });
  const { bio, shortBio } = generateOfflineBio(draft, index);
  return JSON.stringify({ draft, bio, shortBio, portrait });
}
