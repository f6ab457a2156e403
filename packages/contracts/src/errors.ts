import { z } from 'zod';

/** Every error code the API can answer with; the server maps each to one HTTP status. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'INVALID_REGISTRATION_CODE',
  'WEAK_PASSWORD',
  'EMAIL_TAKEN',
  'FORBIDDEN_ORIGIN',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'INVALID_PORTRAIT',
  'RATE_LIMITED',
  'GENERATION_FAILED',
  'INTERNAL',
] as const;

/** A closed union of the API's error codes. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status for each error code: the one mapping both sides rely on. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_REGISTRATION_CODE: 403,
  WEAK_PASSWORD: 400,
  EMAIL_TAKEN: 409,
  FORBIDDEN_ORIGIN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  INVALID_PORTRAIT: 400,
  RATE_LIMITED: 429,
  GENERATION_FAILED: 502,
  INTERNAL: 500,
};

/** The body of every error answer from our own endpoints. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field paths and messages, for VALIDATION_FAILED. */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
