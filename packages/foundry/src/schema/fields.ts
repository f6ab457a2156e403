import { z } from 'zod';
import type { FoundryIssueCode } from '../issues.ts';
import { FOUNDRY_INSTALLABLE_TYPES } from '../item-choices.ts';

/*
 * Field builders that mirror the system's field kinds. They are stricter than Foundry on one point on
 * purpose: Foundry's cleaning would round 6.5 to 6 or turn "6" into 6 before it validates, so a wrong
 * value would import as a different value without a word. We want the value we wrote to be the value
 * the sheet shows, so a number must already be a number, and an integer an integer.
 */

/** Foundry's document id: exactly 16 letters or digits. */
export const FOUNDRY_ID_PATTERN = /^[A-Za-z0-9]{16}$/;

/** The image extensions Foundry accepts in an `img` path (its IMAGE file category). */
export const FOUNDRY_IMAGE_EXTENSIONS = [
  'apng',
  'avif',
  'bmp',
  'gif',
  'jpeg',
  'jpg',
  'png',
  'svg',
  'tiff',
  'webp',
] as const;

const IMAGE_PATH = new RegExp(`\\.(${FOUNDRY_IMAGE_EXTENSIONS.join('|')})(\\?.*)?$`, 'i');

/** A refinement whose failure carries our own issue code. */
function flagged<T extends z.ZodType>(
  schema: T,
  test: (value: z.output<T>) => boolean,
  code: FoundryIssueCode,
  message: string,
) {
  return schema.refine(test, { message, params: { code } });
}

/** An integer field: at least `min` (0 unless told; null for no floor), at most `max` when given. */
export function int(min: number | null = 0, max?: number) {
  let schema = z.number().int();
  if (min !== null) schema = schema.min(min);
  if (max !== undefined) schema = schema.max(max);
  return schema;
}

/** An HTML (free text) field: any string, blank allowed. */
export const html = () => z.string();

/** A plain string field, blank allowed. */
export const text = () => z.string();

/** A string field that may not be blank once trimmed (document names). */
export const nonBlank = () =>
  flagged(z.string(), (value) => value.trim() !== '', 'blank', 'must not be blank');

/** A document id: 16 letters or digits. */
export const foundryId = () =>
  flagged(
    z.string(),
    (value) => FOUNDRY_ID_PATTERN.test(value),
    'bad-id',
    'must be a 16-character id of letters and digits',
  );

/** A document id field that may also be blank (no reference). */
export const foundryIdOrBlank = () =>
  flagged(
    z.string(),
    (value) => value === '' || FOUNDRY_ID_PATTERN.test(value),
    'bad-id',
    'must be blank or a 16-character id of letters and digits',
  );

/** An image path or URL whose file name ends in an image extension Foundry accepts. */
export const imagePath = () =>
  flagged(
    z.string(),
    (value) => IMAGE_PATH.test(value),
    'bad-image-path',
    `must end in an image extension (${FOUNDRY_IMAGE_EXTENSIONS.join(', ')}), optionally followed by a query`,
  );

/** A choice field: one of the listed values, never blank. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values);

/** A number field with a closed list of values. */
export const numberChoice = (values: readonly number[]) =>
  flagged(z.number(), (value) => values.includes(value), 'unknown-choice', `must be ${values.join(' or ')}`);

/** A choice field whose schema allows the empty string too. */
export const choiceOrBlank = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(['', ...values] as [string, ...string[]]);

/** A ledger: a running value and its history of `[text, reason]` entries. */
export const ledger = () =>
  z.strictObject({
    value: int(null),
    transactions: z.array(z.array(z.string())).optional(),
  });

/** `installedItems` of an item that takes other items: what it takes, what it holds, its slots. */
export const itemContainer = () =>
  z.strictObject({
    allowed: z.boolean(),
    allowedTypes: z.array(choiceOrBlank(FOUNDRY_INSTALLABLE_TYPES)),
    list: z.array(foundryId()),
    slots: int(),
    usedSlots: int(),
  });

/** `price.market`, in eurobucks. */
export const price = () => z.strictObject({ market: int() });

/** A Foundry flags object: namespaced, free-form. */
export const flags = () => z.record(z.string(), z.unknown());
