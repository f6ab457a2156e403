import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, type ErrorIssue } from './app-error.ts';

/** Turns zod issues into the `{path, message}` list of a VALIDATION_FAILED answer. */
export function toIssues(error: z.ZodError): ErrorIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * Text PostgreSQL cannot store: a NUL character, which text and jsonb columns refuse, or a lone
 * UTF-16 surrogate, which jsonb refuses and text silently turns into U+FFFD.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string, value or key, that the database could not store; null when none. */
function unstorableTextPath(value: unknown): string | null {
  const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
  // Iterative, so no input shape can exhaust the stack.
  const stack: { node: unknown; path: string[] }[] = [{ node: value, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (typeof node === 'string') {
      if (unstorable(node)) return path.join('.');
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => {
        stack.push({ node: item, path: [...path, String(index)] });
      });
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (unstorable(key)) return [...path, key.replace(/[^\x20-\x7e]/g, '?')].join('.');
        stack.push({ node: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/** Validates any value with a schema, throwing VALIDATION_FAILED with the issues when it does not fit. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new AppError('VALIDATION_FAILED', 'The request is invalid.', toIssues(result.error));
  // Checked on the validated value, whose shape and sizes the schema has already bounded.
  const badText = unstorableTextPath(result.data);
  if (badText !== null) {
    const message = 'Text may not contain NUL characters or unpaired surrogates.';
    throw new AppError('VALIDATION_FAILED', 'The request is invalid.', [{ path: badText, message }]);
  }
  return result.data;
}

/** Reads the JSON body of a request; malformed JSON is a 400, never a 500. */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch (error) {
    // The body limit middleware throws its own error while the body streams in: let it through.
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_FAILED', 'The request body is not valid JSON.');
  }
}

/** Reads the JSON body of a request and validates it with a schema. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJsonBody(c));
}
