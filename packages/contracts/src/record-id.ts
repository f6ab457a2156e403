import { z } from 'zod';

/** A row id as PostgreSQL makes them (a uuid, in either case); anything else names nothing. */
export const recordIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Not an id.');
