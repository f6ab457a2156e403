import { type ErrorCode, isErrorCode } from '@edgeforge/contracts/error-codes';
import type { Finding } from '@edgeforge/rules/check/finding';

/** Failures the client meets before or after the server has answered in our own terms. */
export type ClientErrorCode =
  /** The request never got an answer (offline, connection refused). */
  | 'NETWORK_FAILED'
  /** A success whose body is not the JSON the call expects. */
  | 'BAD_RESPONSE'
  /** A failure without a code we know (a proxy's error page, a code newer than this client). */
  | 'UNEXPECTED_ANSWER';

/** What an ApiError can be about: the server's closed union of codes, or the client's own. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** A field path and what is wrong with it, as a VALIDATION_FAILED answer lists them. */
export type ApiIssue = { readonly path: string; readonly message: string };

/**
 * A failed API call: the HTTP status (0 without an answer), the typed code and a safe message; for
 * RULES_VIOLATION, the rules check's findings too, and for VALIDATION_FAILED the fields at fault.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly findings: readonly Finding[];
  readonly issues: readonly ApiIssue[];
  /** How long the server asked to wait before trying again (its Retry-After, in seconds), if it said. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    options?: ErrorOptions & {
      findings?: readonly Finding[];
      issues?: readonly ApiIssue[];
      retryAfterSeconds?: number | null;
    },
  ) {
    super(message, options);
    this.status = status;
    this.code = code;
    this.findings = options?.findings ?? [];
    this.issues = options?.issues ?? [];
    this.retryAfterSeconds = options?.retryAfterSeconds ?? null;
  }
}

/** The findings of a RULES_VIOLATION body, kept only when each has the four text fields of a Finding. */
function findingsOf(value: unknown): Finding[] {
  if (!Array.isArray(value)) return [];
  const fields = ['code', 'path', 'step', 'message'] as const;
  return value.every((item) => fields.every((field) => typeof item?.[field] === 'string'))
    ? (value as Finding[])
    : [];
}

/** The issues of a VALIDATION_FAILED body, kept only when each has a text path and message. */
function issuesOf(value: unknown): ApiIssue[] {
  if (!Array.isArray(value)) return [];
  return value.every((item) => typeof item?.path === 'string' && typeof item?.message === 'string')
    ? (value as ApiIssue[])
    : [];
}

/**
 * better-auth's own codes, on the answers our server passes through untouched (session lookup,
 * sign-out); the server turns every other better-auth failure into our codes itself.
 */
const BETTER_AUTH_CODES: Readonly<Record<string, ErrorCode>> = {
  FAILED_TO_GET_SESSION: 'UNAUTHENTICATED',
  SESSION_EXPIRED: 'UNAUTHENTICATED',
  INVALID_ORIGIN: 'FORBIDDEN_ORIGIN',
  MISSING_OR_NULL_ORIGIN: 'FORBIDDEN_ORIGIN',
};

/** Codes for answers that carry none we know: better-auth's rate limiter and a proxy's body limit. */
const STATUS_CODES: Readonly<Record<number, ErrorCode>> = { 413: 'PAYLOAD_TOO_LARGE', 429: 'RATE_LIMITED' };

/** A Retry-After in seconds (our server sends whole seconds; a date form is not ours and is ignored). */
function retryAfterOf(header: string | null): number | null {
  if (header === null || !/^\d{1,6}$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** Reads a failed answer: our own body (`{error:{code,message}}`) or better-auth's (`{code,message}`). */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's error page): the status is all there is.
  }
  const own = (
    body as
      | { error?: { code?: unknown; message?: unknown; findings?: unknown; issues?: unknown } }
      | undefined
  )?.error;
  const source = own && typeof own === 'object' ? own : (body as { code?: unknown; message?: unknown });
  const given = source?.code;
  const code = isErrorCode(given)
    ? given
    : ((typeof given === 'string' ? BETTER_AUTH_CODES[given] : undefined) ??
      STATUS_CODES[response.status] ??
      'UNEXPECTED_ANSWER');
  const message =
    typeof source?.message === 'string' && source.message
      ? source.message
      : response.statusText || `Request failed with status ${response.status}`;
  return new ApiError(response.status, code, message, {
    findings: findingsOf(own?.findings),
    issues: issuesOf(own?.issues),
    retryAfterSeconds: retryAfterOf(response.headers.get('retry-after')),
  });
}
