// `npm run admin -- <command>`: the operator's commands (admin/commands.ts). On PGlite the server must
// be stopped first (one process per data directory); on PostgreSQL they run beside it.

import { AdminUsageError, assertKnownCommand, runAdminCommand } from './admin/commands.ts';
import { resolveSecrets } from './auth/resolve-secrets.ts';
import { createDatabase } from './db/client.ts';
import { makeDataDirPrivate } from './db/private-data-dir.ts';
import { EnvError, loadEnv } from './env.ts';
import { createLogger } from './lib/logger.ts';

try {
  assertKnownCommand(process.argv[2]);
  const raw = loadEnv();
  makeDataDirPrivate(raw.DATA_DIR);
  const { env, registrationCodeSource } = resolveSecrets(raw);
  // The audit lines go to stderr; what the operator asked for goes to stdout.
  const log = createLogger(env, process.stderr);
  const database = await createDatabase(env);
  try {
    await database.migrate();
    const print = (line: string) => process.stdout.write(`${line}\n`);
    await runAdminCommand(
      { env, db: database.db, log, print },
      process.argv.slice(2),
      registrationCodeSource === 'env',
    );
  } finally {
    await database.close();
  }
} catch (error) {
  const known =
    error instanceof AdminUsageError ||
    error instanceof EnvError ||
    (error instanceof Error && error.name === 'DataDirLockedError');
  console.error(known ? (error as Error).message : error);
  process.exitCode = 1;
}
