import { CAMPAIGN_ERROR_MESSAGES } from '@edgeforge/contracts/campaign-messages';
import { ApiError } from '../../lib/api-error.ts';

/** The text a failed campaign action shows: ours for each campaign refusal, else the server's. */
export function campaignErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NOT_FOUND')
      return 'This is no longer there: it was closed, or you left or were removed.';
    return CAMPAIGN_ERROR_MESSAGES[error.code as keyof typeof CAMPAIGN_ERROR_MESSAGES] ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
