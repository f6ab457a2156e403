/**
 * The bench's save request, in one place: POST /api/characters with a complete draft of a role and its
 * offline bio. A generated portrait is named by the id the server keeps it under (decision 024), never
 * sent back; an id is consumed by one save, so the repeated save of the load sends none: the body is
 * what a save by id sends, less the id.
 */
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { generateOfflineBio } from '@edgeforge/generation/biography/offline-bio';
import { ROLE_IDS } from '@edgeforge/rules/ids';

/** The index-th valid save request body (roles and bios vary with the index). */
export function saveRequestBody(index: number): string {
  const draft = buildDraft({ selectedRole: ROLE_IDS[index % ROLE_IDS.length]! });
  const { bio, shortBio } = generateOfflineBio(draft, index);
  return JSON.stringify({ draft, bio, shortBio });
}
