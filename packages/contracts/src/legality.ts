import { CHECK_STEPS, FINDING_CODES } from '@edgeforge/rules/check/finding';
import { COMPLETE_STAT_POINT_CHOICES, isCompleteStatPoints } from '@edgeforge/rules/check/variant';
import { z } from 'zod';

// Whether a saved character keeps the rules: its house rules and the rules check's findings, as the
// list, the sheet and an export show them. A module of its own, light enough for the list's screen,
// which loads no draft schema (decision 030).

/** The player's "House rules" tick and the Edgerunner re-roll option (`HouseRules` in the rules). */
export const houseRulesSchema = z.object({ enabled: z.boolean(), statRerolls: z.boolean() }).strict();

/** One way a character breaks the rules (`Finding` in the rules): code, field path, wizard step, message. */
export const findingSchema = z.object({
  code: z.enum(FINDING_CODES),
  path: z.string(),
  step: z.enum(CHECK_STEPS),
  message: z.string(),
});

/** A campaign's Complete Package STAT points: 50, 62 (the book's), 70, 75 or 80. */
export const completeStatPointsSchema = z
  .number()
  .int()
  .refine(isCompleteStatPoints, `STAT points are one of ${COMPLETE_STAT_POINT_CHOICES.join(', ')}.`);

/** A field saved since the rules check (decision 014): null on a character saved before it. */
export function since014<T extends z.ZodType>(schema: T) {
  return schema.nullable().default(null);
}
