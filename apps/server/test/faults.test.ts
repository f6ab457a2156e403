import { randomBytes, randomInt } from 'node:crypto';
import type { FullCharacter } from '@edgeforge/contracts/api';
import type { CharacterListPage } from '@edgeforge/contracts/character-list';
import { afterAll, describe, expect, it } from 'vitest';
import { auditSaves, type Backend, backendKindFromEnv, createBackend } from './support/backends.ts';
import { PlayerClient, signUpAndIn } from './support/players.ts';
import { emptyTally, type SaveStreamTally, type StreamUser, startSaveStream } from './support/save-stream.ts';
import { type SpawnedServer, spawnServer } from './support/spawned-server.ts';
import { STRESS_REGISTRATION_CODE, STRESS_SETTINGS, stressServerEnv } from './support/stress-config.ts';

const kind = backendKindFromEnv();
const { killCycles } = STRESS_SETTINGS;
const STREAM_USERS = 4;
/**
 * Characters per page of the list the check reads: a few, so that its cursor is followed in every run.
 * The full run's pages were the largest the API allows, and whether a player's saves ran past one
 * depended on how many the machine acknowledged before each kill (a loaded machine stayed on one).
 */
const LIST_PAGE = 2;

let backend: Backend | undefined;
let server: SpawnedServer | undefined;
afterAll(async () => {
  await server?.stop();
  await backend?.dispose();
}, 60_000);

async function signUpUsers(target: SpawnedServer, runId: string): Promise<StreamUser[]> {
  return Promise.all(
    Array.from({ length: STREAM_USERS }, async (_, index) => {
      const client = new PlayerClient(target.url, `10.200.0.${index + 1}`);
      const id = await signUpAndIn(client, `fault-${runId}-${index}@example.test`, STRESS_REGISTRATION_CODE);
      if (!id) throw new Error(`sign-up failed: ${JSON.stringify(client.failures)}`);
      return { id, cookie: client.cookie };
    }),
  );
}

/** Every page of a player's list, following `nextCursor`: the ids listed, or the failing status. */
async function listAll(
  get: (path: string) => Promise<Response>,
): Promise<{ ids: Set<string>; pages: number } | { status: number }> {
  const ids = new Set<string>();
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await get(`/api/characters?limit=${LIST_PAGE}${query}`);
    if (response.status !== 200) return { status: response.status };
    const page = (await response.json()) as CharacterListPage;
    for (const character of page.characters) ids.add(character.id);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { ids, pages };
}

/**
 * Through the restarted server: every acknowledged save is listed for its owner, and every listed
 * character not yet checked reads back whole (GET by id inner-joins the three related rows).
 */
async function checkThroughApi(
  target: SpawnedServer,
  users: StreamUser[],
  tally: SaveStreamTally,
  checked: Set<string>,
  pagesRead: number[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const user of users) {
    const get = (path: string) => fetch(`${target.url}${path}`, { headers: { cookie: user.cookie } });
    const list = await listAll(get);
    if ('status' in list) {
      problems.push(`list for ${user.id}: ${list.status}`);
      continue;
    }
    const listed = list.ids;
    pagesRead.push(list.pages);
    for (const [id, owner] of tally.acknowledged) {
      if (owner === user.id && !listed.has(id)) problems.push(`acknowledged ${id} is not listed`);
    }
    for (const id of listed) {
      if (checked.has(id)) continue;
      const response = await get(`/api/characters/${id}`);
      const character =
        response.status === 200 ? ((await response.json()) as { character: FullCharacter }).character : null;
      const whole =
        character?.character_stats && character.character_inventory && character.character_background;
      if (!whole) problems.push(`listed ${id} does not read back whole (${response.status})`);
      checked.add(id);
    }
  }
  return problems;
}

describe(`SIGKILL during a stream of saves, on ${kind}`, () => {
  it(
    `keeps every acknowledged save whole and leaves no partial character across ${killCycles} kill and restart cycle(s)`,
    async () => {
      backend = await createBackend(kind);
      const env = stressServerEnv(backend);
      server = await spawnServer(env);
      const users = await signUpUsers(server, randomBytes(4).toString('hex'));
      const tally = emptyTally();
      const checked = new Set<string>();
      const pagesRead: number[] = [];
      const inFlightAtKills: number[] = [];
      const serverErrors: string[] = [];

      for (let cycle = 1; cycle <= killCycles; cycle++) {
        const stream = startSaveStream(server.url, users, tally);
        // A different moment in each cycle: after 10 to 59 acknowledgements, then a few ms more.
        await stream.acknowledgements(randomInt(10, 60));
        await new Promise((resolve) => setTimeout(resolve, randomInt(0, 25)));
        inFlightAtKills.push(stream.inFlight());
        serverErrors.push(...server.errorLines());
        await server.kill();
        await stream.stop();
        expect(tally.unexpected).toEqual([]);

        // Restarting on the same data must work: a data directory that cannot reopen is a finding.
        server = await spawnServer(env);
        expect(await checkThroughApi(server, users, tally, checked, pagesRead)).toEqual([]);
      }

      const exitCode = await server.stop();
      serverErrors.push(...server.errorLines());
      const snapshot = await backend.snapshot();
      const audit = auditSaves(snapshot, { acknowledged: tally.acknowledged.keys(), inDoubt: tally.inDoubt });
      console.log(
        `[faults ${kind}] kill cycles ${killCycles}, saves sent ${tally.sent}, acknowledged ${tally.acknowledged.size}, ` +
          `in flight at each kill ${inFlightAtKills.join('/')}, in doubt ${tally.inDoubt}, refused ${tally.refused}; ` +
          `rows expected ${audit.expected} found ${audit.found} (+${audit.unacknowledged} stored but unacknowledged), ` +
          `partial ${audit.partial.length}, orphans ${audit.orphans}`,
      );

      expect(Math.min(...inFlightAtKills)).toBeGreaterThan(0);
      // Some player's list ran past its first page: the check followed a cursor.
      expect(Math.max(...pagesRead)).toBeGreaterThan(1);
      expect(exitCode).toBe(0);
      expect(serverErrors).toEqual([]);
      expect(audit.missing).toEqual([]);
      expect(audit.partial).toEqual([]);
      expect(audit.orphans).toBe(0);
      expect(audit.wrongStatus).toEqual([]);
      expect(audit.found).toBe(tally.acknowledged.size);
      // A save in flight at the kill may have committed without its 201 reaching the client.
      expect(audit.unacknowledged).toBeLessThanOrEqual(tally.inDoubt);
    },
    120_000 + killCycles * 90_000,
  );
});
