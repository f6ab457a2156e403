import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';
import { findingSchema } from './legality.ts';

// The server imports the codes and statuses from here as well as the body schema.
export { ERROR_CODES, ERROR_STATUS, type ErrorCode } from './error-codes.ts';

/** The body of every error answer from our own endpoints. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field paths and messages, for VALIDATION_FAILED. */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** Every rules finding (code, path, step, message), for RULES_VIOLATION. */
    findings: z.array(findingSchema).optional(),
    /** The rules' refusal code (`RefusalCode` of the play rules), for PLAY_REFUSED. */
    refused: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
