import { MESSAGES } from '@edgeforge/contracts/messages';
import { AppError } from '../lib/app-error.ts';

/** better-auth's error codes that the client needs in our own terms. */
const MAPPED: Record<string, () => AppError> = {
  INVALID_EMAIL_OR_PASSWORD: () => new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials),
  EMAIL_NOT_VERIFIED: () => new AppError('EMAIL_NOT_VERIFIED'),
  USER_ALREADY_EXISTS: () => new AppError('EMAIL_TAKEN'),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: () => new AppError('EMAIL_TAKEN'),
  PASSWORD_TOO_SHORT: () => new AppError('VALIDATION_FAILED', MESSAGES.passwordLength),
  PASSWORD_TOO_LONG: () => new AppError('VALIDATION_FAILED', MESSAGES.passwordLength),
  INVALID_EMAIL: () => new AppError('VALIDATION_FAILED', 'Invalid e-mail address.'),
  // The current password given to confirm a change or a deletion.
  INVALID_PASSWORD: () => new AppError('WRONG_PASSWORD'),
  // Thrown by our own session hook (auth/auth.ts) for an account an operator disabled.
  ACCOUNT_DISABLED: () => new AppError('ACCOUNT_DISABLED'),
  // A reset token that is unknown, used or expired; the user of a deleted account likewise.
  INVALID_TOKEN: () => new AppError('INVALID_RESET_TOKEN'),
  USER_NOT_FOUND: () => new AppError('INVALID_RESET_TOKEN'),
};

/**
 * Turns a failed better-auth answer into our error body. Unknown 4xx keep better-auth's own
 * message, as the original did for other sign-in errors (docs/rules/product.md#sign-in).
 */
export async function mapAuthFailure(response: Response): Promise<AppError> {
  let body: { code?: string; message?: string } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON: fall through to the status-based answer.
  }
  const mapped = body.code ? MAPPED[body.code] : undefined;
  if (mapped) return mapped();
  if (response.status === 401) return new AppError('UNAUTHENTICATED', body.message);
  if (response.status === 403) return new AppError('FORBIDDEN_ORIGIN', body.message);
  if (response.status === 429) return new AppError('RATE_LIMITED');
  if (response.status >= 400 && response.status < 500) return new AppError('VALIDATION_FAILED', body.message);
  return new AppError('INTERNAL');
}
