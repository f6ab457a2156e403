import { LIMITS } from '@edgeforge/contracts/limits';
import { cleanPlayerText } from '@edgeforge/contracts/player-text';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** The paragraphs of a Foundry HTML field as plain text: one per `<p>`, `<li>` or line break. */
export function paragraphsOf(html: string | null | undefined): string[] {
  if (!html) return [];
  return html
    .replace(/<\s*(br|\/p|\/li|\/div|\/h[1-6])\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .split('\n')
    .map((line) => cleanPlayerText(line).replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** A Foundry HTML field as one line of plain text (paragraphs joined), or null when it is empty. */
export function lineOf(html: string | null | undefined, max: number = LIMITS.textFieldMax): string | null {
  const text = paragraphsOf(html).join(' ');
  return text === '' ? null : text.slice(0, max).trim();
}

/** A Foundry HTML field as multi-line plain text, paragraphs separated by a blank line. */
export function textOf(html: string | null | undefined, max: number): string {
  return paragraphsOf(html).join('\n\n').slice(0, max).trim();
}

/** How a name compares with a catalogue's: case, spaces and punctuation aside. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
