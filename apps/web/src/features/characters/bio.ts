/** A bio split into paragraphs: generated bios separate them with blank lines (docs/rules/product.md). */
export function bioParagraphs(bio: string | null): string[] {
  return (bio ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The name as the list and dialogs show it. */
export function characterName(character: { name_first: string; name_last: string }): string {
  return `${character.name_first} ${character.name_last}`.trim();
}
