import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, type ErrorIssue } from './app-error.ts';

/** Turns zod issues into the `{path, message}` list of a VALIDATION_FAILED answer. */
export function toIssues(error: z.ZodError): ErrorIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** Validates any value with a schema, throwing VALIDATION_FAILED with the issues when it does not fit. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new AppError('VALIDATION_FAILED', 'The request is invalid.', toIssues(result.error));
  return result.data;
}

/** Reads the JSON body of a request and validates it; malformed JSON is a 400, never a 500. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch (error) {
    // The body limit middleware throws its own error while the body streams in: let it through.
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_FAILED', 'The request body is not valid JSON.');
  }
  return parseWith(schema, body);
}
