import { lazyApiSchema } from '../../../lib/api-schema.ts';

/**
 * The schemas of whole-character answers (the sheet, a write's answer, an edit's draft), loaded with the
 * first request that needs them rather than with the screen: they read every draft and catalogue schema,
 * which the character list, whose rows are summaries, never needs before a write (decision 030).
 * apiFetch loads them while the request is under way.
 */
export const characterSheetSchema = lazyApiSchema('characterSheetResponseSchema');
export const fullCharacterSchema = lazyApiSchema('fullCharacterResponseSchema');
export const importCharacterSchema = lazyApiSchema('importCharacterResponseSchema');
export const editCharacterSchema = lazyApiSchema('editCharacterResponseSchema');
