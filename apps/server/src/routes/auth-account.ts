import {
  ACCOUNT_PATH,
  type AccountSession,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  revokeSessionRequestSchema,
} from '@edgeforge/contracts/account';
import { ACCOUNT_MESSAGES } from '@edgeforge/contracts/account-messages';
import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { APIError } from 'better-auth/api';
import { type Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { canSendMail, createAddressTakenMailer } from '../auth/mailer.ts';
import { assertStrongPassword } from '../auth/password-strength.ts';
import { isEmailTaken } from '../domain/account/account-status.ts';
import { sessionTokenInScope } from '../domain/account/session-token.ts';
import { sessionScope } from '../domain/sessions/policies.ts';
import { AppError } from '../lib/app-error.ts';
import { deviceLabel } from '../lib/device-label.ts';
import { readableAddress } from '../lib/readable-address.ts';
import { logSecurityEvent, type SecurityEvent } from '../lib/security-log.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { currentActor, currentUser, requireUser } from '../middleware/require-user.ts';
import { loadSession } from '../middleware/session.ts';
import { mapAuthFailure } from './auth-errors.ts';
import { type ForwardOptions, forwardToAuth, readAuthBody } from './auth-forward.ts';

type BetterAuthSession = {
  id: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: string;
  updatedAt: string;
};

/** Our JSON answer carrying better-auth's cookies (a new session, or the cleared one), never its token. */
function answerWithCookies(c: Context<AppEnv>, from: Response, body: unknown): Response {
  const answer = c.json(body);
  for (const cookie of from.headers.getSetCookie()) answer.headers.append('set-cookie', cookie);
  return answer;
}

/**
 * The account page's endpoints, each better-auth's own (change-password, list-sessions,
 * revoke-session(s), change-email, delete-user) behind a session, a per-user limit on password
 * checks, our validation, and our error codes and security log.
 */
export function createAuthAccountRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const signedIn = [loadSession(deps), requireUser] as const;
  const passwordChecks = rateLimit(
    deps,
    deps.rateLimits.accountChangesPerUser,
    (c) => c.get('user')?.id ?? null,
  );

  /** Forwards; on failure logs `failed` with the code and throws ours. */
  async function forwardChecked(c: Context<AppEnv>, options: ForwardOptions, failed?: SecurityEvent) {
    const response = await forwardToAuth(c, deps.auth, options);
    if (response.ok) return response;
    const failure = await mapAuthFailure(response);
    if (failed) logSecurityEvent(c, failed, { code: failure.code });
    throw failure;
  }

  const tellAddressOwner = createAddressTakenMailer(env, deps.log);
  /**
   * A change to another account's address changes nothing. With mail it is answered like any change
   * (nobody learns whose address it is) and the owner is told by mail, off the answer's path; without
   * mail a change is immediate, so the refusal says so (EMAIL_TAKEN).
   */
  function answerTakenAddress(c: Context<AppEnv>, email: string) {
    logSecurityEvent(c, 'email_change_failed', { code: 'EMAIL_TAKEN' });
    if (!tellAddressOwner) throw new AppError('EMAIL_TAKEN', ACCOUNT_MESSAGES.emailTaken);
    tellAddressOwner(email).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'Could not tell the owner of an address given for another account');
    });
    return c.json({ status: true, pending: true });
  }

  /** better-auth's server-only verify-password for the signed-in user; WRONG_PASSWORD when it fails. */
  async function assertPassword(c: Context<AppEnv>, password: string, failed: SecurityEvent) {
    try {
      await deps.auth.api.verifyPassword({ body: { password }, headers: c.req.raw.headers });
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      logSecurityEvent(c, failed, { code: 'WRONG_PASSWORD' });
      throw new AppError('WRONG_PASSWORD');
    }
  }

  /**
   * A new password equal to the current one changes nothing: SAME_PASSWORD, once the current one is
   * proved right (a wrong one stays WRONG_PASSWORD, so the answer tells a guesser nothing new).
   */
  async function refuseSamePassword(
    c: Context<AppEnv>,
    body: { currentPassword: string; newPassword: string },
  ) {
    if (body.newPassword !== body.currentPassword) return;
    await assertPassword(c, body.currentPassword, 'password_change_failed');
    logSecurityEvent(c, 'password_change_failed', { code: 'SAME_PASSWORD' });
    throw new AppError('SAME_PASSWORD');
  }

  return new Hono<AppEnv>()
    .on(
      API_ROUTES.changePassword.method,
      API_ROUTES.changePassword.path,
      ...signedIn,
      passwordChecks,
      async (c) => {
        const body = await readAuthBody(c, changePasswordRequestSchema);
        await refuseSamePassword(c, body);
        await assertStrongPassword(body.newPassword, [currentUser(c).email]);
        // Every other session ends; this one is replaced by a fresh session (a new cookie).
        const response = await forwardChecked(
          c,
          { body: { ...body, revokeOtherSessions: true } },
          'password_change_failed',
        );
        logSecurityEvent(c, 'password_changed');
        return answerWithCookies(c, response, { status: true });
      },
    )
    .on(API_ROUTES.listSessions.method, API_ROUTES.listSessions.path, ...signedIn, async (c) => {
      const response = await forwardChecked(c, {});
      const found = (await response.json()) as BetterAuthSession[];
      const currentId = c.get('session')?.id;
      const sessions: AccountSession[] = found
        .map((s) => ({
          id: s.id,
          device: deviceLabel(s.userAgent),
          ipAddress: readableAddress(s.ipAddress),
          createdAt: new Date(s.createdAt).toISOString(),
          lastUsedAt: new Date(s.updatedAt).toISOString(),
          current: s.id === currentId,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
      return c.json({ sessions });
    })
    .on(API_ROUTES.revokeSession.method, API_ROUTES.revokeSession.path, ...signedIn, async (c) => {
      const { id } = await readAuthBody(c, revokeSessionRequestSchema);
      const found = await sessionTokenInScope(db, sessionScope(currentActor(c)), id);
      if (found === 'foreign') logSecurityEvent(c, 'cross_user_not_found', { resource: 'session', id });
      if (found === null || found === 'foreign') throw new AppError('NOT_FOUND', 'Session not found.');
      const response = await forwardChecked(c, { body: { token: found.token } });
      logSecurityEvent(c, 'session_revoked', { sessionId: id });
      return answerWithCookies(c, response, { status: true });
    })
    .on(
      API_ROUTES.revokeOtherSessions.method,
      API_ROUTES.revokeOtherSessions.path,
      ...signedIn,
      async (c) => {
        await forwardChecked(c, {});
        logSecurityEvent(c, 'other_sessions_revoked');
        return c.json({ status: true });
      },
    )
    .on(
      API_ROUTES.changeEmail.method,
      API_ROUTES.changeEmail.path,
      ...signedIn,
      passwordChecks,
      async (c) => {
        const { newEmail, password } = await readAuthBody(c, changeEmailRequestSchema);
        const email = newEmail.toLowerCase();
        if (email === currentUser(c).email) {
          throw new AppError('VALIDATION_FAILED', 'This is already the address of your account.');
        }
        // The address signs in and receives reset links: changing it needs the password again
        // (better-auth's own verify-password, which its change-email does not ask for).
        await assertPassword(c, password, 'email_change_failed');
        if (await isEmailTaken(db, email)) return answerTakenAddress(c, email);
        const response = await forwardChecked(c, { body: { newEmail: email, callbackURL: ACCOUNT_PATH } });
        logSecurityEvent(c, 'email_change_requested', { pending: canSendMail(env) });
        // With mail the change waits for the link; without, it is done.
        return answerWithCookies(c, response, { status: true, pending: canSendMail(env) });
      },
    )
    .on(
      API_ROUTES.deleteAccount.method,
      API_ROUTES.deleteAccount.path,
      ...signedIn,
      passwordChecks,
      async (c) => {
        const { password } = await readAuthBody(c, deleteAccountRequestSchema);
        const user = currentUser(c);
        // better-auth checks the password, then our eraseUser hook erases everything in one transaction.
        const response = await forwardChecked(c, { body: { password } }, 'account_delete_failed');
        logSecurityEvent(c, 'account_deleted', { deletedUserId: user.id, email: user.email });
        return answerWithCookies(c, response, { status: true });
      },
    );
}
