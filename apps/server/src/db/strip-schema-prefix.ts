import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// drizzle-kit writes foreign keys as REFERENCES "public"."user": that pins the tables to the
// public schema, while DATABASE_SCHEMA (test isolation, shared databases) relies on search_path.
// Run after `drizzle-kit generate` (npm run db:generate does both).
const folder = fileURLToPath(new URL('./migrations', import.meta.url));
for (const name of readdirSync(folder).filter((file) => file.endsWith('.sql'))) {
  const file = join(folder, name);
  const sql = readFileSync(file, 'utf8');
  const stripped = sql.replaceAll('REFERENCES "public".', 'REFERENCES ');
  if (stripped !== sql) writeFileSync(file, stripped);
}
