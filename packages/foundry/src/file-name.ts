/** Longest name slug in a file name; longer names are cut at a word boundary where one is near. */
const SLUG_MAX = 60;

/**
 * The name part of an export's file name: ASCII letters and digits in lower case, words joined by `-`,
 * accents folded ("Zoë Ng" becomes `zoe-ng`). Safe in a Content-Disposition header as it stands.
 * `character` when nothing is left.
 */
export function foundryNameSlug(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  let slug = '';
  for (const word of words) {
    const next = slug === '' ? word : `${slug}-${word}`;
    if (next.length > SLUG_MAX) {
      if (slug === '') slug = word.slice(0, SLUG_MAX);
      break;
    }
    slug = next;
  }
  return slug === '' ? 'character' : slug;
}

/** The file name of a character's Foundry export: `fvtt-Actor-<name-slug>.json`, as Foundry names its own. */
export function foundryExportFileName(name: string): string {
  return `fvtt-Actor-${foundryNameSlug(name)}.json`;
}
