import type { ZodType } from 'zod';

/** A failed API call: the HTTP status, the server's typed code and its safe message. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export interface ApiFetchInit<T> {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Same as `body`; kept because some callers name the JSON payload this way. */
  json?: unknown;
  /** Validates the answer; without it the parsed JSON is returned as it is. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
}

/**
 * Calls our API on the same origin with JSON in and out. Any non-2xx answer becomes an
 * ApiError carrying the server's code and message, whether it came from our own error body
 * (`{error:{code,message}}`) or from better-auth (`{code,message}`). A 204 resolves to undefined.
 */
export async function apiFetch<T = unknown>(path: string, init: ApiFetchInit<T> = {}): Promise<T> {
  const payload = init.body !== undefined ? init.body : init.json;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (payload === undefined ? 'GET' : 'POST'),
      headers,
      body: payload === undefined ? undefined : JSON.stringify(payload),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'The server cannot be reached. Check your connection and try again.');
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return init.schema ? init.schema.parse(data) : (data as T);
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's error page): fall back to the status line.
  }
  const own = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  const source = own && typeof own === 'object' ? own : (body as { code?: unknown; message?: unknown });
  const code = typeof source?.code === 'string' ? source.code : `HTTP_${response.status}`;
  const message =
    typeof source?.message === 'string' && source.message
      ? source.message
      : response.statusText || `Request failed with status ${response.status}`;
  return new ApiError(response.status, code, message);
}
