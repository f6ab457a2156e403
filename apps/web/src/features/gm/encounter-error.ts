import { ApiError } from '../../lib/api-error.ts';

/** The text a refused encounter action shows: the server's own words, which name what to do. */
export function encounterErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'NOT_FOUND')
    return 'This is no longer there: the campaign was closed, or the fight is gone.';
  return error instanceof Error ? error.message : String(error);
}
