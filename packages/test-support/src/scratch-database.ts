import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the admin connection (CREATE or DROP DATABASE cannot run in a transaction). */
async function runAdmin(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database named `<prefix>_<time>_<random>` on the server of `adminUrl`, for a run that must
 * not share tables with other suites (load, fault and bench runs); `drop` removes it again.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
