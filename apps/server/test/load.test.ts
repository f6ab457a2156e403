import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSaves, type Backend, backendKindFromEnv, createBackend } from './support/backends.ts';
import { runLoad } from './support/players.ts';
import { type SpawnedServer, spawnServer } from './support/spawned-server.ts';
import { STRESS_REGISTRATION_CODE, STRESS_SETTINGS, stressServerEnv } from './support/stress-config.ts';

const kind = backendKindFromEnv();
const { players, durationMs } = STRESS_SETTINGS;

describe(`${players} simulated players for ${durationMs / 1000} s against one server process on ${kind}`, () => {
  let backend: Backend | undefined;
  let server: SpawnedServer | undefined;
  beforeAll(async () => {
    backend = await createBackend(kind);
    server = await spawnServer(stressServerEnv(backend));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await backend?.dispose();
  }, 60_000);

  it(
    'answers every request with the status it expects, and the database holds every acknowledged save',
    async () => {
      if (!backend || !server) throw new Error('the server did not start');
      const result = await runLoad({
        baseUrl: server.url,
        registrationCode: STRESS_REGISTRATION_CODE,
        players,
        durationMs,
        runId: randomBytes(4).toString('hex'),
      });
      const exitCode = await server.stop();
      const snapshot = await backend.snapshot();
      const audit = auditSaves(snapshot, { acknowledged: result.saved, retired: result.retired });
      console.log(
        `[load ${kind}] players ${result.players}, requests ${result.requests} in ${(result.elapsedMs / 1000).toFixed(1)} s, ` +
          `errors ${result.failures.length}; saves acknowledged ${result.saved.length} (retired ${result.retired.length}), ` +
          `rows expected ${audit.expected} found ${audit.found} (unacknowledged ${audit.unacknowledged}, ` +
          `partial ${audit.partial.length}, orphans ${audit.orphans}, wrong status ${audit.wrongStatus.length}); ` +
          `related rows ${snapshot.related.stats}/${snapshot.related.inventory}/${snapshot.related.background}`,
      );

      expect(result.failures.slice(0, 10)).toEqual([]);
      expect(result.fewestSaves).toBeGreaterThanOrEqual(1);
      expect(server.errorLines()).toEqual([]);
      expect(exitCode).toBe(0);
      expect(audit).toEqual({
        expected: result.saved.length,
        found: result.saved.length,
        missing: [],
        partial: [],
        orphans: 0,
        unacknowledged: 0,
        wrongStatus: [],
      });
      expect(snapshot.related).toEqual({
        stats: result.saved.length,
        inventory: result.saved.length,
        background: result.saved.length,
      });
    },
    durationMs + 240_000,
  );
});
