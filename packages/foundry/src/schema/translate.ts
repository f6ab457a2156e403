import type { z } from 'zod';
import {
  FOUNDRY_ISSUE_CODES,
  type FoundryIssue,
  type FoundryIssueCode,
  formatPath,
  issue,
} from '../issues.ts';

/** Known keys that look right but are not in the system's schema, with what to do instead. */
const FIELD_HINTS: Record<string, string> = {
  'system.lifepath.languages':
    'the schema has no languages field; put languages into lifepath.culturalOrigin',
  'system.lifestyle.fashion.description': 'the system spells this field "desription"',
};

/** A value as a message shows it. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return 'an object';
  return JSON.stringify(value);
}

/** The value found at a path inside the data, if any. */
function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((current, key) => {
    if (typeof current !== 'object' || current === null) return undefined;
    return (current as Record<PropertyKey, unknown>)[key];
  }, root);
}

function isIssueCode(value: unknown): value is FoundryIssueCode {
  return (FOUNDRY_ISSUE_CODES as readonly unknown[]).includes(value);
}

/** One zod issue as one or more of ours. `root` is the data the schema ran on, `prefix` where it sits. */
function translate(
  zodIssue: z.core.$ZodIssue,
  root: unknown,
  prefix: readonly PropertyKey[],
): FoundryIssue[] {
  const value = valueAt(root, zodIssue.path);
  const path = [...prefix, ...zodIssue.path];
  switch (zodIssue.code) {
    case 'invalid_type':
      if (value === undefined) return [issue('missing-field', path, 'is missing')];
      if (zodIssue.expected === 'int')
        return [issue('not-an-integer', path, `must be a whole number, got ${shown(value)}`)];
      if (zodIssue.expected === 'object')
        return [issue('not-an-object', path, `must be an object, got ${shown(value)}`)];
      return [
        issue(
          'wrong-type',
          path,
          `must be ${zodIssue.expected === 'array' ? 'a list' : `a ${zodIssue.expected}`}, got ${shown(value)}`,
        ),
      ];
    case 'invalid_value':
      return [
        issue(
          'unknown-choice',
          path,
          `must be ${zodIssue.values.map((choice) => JSON.stringify(choice)).join(' or ')}, got ${shown(value)}`,
        ),
      ];
    case 'too_small':
      return [
        issue('out-of-range', path, `must be at least ${String(zodIssue.minimum)}, got ${shown(value)}`),
      ];
    case 'too_big':
      return [
        issue('out-of-range', path, `must be at most ${String(zodIssue.maximum)}, got ${shown(value)}`),
      ];
    case 'unrecognized_keys':
      return zodIssue.keys.map((key) => {
        const hint = FIELD_HINTS[formatPath([...path, key])];
        const why = "is not a field of the system's schema, so Foundry would drop it";
        return issue('unknown-field', [...path, key], hint ? `${why}: ${hint}` : why);
      });
    case 'custom': {
      const code = zodIssue.params?.code;
      return [
        issue(isIssueCode(code) ? code : 'wrong-type', path, `${zodIssue.message}, got ${shown(value)}`),
      ];
    }
    default:
      return [issue('wrong-type', path, `does not match any allowed form, got ${shown(value)}`)];
  }
}

/** Runs a schema on data and returns our issues (none when the data fits). */
export function schemaIssues(
  schema: z.ZodType,
  data: unknown,
  prefix: readonly PropertyKey[] = [],
): FoundryIssue[] {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.flatMap((zodIssue) => translate(zodIssue, data, prefix));
}
