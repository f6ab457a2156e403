import type { PdfPaper, SaveCharacterRequest } from '@edgeforge/contracts/api';
import { API_ROUTES, pathOf, requestOf } from '@edgeforge/contracts/api-routes';
import type { Draft } from '@edgeforge/contracts/draft';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { apiDownload, saveFile } from '../../../lib/api-download.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { editCharacterSchema, fullCharacterSchema, importCharacterSchema } from './answer-schemas.ts';
import { refreshCharacterQueries, saveErrorMessage } from './characters.ts';

/** Where the JSON and Foundry downloads of a character are answered (plain links follow them). */
export const exportUrls = {
  json: (id: string) => pathOf(API_ROUTES.exportCharacterJson, { id }),
  foundry: (id: string) => pathOf(API_ROUTES.exportCharacterFoundry, { id }),
};

/**
 * Fetches the PDF sheet and hands it to the browser under the name the server gave. Fetched, not
 * linked: the server may answer 429 with Retry-After while its one render at a time is taken (decision
 * 039), and the page says so instead of the tab showing the refusal.
 */
export async function downloadCharacterPdf(id: string, paper: PdfPaper): Promise<void> {
  const request = requestOf(API_ROUTES.exportCharacterPdf, { id }, { paper });
  saveFile(await apiDownload(request, 'character-sheet.pdf'));
}

/** Opens a saved character for editing: the server writes it into the player's draft and answers it. */
export async function openCharacterForEdit(id: string): Promise<Draft> {
  const body = await apiFetch(requestOf(API_ROUTES.openCharacterForEdit, { id }), {
    schema: editCharacterSchema,
  });
  return body.draft;
}

/** What the screen says when an update finds the character changed since it was opened. */
export const STALE_MESSAGE =
  'This character was changed in another tab or on another device after you opened it. Reload it to edit the latest version; your changes here are not saved.';

/**
 * What the screen says when an update finds the character gone: retired (or never this player's)
 * after the edit began. The server answers 404 NOT_FOUND, the same as for any character not theirs.
 */
export const RETIRED_MESSAGE =
  'This character is no longer on your list: it was retired after you opened it, so these changes cannot be saved.';

/** Whether an update failed because the character changed since the edit began. */
export function isStaleCharacter(error: unknown): boolean {
  const cause = error instanceof Error && error.cause instanceof ApiError ? error.cause : error;
  return cause instanceof ApiError && cause.code === 'STALE_CHARACTER';
}

/**
 * Saves an edit over the character it was opened from (the summary's Save while editing), with the
 * version it was opened at. The bio goes as it stands; the portrait only when a new one was made
 * (none sent keeps the stored one). The error's message is the text to show.
 */
export function useUpdateCharacter(editing: { characterId: string; version: number }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SaveCharacterRequest) => {
      const { portrait, ...rest } = request;
      try {
        const body = await apiFetch(requestOf(API_ROUTES.updateCharacter, { id: editing.characterId }), {
          body: { ...rest, ...(portrait ? { portrait } : {}), version: editing.version },
          schema: fullCharacterSchema,
        });
        return body.character;
      } catch (error) {
        throw new Error(updateErrorMessage(error), { cause: error });
      }
    },
    onSuccess: (character) => refreshCharacterQueries(queryClient, character.id),
  });
}

/** The message a refused update shows: a changed or a retired character has its own, else the save's. */
export function updateErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'STALE_CHARACTER') return STALE_MESSAGE;
  if (error instanceof ApiError && error.code === 'NOT_FOUND') return RETIRED_MESSAGE;
  return saveErrorMessage(error);
}

/** Copies a character into a new one named "<name> (copy)", then refreshes the list. */
export function useDuplicateCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const body = await apiFetch(requestOf(API_ROUTES.duplicateCharacter, { id }), {
        schema: fullCharacterSchema,
      });
      return body.character;
    },
    onSuccess: (character) => refreshCharacterQueries(queryClient, character.id),
  });
}

/** The largest file the import sends: the server refuses any request body above 6 MB. */
export const IMPORT_FILE_MAX_BYTES = 6 * 1024 * 1024;

/** The message a refused import shows: the server's, which names what is wrong, with its first details. */
export function importErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.saveFailed;
  if (error.code === 'PAYLOAD_TOO_LARGE')
    return 'The file is larger than 6 MB, so it cannot be a character file.';
  if (error.code === 'RULES_VIOLATION') {
    return `The character breaks the rules: ${error.findings.map((finding) => finding.message).join(' ')}`;
  }
  return error.message;
}

/**
 * Imports an Edgeforge export file or a Foundry character actor (its parsed JSON) as a new character,
 * then refreshes the list. Answers the character and what of the file did not come in.
 */
export function useImportCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: unknown) =>
      apiFetch(requestOf(API_ROUTES.importCharacter), { body: file, schema: importCharacterSchema }),
    onSuccess: ({ character }) => refreshCharacterQueries(queryClient, character.id),
  });
}
