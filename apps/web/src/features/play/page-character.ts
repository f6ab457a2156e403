import { PAGE_CHARACTER_ID, PAGE_ID_MARK, PAGE_NAME_MARK } from '@edgeforge/contracts/page-session';

/**
 * The name of the character `id` as the page the server sent names it (decision 046), or null when the
 * page carries no character or another one. At build time (no document) the page is rendered for
 * PAGE_ID_MARK, whose name is PAGE_NAME_MARK, which the server replaces.
 */
export function pageCharacterName(id: string): string | null {
  if (typeof document === 'undefined') return id === PAGE_ID_MARK ? PAGE_NAME_MARK : null;
  const text = document.getElementById(PAGE_CHARACTER_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { id?: unknown; name?: unknown } | null;
    return parsed?.id === id && typeof parsed.name === 'string' ? parsed.name : null;
  } catch {
    return null;
  }
}
