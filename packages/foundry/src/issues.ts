/** What can be wrong with a Foundry actor file, one code per kind of mistake. */
export const FOUNDRY_ISSUE_CODES = [
  /** The top level is not a JSON object, or a nested value is not an object where one is needed. */
  'not-an-object',
  /** A required field is absent. */
  'missing-field',
  /** A field the system's schema does not have: Foundry would silently drop it on import. */
  'unknown-field',
  /** A value of the wrong JSON type (a string where a number belongs, ...). */
  'wrong-type',
  /** A number in an integer field that is not a whole number. */
  'not-an-integer',
  /** A number below the field's minimum or above its maximum. */
  'out-of-range',
  /** A value outside the field's closed list of choices. */
  'unknown-choice',
  /** A name or other text that may not be blank is blank. */
  'blank',
  /** An id that is not 16 letters or digits. */
  'bad-id',
  /** The same id used twice in the file. */
  'duplicate-id',
  /** An `img` Foundry would refuse (no image extension), or a portrait outside PUBLIC_URL. */
  'bad-image-path',
  /** An item type the Edgeforge export does not write. */
  'unsupported-item-type',
  /** `_stats` that Foundry v12 to v14 would refuse or migrate wrongly. */
  'bad-version',
  /** An id in an installed-item list or another reference that names no item in the file. */
  'dangling-reference',
  /** A reference to an item of a type the referring field does not take. */
  'wrong-reference-type',
  /** An item installed in more than one place, or twice in one list, or in itself. */
  'installed-twice',
  /** Installed items that contain each other. */
  'install-cycle',
  /** Cyberware installed where the system would not install it (an option on the body, a foundation of another type). */
  'foundation-mismatch',
  /** Cyberware that is not installed in the character. */
  'not-installed',
  /** `usedSlots` that is not the sum of the installed items' sizes, or more than `slots`. */
  'slots-mismatch',
  /** A container that takes nothing, or does not take what it must. */
  'container-config',
  /** One of the three core cyberware containers is absent or not as the system seeds it. */
  'missing-core-container',
  /** One of the 63 core skills is absent. */
  'missing-core-skill',
  /** Two skills with the same name. */
  'duplicate-skill',
  /** A skill whose STAT, section, cost or family differs from the system's definition of it. */
  'skill-mismatch',
  /** A generic skill name the system replaced with specific ones (Martial Arts, Science, ...). */
  'generic-skill',
  /** No role item, or an active role that names none. */
  'role-mismatch',
  /** A stored derived value (HP, Seriously Wounded, Humanity, EMP, ...) that is not what the STATs and ware give. */
  'derived-mismatch',
] as const;
/** One kind of mistake in a Foundry actor file. */
export type FoundryIssueCode = (typeof FOUNDRY_ISSUE_CODES)[number];

/** One mistake found in a Foundry actor file. */
export interface FoundryIssue {
  readonly code: FoundryIssueCode;
  /** Where, as a JSON path such as `items[12].system.level` (`` for the whole file). */
  readonly path: string;
  /** A sentence for a developer: the path, what is wrong, and what was found. */
  readonly message: string;
}

/** A path segment list as a JSON path: `['items', 3, 'system']` becomes `items[3].system`. */
export function formatPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>((path, segment) => {
    if (typeof segment === 'number') return `${path}[${segment}]`;
    const key = String(segment);
    return path === '' ? key : `${path}.${key}`;
  }, '');
}

/** Builds one issue; the message is prefixed by the path so each line reads on its own. */
export function issue(code: FoundryIssueCode, path: readonly PropertyKey[], what: string): FoundryIssue {
  const at = formatPath(path);
  return { code, path: at, message: at === '' ? what : `${at}: ${what}` };
}
