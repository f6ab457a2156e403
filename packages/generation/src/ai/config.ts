/** The AI provider settings the generation service needs (taken from the server's env). */
export interface GenerationConfig {
  /** OpenAI-compatible API root including its version, such as `http://127.0.0.1:11434/v1`. */
  aiBaseUrl?: string | undefined;
  aiApiKey?: string | undefined;
  /** Chat model for biographies; unset keeps biographies offline. */
  aiTextModel?: string | undefined;
  /** Image model for portraits; unset keeps portraits offline. */
  aiImageModel?: string | undefined;
  /** Budget for one AI call, including downloading an image URL. */
  aiTimeoutMs: number;
}

/** Thrown for any AI failure; the service catches it and falls back to the offline engine. */
export class AiError extends Error {
  override name = 'AiError';
}

/** Joins the API root and an endpoint path without doubling slashes. */
export function endpoint(config: GenerationConfig, path: string): string {
  return `${(config.aiBaseUrl ?? '').replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** POSTs JSON and returns the parsed JSON answer; any HTTP, network, timeout or parse failure is an AiError. */
export async function postJson(
  config: GenerationConfig,
  path: string,
  body: unknown,
  signal: AbortSignal,
): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.aiApiKey) headers.authorization = `Bearer ${config.aiApiKey}`;
  let response: Response;
  try {
    response = await fetch(endpoint(config, path), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw new AiError(`request to ${path} failed: ${(error as Error).message}`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new AiError(`${path} answered ${response.status}: ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AiError(`${path} answered with something that is not JSON`);
  }
}
