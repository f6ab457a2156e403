/** The engine of a biography our offline engine wrote; an AI's engine is its model's name (decision 050). */
export const OFFLINE_BIO_ENGINE = 'offline';

/**
 * What the player reads about who wrote a biography: "Written offline", "Written by <model>", or
 * null when it was not recorded (a bio saved before decision 050, or none).
 */
export function bioWrittenBy(engine: string | null | undefined): string | null {
  if (!engine) return null;
  return engine === OFFLINE_BIO_ENGINE ? 'Written offline' : `Written by ${engine}`;
}
