import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';

/** The security events we log, each as one structured `security.<name>` entry (docs/SECURITY.md). */
export type SecurityEvent =
  | 'rate_limited'
  | 'origin_refused'
  | 'unsupported_media_type'
  | 'cross_user_not_found'
  | 'password_change_failed'
  | 'password_changed'
  | 'password_reset_requested'
  | 'password_reset'
  | 'email_change_requested'
  | 'email_change_failed'
  | 'session_revoked'
  | 'other_sessions_revoked'
  | 'account_deleted'
  | 'account_delete_failed'
  | 'account_disabled_sign_in'
  | 'campaign_invite_created'
  | 'campaign_invite_revoked'
  | 'campaign_invite_refused'
  | 'campaign_joined'
  | 'campaign_left'
  | 'campaign_member_removed'
  | 'campaign_closed';

/**
 * Logs a security event with who, from where and on what; `details` never carries a secret (the
 * logger's redaction is the second guard). Warn level, so the default `info` log keeps them.
 */
export function logSecurityEvent(
  c: Context<AppEnv>,
  event: SecurityEvent,
  details: Record<string, unknown> = {},
): void {
  c.get('log').warn(
    {
      event: `security.${event}`,
      ip: c.get('ip'),
      userId: c.get('user')?.id ?? null,
      method: c.req.method,
      path: c.req.path,
      ...details,
    },
    `security event: ${event}`,
  );
}
