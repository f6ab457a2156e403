import { z } from 'zod';
import { actorDocument, playingActorSystemFields } from './actor.ts';

/*
 * The system's `mook` actor (its NPC sheet) is built from the same two mixins as the character, the
 * common one (STATs, derived stats, information, role, reputation, token-bar helpers, weapons) and the
 * container one (the cyberware installed on the body, no slots), and from nothing else: no lifepath,
 * no wealth, no lifestyle, no improvement points (docs/character-export.md names the sources).
 */

/** `system` of a mook actor: exactly the fields a character shares with it. */
export const mookSystemSchema = z.strictObject(playingActorSystemFields);

/** The mook actor document: the same document shape as a character's, around the mook's `system`. */
export const mookActorSchema = actorDocument('mook', mookSystemSchema);
