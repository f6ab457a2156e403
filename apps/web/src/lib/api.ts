import type { ApiRequestLine } from '@edgeforge/contracts/api-routes';
import type { ZodType } from 'zod';
import { ApiError, toApiError } from './api-error.ts';

export interface ApiFetchInit<T> {
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Validates the answer; without it the parsed JSON is returned as it is. A function loads the schema
   * (a dynamic import) while the request is under way: a write's answer schemas then load with the first
   * write instead of with the screen (decision 030).
   */
  schema?: ZodType<T> | (() => Promise<ZodType<T>>);
  signal?: AbortSignal;
}

/**
 * Calls our API on the same origin with JSON in and out. Any failure becomes an ApiError with a
 * typed code: the server's own, or the client's when there was no answer or no usable one. A 204
 * resolves to undefined. The request is a route of the contracts' table with its path filled in
 * (`requestOf(API_ROUTES.getCharacter, { id })`), so no path or method is typed by hand.
 */
export async function apiFetch<T = unknown>(request: ApiRequestLine, init: ApiFetchInit<T> = {}): Promise<T> {
  const { body } = init;
  const { path, method } = request;
  const schema = typeof init.schema === 'function' ? init.schema() : init.schema;
  // Caught here too, so a schema that failed to load never becomes an unhandled rejection.
  if (schema instanceof Promise) schema.catch(() => undefined);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'NETWORK_FAILED',
      'The server cannot be reached. Check your connection and try again.',
      {
        cause: error,
      },
    );
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  try {
    const text = await response.text();
    const data: unknown = text ? JSON.parse(text) : undefined;
    const validate = await schema;
    return validate ? validate.parse(data) : (data as T);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(response.status, 'BAD_RESPONSE', 'The server sent an answer this page cannot read.', {
      cause: error,
    });
  }
}
