import { ACCOUNT_MESSAGES } from '@edgeforge/contracts/account-messages';
import type { ErrorCode } from '@edgeforge/contracts/errors';
import { MESSAGES } from '@edgeforge/contracts/messages';

/** A field path and its message, as VALIDATION_FAILED reports them. */
export type ErrorIssue = { path: string; message: string };

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'The request is invalid.',
  UNAUTHENTICATED: 'Sign in to continue.',
  EMAIL_MISSING: MESSAGES.saveEmailMissing,
  INVALID_CREDENTIALS: MESSAGES.invalidCredentials,
  EMAIL_NOT_VERIFIED: 'Verify your e-mail address before signing in.',
  INVALID_REGISTRATION_CODE: MESSAGES.invalidRegistrationCode,
  WEAK_PASSWORD: MESSAGES.weakPassword,
  EMAIL_TAKEN: 'An account with this e-mail already exists.',
  FORBIDDEN_ORIGIN: 'This request came from another site and was refused.',
  NOT_FOUND: 'Not found.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Send the request body as application/json.',
  INVALID_PORTRAIT: 'The portrait is not a valid PNG image.',
  RATE_LIMITED: MESSAGES.rateLimited,
  CHARACTER_QUOTA_EXCEEDED: ACCOUNT_MESSAGES.characterQuotaExceeded,
  PORTRAIT_QUOTA_EXCEEDED: ACCOUNT_MESSAGES.portraitQuotaExceeded,
  WRONG_PASSWORD: ACCOUNT_MESSAGES.wrongPassword,
  ACCOUNT_DISABLED: ACCOUNT_MESSAGES.accountDisabled,
  INVALID_RESET_TOKEN: ACCOUNT_MESSAGES.invalidResetToken,
  GENERATION_FAILED: 'Generation failed. Please try again.',
  INTERNAL: 'Something went wrong on our side.',
};

/** An expected failure with a typed code; the app's one onError maps it to a status and body. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly issues?: ErrorIssue[];

  constructor(code: ErrorCode, message?: string, issues?: ErrorIssue[]) {
    super(message ?? DEFAULT_MESSAGES[code]);
    this.code = code;
    if (issues) this.issues = issues;
  }
}
