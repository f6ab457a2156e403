import { LIMITS } from '@edgeforge/contracts/limits';
import { MESSAGES } from '@edgeforge/contracts/messages';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { AUTH_BASE_PATH, type Auth, CLIENT_IP_HEADER } from '../auth/auth.ts';
import { AppError } from '../lib/app-error.ts';
import { parseWith, readJsonBody } from '../lib/validate.ts';
import { mapAuthFailure } from './auth-errors.ts';

export interface ForwardOptions {
  /** better-auth's endpoint under /api/auth, when it is not the path the client called. */
  path?: string;
  method?: 'GET' | 'POST';
  /** The JSON body to send instead of the client's (only what we validated goes on). */
  body?: unknown;
}

/**
 * Hands a request to better-auth as a new Request: the client's cookies and origin, our validated
 * body, and the client's address in CLIENT_IP_HEADER (any value the client sent there is dropped).
 */
export function forwardToAuth(
  c: Context<AppEnv>,
  auth: Auth,
  options: ForwardOptions = {},
): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.delete('content-length');
  headers.delete(CLIENT_IP_HEADER);
  headers.set(CLIENT_IP_HEADER, c.get('ip'));
  const url = new URL(c.req.url);
  if (options.path) url.pathname = `${AUTH_BASE_PATH}${options.path}`;
  const method = options.method ?? c.req.method;
  let body: string | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body ?? {});
  }
  return auth.handler(new Request(url, { method, headers, body }));
}

/** Forwards, and turns a failed answer into our error body. */
export async function forwardOrThrow(
  c: Context<AppEnv>,
  auth: Auth,
  options: ForwardOptions = {},
): Promise<Response> {
  const response = await forwardToAuth(c, auth, options);
  if (!response.ok) throw await mapAuthFailure(response);
  return response;
}

/** Reads and validates an auth body; a bad password length gets the form's own message. */
export async function readAuthBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const raw = await readJsonBody(c);
  try {
    return parseWith(schema, raw);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.issues?.some((issue) => /password$/i.test(issue.path)) && hasBadLength(raw)) {
      throw new AppError('VALIDATION_FAILED', MESSAGES.passwordLength, error.issues);
    }
    if (lacksAt(raw)) throw new AppError('VALIDATION_FAILED', MESSAGES.emailMissingAt, error.issues);
    throw error;
  }
}

function lacksAt(raw: unknown): boolean {
  const { email, newEmail } = (raw ?? {}) as { email?: unknown; newEmail?: unknown };
  const given = email ?? newEmail;
  return typeof given === 'string' && !given.includes('@');
}

/** Whether the password being set (newPassword, or password on sign-up) is too short or too long. */
function hasBadLength(raw: unknown): boolean {
  const { password, newPassword } = (raw ?? {}) as { password?: unknown; newPassword?: unknown };
  const given = newPassword ?? password;
  return (
    typeof given === 'string' && (given.length < LIMITS.passwordMin || given.length > LIMITS.passwordMax)
  );
}
