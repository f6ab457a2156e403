import { ApiError } from './api-error.ts';

// What a failed send means to the outbox (decision 049): try again later, or the server's answer.

/** 1 s, 2 s, 4 s... up to 30 s between tries while the server cannot be reached. */
export function defaultBackoff(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** (attempt - 1));
}

/**
 * Whether a failure means "try again later" rather than "the server said no": no answer, a server
 * error, a rate limit, or a sign-in that lapsed (the player signs in again and the queue goes on).
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.code === 'NETWORK_FAILED' || error.status >= 500 || error.status === 429 || error.status === 401
  );
}

/** A failure the server gave as its answer, as an ApiError (anything else reads as "nothing changed"). */
export function refusalOf(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(0, 'UNEXPECTED_ANSWER', 'Something went wrong; nothing was changed.', { cause: error });
}
