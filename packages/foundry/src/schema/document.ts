import { z } from 'zod';
import { flags, foundryId, html, imagePath, int, nonBlank, text } from './fields.ts';
import { optional } from './mixins.ts';

/** One change of an active effect; `mode` is the v12/v13 number, `type` the v14 string. */
const effectChange = z.looseObject({
  key: nonBlank(),
  value: text(),
  mode: int(0, 5).optional(),
  type: text().optional(),
  priority: z.number().nullable().optional(),
});

/** An active effect embedded in an item or the actor. Only what an import depends on is checked. */
export const activeEffectSchema = z.looseObject({
  _id: foundryId(),
  name: nonBlank(),
  img: imagePath().nullable().optional(),
  changes: z.array(effectChange).optional(),
  disabled: z.boolean().optional(),
  transfer: z.boolean().optional(),
  description: html().optional(),
});

/** The optional document fields an actor and its items share. */
export const documentFields = optional({
  effects: z.array(activeEffectSchema),
  flags: flags(),
  folder: foundryId().nullable(),
  sort: int(null),
  ownership: z.record(z.string(), int(-1, 3)),
});
