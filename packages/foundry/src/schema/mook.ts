import { z } from 'zod';
import { documentStatsSchema, playingActorSystemFields } from './actor.ts';
import { documentFields } from './document.ts';
import { foundryId, imagePath, nonBlank } from './fields.ts';
import { optional } from './mixins.ts';

/*
 * The system's `mook` actor (its NPC sheet) is built from the same two mixins as the character, the
 * common one (STATs, derived stats, information, role, reputation, token-bar helpers, weapons) and the
 * container one (the cyberware installed on the body, no slots), and from nothing else: no lifepath,
 * no wealth, no lifestyle, no improvement points (docs/character-export.md names the sources).
 */

/** `system` of a mook actor: exactly the fields a character shares with it. */
export const mookSystemSchema = z.strictObject(playingActorSystemFields);

/**
 * The mook actor document around `system`. As for a character, `items` is only required to be a list
 * here: each item is checked against the schema of its own type.
 */
export const mookActorSchema = z.strictObject({
  name: nonBlank(),
  type: z.literal('mook'),
  system: mookSystemSchema,
  items: z.array(z.unknown()),
  _stats: documentStatsSchema,
  ...documentFields,
  ...optional({
    _id: foundryId(),
    img: imagePath(),
    prototypeToken: z.record(z.string(), z.unknown()),
  }),
});
