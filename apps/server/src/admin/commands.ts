import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAuth } from '../auth/auth.ts';
import { type LinkOrigins, linkOrigins } from '../auth/link-origins.ts';
import { generateRegistrationCode, writeSecretFile } from '../auth/registration-code.ts';
import { resetLinkUrl } from '../auth/reset-link.ts';
import type { Database } from '../db/client.ts';
import { setAccountDisabled } from '../domain/account/account-status.ts';
import { listUsers } from '../domain/account/list-users.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';

/** What a command needs: the resolved env, an open database, a logger, and where to print. */
export interface AdminContext {
  env: Env & { BETTER_AUTH_SECRET: string };
  db: Database;
  log: Logger;
  print(line: string): void;
}

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  users                        list every account
  reset-password EMAIL         print a one-use link (30 minutes) to set a new access code
  disable EMAIL                refuse sign-in and end every session of the account
  enable EMAIL                 let a disabled account sign in again
  rotate-registration-code     make a new registration code (used from the next start)
`;

/** The commands runAdminCommand knows. */
export const ADMIN_COMMANDS = [
  'users',
  'reset-password',
  'disable',
  'enable',
  'rotate-registration-code',
] as const;

/** Refuses an unknown or missing command before anything is opened. */
export function assertKnownCommand(command: string | undefined): void {
  if (!(ADMIN_COMMANDS as readonly (string | undefined)[]).includes(command)) {
    throw new AdminUsageError(command ? `Unknown command: ${command}\n\n${ADMIN_USAGE}` : ADMIN_USAGE);
  }
}

/** Thrown for a command the operator got wrong; its message is printed, no stack trace. */
export class AdminUsageError extends Error {
  override name = 'AdminUsageError';
}

/** Writes one audit line (JSON) to the log and to DATA_DIR/admin-audit.log, private like the rest. */
function audit(ctx: AdminContext, event: string, details: Record<string, unknown>) {
  const entry = { time: new Date().toISOString(), event: `admin.${event}`, ...details };
  ctx.log.warn(entry, `admin command: ${event}`);
  appendFileSync(join(ctx.env.DATA_DIR, 'admin-audit.log'), `${JSON.stringify(entry)}\n`, { mode: 0o600 });
}

function requireEmail(email: string | undefined): string {
  if (!email?.includes('@')) throw new AdminUsageError(`An e-mail address is needed.\n\n${ADMIN_USAGE}`);
  return email.trim().toLowerCase();
}

async function resetPassword(ctx: AdminContext, email: string) {
  let token: string | null = null;
  const auth = createAuth(ctx.env, ctx.db, ctx.log, {
    sendResetPassword: async (reset) => {
      token = reset.token;
    },
  });
  // better-auth's own request-password-reset: its token, its 30 minutes, one use.
  await auth.api.requestPasswordReset({ body: { email } });
  audit(ctx, 'reset_password', { email, issued: token !== null });
  if (!token) throw new AdminUsageError(`No account uses ${email}.`);
  const found = linkOrigins(ctx.env);
  ctx.print(`Reset link for ${email} (works once, for 30 minutes). ${whereLinksPoint(found)}`);
  for (const base of found.origins) ctx.print(`  ${resetLinkUrl(base, token)}`);
}

/** Says where the links point, and plainly so when it is a guess. */
function whereLinksPoint(found: LinkOrigins): string {
  if (found.source === 'PUBLIC_URL') return 'It opens on PUBLIC_URL:';
  const pick = 'Give the player the one for the address they use';
  if (found.source === 'recorded') {
    return `${pick} (the addresses the server recorded at its start, ${found.recordedAt}):`;
  }
  return `GUESSING the address: PUBLIC_URL is not set and no server has recorded its addresses in DATA_DIR, so these assume HOST and PORT as this command sees them. Start the server once, or set PUBLIC_URL, to be sure. ${pick}:`;
}

async function users(ctx: AdminContext) {
  const all = await listUsers(ctx.db);
  audit(ctx, 'users', { count: all.length });
  if (all.length === 0) ctx.print('No accounts yet.');
  for (const u of all) {
    const flags = [u.emailVerified ? 'verified' : 'unverified', u.disabled ? 'DISABLED' : ''].filter(Boolean);
    ctx.print(
      `${u.email}  created ${u.createdAt.toISOString().slice(0, 10)}  ${u.characters} characters  ${flags.join(', ')}`,
    );
  }
}

async function setDisabled(ctx: AdminContext, email: string, disabled: boolean) {
  const found = await setAccountDisabled(ctx.db, email, disabled);
  audit(ctx, disabled ? 'disable' : 'enable', { email, found });
  if (!found) throw new AdminUsageError(`No account uses ${email}.`);
  ctx.print(disabled ? `${email} is disabled and signed out everywhere.` : `${email} may sign in again.`);
}

function rotateRegistrationCode(ctx: AdminContext, setByEnv: boolean) {
  if (setByEnv) {
    audit(ctx, 'rotate_registration_code', { rotated: false, reason: 'set by REGISTRATION_CODE' });
    throw new AdminUsageError('The registration code is set by REGISTRATION_CODE: change it there.');
  }
  const code = generateRegistrationCode();
  writeSecretFile(join(ctx.env.DATA_DIR, 'registration-code'), code);
  audit(ctx, 'rotate_registration_code', { rotated: true });
  ctx.print(`New registration code: ${code}\nIt replaces the old one when the server next starts.`);
}

/** Runs one command line (`argv` without node and the script). */
export async function runAdminCommand(ctx: AdminContext, argv: readonly string[], codeSetByEnv: boolean) {
  const [command, arg] = argv;
  switch (command) {
    case 'users':
      return users(ctx);
    case 'reset-password':
      return resetPassword(ctx, requireEmail(arg));
    case 'disable':
      return setDisabled(ctx, requireEmail(arg), true);
    case 'enable':
      return setDisabled(ctx, requireEmail(arg), false);
    case 'rotate-registration-code':
      return rotateRegistrationCode(ctx, codeSetByEnv);
    default:
      throw new AdminUsageError(command ? `Unknown command: ${command}\n\n${ADMIN_USAGE}` : ADMIN_USAGE);
  }
}
