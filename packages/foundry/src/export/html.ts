/*
 * Foundry shows lifepath answers, the biography and descriptions as HTML. Everything we write there is a
 * player's own text, so it is escaped and wrapped, never passed through as markup.
 */

/** Escapes the characters HTML gives a meaning to. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** One paragraph of escaped text; blank text gives an empty string (the field's default). */
export function paragraph(text: string | null | undefined): string {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? '' : `<p>${escapeHtml(trimmed)}</p>`;
}

/** Text with blank lines between paragraphs (a biography) as one `<p>` per paragraph. */
export function paragraphs(text: string | null | undefined): string {
  return (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map(paragraph)
    .filter((html) => html !== '')
    .join('');
}

/** Several short answers, one paragraph each, skipping blank ones. */
export function paragraphList(lines: readonly (string | null | undefined)[]): string {
  return lines.map(paragraph).join('');
}

/** An item's `description` field: its text as one escaped paragraph. */
export function itemDescription(text: string): { description: { value: string } } {
  return { description: { value: paragraph(text) } };
}
