import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { multiLineText } from './player-text.ts';

// The GM's notes (decision 069): one per game session of a campaign, and one general note for the
// campaign (its key is `campaign`), read and written by the campaign's GM alone.

/** The key of the campaign's general note, beside the game sessions' ids. */
export const CAMPAIGN_NOTE_KEY = 'campaign';

/** PUT: the note's whole text, and the version the GM's tab read (0 before the first save). */
export const saveGmNoteRequestSchema = z
  .object({
    body: multiLineText().max(
      LIMITS.gmNoteMax,
      `Keep a note under ${LIMITS.gmNoteMax.toLocaleString('en-US')} characters.`,
    ),
    version: z.int().min(0),
  })
  .strict();
export type SaveGmNoteRequest = z.infer<typeof saveGmNoteRequestSchema>;

/** One note: a game session's (with when it started) or the campaign's general note. */
export const gmNoteSchema = z.object({
  /** The game session's id, or `campaign` for the general note. */
  key: z.string(),
  /** When the game session started; null for the general note. */
  startedAt: z.string().nullable(),
  body: z.string(),
  /** Raised by every save; 0 for a note never saved. */
  version: z.int(),
  updatedAt: z.string().nullable(),
});
export type GmNote = z.infer<typeof gmNoteSchema>;

/** The campaign's notes: its game sessions' newest first, then the general note. */
export const gmNoteListResponseSchema = z.object({ notes: z.array(gmNoteSchema) });
export const gmNoteResponseSchema = z.object({ note: gmNoteSchema });
