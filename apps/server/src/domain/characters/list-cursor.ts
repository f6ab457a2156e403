import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { isCharacterId } from './character-records.ts';

/**
 * Where a page of the list ended (decision 023): the last character's `updated_at`, to the microsecond
 * as PostgreSQL keeps it (a JavaScript Date would drop the last three digits and skip or repeat rows
 * saved in the same millisecond), and its id.
 */
export interface ListPosition {
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ`, in UTC. */
  updatedAt: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const positionSchema = z.tuple([
  z
    .string()
    .regex(TIMESTAMP)
    // A calendar date that exists (no 30 February): PostgreSQL would refuse the value with an error.
    .refine((text) => {
      const time = Date.parse(text);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 23) === text.slice(0, 23);
    }),
  z.string().refine(isCharacterId),
]);

/** The opaque cursor a client sends back for the next page: base64url of a small JSON tuple. */
export function encodeListCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.updatedAt, position.id]), 'utf8').toString('base64url');
}

/** Reads a cursor this server handed out; anything else is 400 INVALID_CURSOR, never a database error. */
export function decodeListCursor(cursor: string): ListPosition {
  let value: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = positionSchema.safeParse(value);
  if (!parsed.success) throw invalidCursor();
  const [updatedAt, id] = parsed.data;
  return { updatedAt, id: id.toLowerCase() };
}

function invalidCursor(): AppError {
  return new AppError('INVALID_CURSOR');
}
