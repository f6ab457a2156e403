// The test databases' starting point: an in-memory PGlite with every migration applied, dumped once and
// kept in the system's temp directory under a name that changes with PGlite's version and with every
// migration file. Loading the dump skips PostgreSQL's initdb, which costs each test database 1.5 to 3 s
// on the development VM; migrate() then finds nothing to apply.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, pgliteDir } from '../../src/db/client.ts';
import type { Env } from '../../src/env.ts';

const MIGRATIONS = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** What the template depends on: PGlite's version and every migration file, journal included. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  for (const folder of [MIGRATIONS, join(MIGRATIONS, 'meta')]) {
    for (const name of readdirSync(folder).sort()) {
      if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
      hash.update(name).update(readFileSync(join(folder, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The installed PGlite's version, from the package.json above its entry point (its exports hide it). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

let template: Promise<Blob> | undefined;

/** The migrated database's dump, made on first use and read back from the temp directory after that. */
export function pgliteTemplate(
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL' | 'DATABASE_SCHEMA'>,
): Promise<Blob> {
  template ??= (async () => {
    const file = join(tmpdir(), `edgeforge-test-pglite-${templateKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const database = await createDatabase({ ...env, DATABASE_URL: undefined }, { memory: true });
    await database.migrate();
    const dump = await database.dumpDataDir!();
    await database.close();
    // Written aside and renamed: a test process starting beside this one never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return template;
}

let dataDirTemplate: Promise<string> | undefined;

/**
 * Fills DATA_DIR's PGlite directory with a copy of a migrated one, made once (in the temp directory,
 * keyed as the dump is) instead of the initdb and every migration a spawned server's first start runs:
 * about 10 s of CPU each on the development VM. For the spawned-server suites, which test no first start.
 */
export async function copyMigratedPgliteDir(dataDir: string): Promise<void> {
  dataDirTemplate ??= (async () => {
    const dir = join(tmpdir(), `edgeforge-test-pglite-dir-${templateKey()}`);
    if (existsSync(dir)) return dir;
    const scratch = mkdtempSync(`${dir}.${process.pid}.`);
    const database = await createDatabase({ DATA_DIR: scratch, DATABASE_URL: undefined });
    await database.migrate();
    await database.close();
    // Renamed into place whole: a process starting beside this one copies no half-made directory.
    try {
      renameSync(pgliteDir({ DATA_DIR: scratch }), dir);
    } catch (error) {
      if (!existsSync(dir)) throw error;
    }
    rmSync(scratch, { recursive: true, force: true });
    return dir;
  })();
  cpSync(await dataDirTemplate, pgliteDir({ DATA_DIR: dataDir }), { recursive: true });
}
