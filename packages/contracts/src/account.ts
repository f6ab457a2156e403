import { z } from 'zod';
import { LIMITS } from './limits.ts';

export { ACCOUNT_PATH, RESET_PASSWORD_PATH } from './app-paths.ts';

/** The word a player types to confirm that their account is to be deleted. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

const newPassword = z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax);
const email = z.string().trim().max(254).email();

// --- the account page (better-auth's endpoints, behind our checks) --------------------------
export const changePasswordRequestSchema = z
  .object({ currentPassword: z.string().min(1).max(LIMITS.passwordMax), newPassword })
  .strict();
export const changeEmailRequestSchema = z
  .object({ newEmail: email, password: z.string().min(1).max(LIMITS.passwordMax) })
  .strict();
export const deleteAccountRequestSchema = z
  .object({
    password: z.string().min(1).max(LIMITS.passwordMax),
    confirmation: z.literal(DELETE_CONFIRMATION_WORD, {
      message: `Type ${DELETE_CONFIRMATION_WORD} to confirm.`,
    }),
  })
  .strict();
export const revokeSessionRequestSchema = z.object({ id: z.string().min(1).max(200) }).strict();

/** One signed-in session as the account page lists it; its token never leaves the server. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** Browser and system, read from the user agent ("Firefox 128 on Linux"). */
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  /** When the session last made a request (to within a few minutes). */
  lastUsedAt: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });

// --- recovery --------------------------------------------------------------------------------
export const requestPasswordResetRequestSchema = z.object({ email }).strict();
export const resetPasswordRequestSchema = z
  .object({ token: z.string().min(1).max(200), newPassword })
  .strict();

/** What the sign-in screen may offer: a reset link needs mail to go out. */
export const authOptionsResponseSchema = z.object({ passwordReset: z.boolean() });
export type AuthOptions = z.infer<typeof authOptionsResponseSchema>;
