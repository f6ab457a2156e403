/** A character's name as the draft holds it. */
export interface PersonName {
  readonly firstName: string;
  readonly lastName: string;
}

/** A text with a name replaced, and how many places changed. */
export interface Renamed {
  readonly text: string;
  readonly count: number;
}

const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** No letter, digit or joining mark on either side: 'Kira' in "Kira's" counts, in 'Kiran' it does not. */
const BEFORE = '(?<![\\p{L}\\p{N}\\p{M}_-])';
const AFTER = '(?![\\p{L}\\p{N}\\p{M}_-])';

/**
 * Plain text substitution after a rename: the whole old name ("First Last", any run of spaces between)
 * becomes the whole new name, and the old first name where it stands alone becomes the new first name.
 * A last name alone is left as it is (it may be a family member's). One pass, so a new name that
 * contains the old one is never replaced again; letters match exactly, case included.
 */
export function replaceName(text: string, before: PersonName, after: PersonName): Renamed {
  const oldFirst = before.firstName.trim();
  const oldLast = before.lastName.trim();
  const newFirst = after.firstName.trim();
  const newFull = `${newFirst} ${after.lastName.trim()}`.trim();
  const names: string[] = [];
  if (oldFirst && oldLast) names.push(`${asPattern(oldFirst)}\\s+${asPattern(oldLast)}`);
  if (oldFirst && newFirst) names.push(asPattern(oldFirst));
  if (names.length === 0) return { text, count: 0 };
  const pattern = new RegExp(`${BEFORE}(?:${names.map((name) => `(${name})`).join('|')})${AFTER}`, 'gu');
  let count = 0;
  const replaced = text.replace(pattern, (match, whole: string | undefined) => {
    const next = whole !== undefined && oldLast ? newFull : newFirst;
    if (next !== match) count += 1;
    return next;
  });
  return { text: replaced, count };
}
