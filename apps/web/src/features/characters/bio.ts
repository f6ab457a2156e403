import { MESSAGES } from '@edgeforge/contracts/messages';

type BioFields = { bio: string | null; short_bio: string | null };

/** The first non-blank line of a text, trimmed, or null. */
function firstLine(text: string | null): string | null {
  const line = text
    ?.split(/\r?\n/)
    .map((part) => part.trim())
    .find(Boolean);
  return line ?? null;
}

/** The list's Bio cell: the short bio, else the first line of the bio, else 'No bio available'. */
export function bioPreview(character: BioFields): string {
  return firstLine(character.short_bio) ?? firstLine(character.bio) ?? MESSAGES.noBio;
}

/** True when the character has a bio worth a 'Read More' dialog. */
export function hasBio(character: Pick<BioFields, 'bio'>): boolean {
  return Boolean(character.bio?.trim());
}

/** A bio split into paragraphs: generated bios separate them with blank lines (spec call 7). */
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
