import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FullCharacter } from '@edgeforge/contracts/api';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { afterAll, describe, expect, it } from 'vitest';
import { type Backend, backendKindFromEnv, createBackend } from './support/backends.ts';
import { buildSaveRequest } from './support/characters.ts';
import { PlayerClient, signUpAndIn } from './support/players.ts';
import { SPAWNED_ORIGIN, type SpawnedServer, spawnServer } from './support/spawned-server.ts';
import { STRESS_REGISTRATION_CODE, stressServerEnv } from './support/stress-config.ts';

const kind = backendKindFromEnv();

let backend: Backend | undefined;
let server: SpawnedServer | undefined;
afterAll(async () => {
  await server?.stop();
  await backend?.dispose();
}, 60_000);

/** Resolves with the first output line of `server` that contains `text`; fails after `ms`. */
async function lineContaining(target: SpawnedServer, text: string, ms = 30_000): Promise<string> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const line = target.output().find((candidate) => candidate.includes(text));
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no "${text}" line within ${ms} ms:\n${target.output().slice(-20).join('\n')}`);
}

const portraitsDir = (dataDir: string) => join(dataDir, 'storage', 'character-portraits', 'portraits');
const stored = (dataDir: string) =>
  new Set(readdirSync(portraitsDir(dataDir)).map((name) => `portraits/${name}`));
const keyOf = (url: string | null) => url?.split('/').slice(-2).join('/') ?? '';

describe(`SIGKILL between storing a portrait and committing its save, on ${kind}`, () => {
  it('leaves a file that the next start-up sweeps, keeping every saved and pending portrait', async () => {
    backend = await createBackend(kind);
    const env = stressServerEnv(backend);
    const dataDir = env.DATA_DIR ?? '';
    // The test-only hold: a save that stored its portrait logs test.save-held and waits to be killed.
    server = await spawnServer({ ...env, TEST_HOLD_SAVE_AFTER_PORTRAIT_STORE: 'true' });
    const client = new PlayerClient(server.url, '10.210.0.1');
    expect(await signUpAndIn(client, 'sweep-kill@example.test', STRESS_REGISTRATION_CODE)).not.toBeNull();
    const generate = () =>
      client.call<{ portraitId: string }>(
        'generate',
        'POST',
        '/api/functions/generate-character-portrait',
        200,
        {
          prompt: 'A portrait of Kaori Tanaka.',
          characterData: buildDraft(),
        },
      );
    // A character saved with a generated portrait (named by id: nothing is stored by the save itself).
    const first = await generate();
    const { portrait: _upload, ...byId } = buildSaveRequest({ portraitId: first?.portraitId ?? '' });
    const saved = await client.call<{ character: FullCharacter }>(
      'save',
      'POST',
      '/api/characters',
      201,
      byId,
    );
    // A portrait generated and not saved yet.
    const pending = await generate();
    expect(pending?.portraitId).toEqual(expect.any(String));
    expect(client.failures).toEqual([]);

    // An upload: stored, then held before its transaction, then killed.
    const held = fetch(`${server.url}/api/characters`, {
      method: 'POST',
      headers: {
        origin: SPAWNED_ORIGIN,
        'x-forwarded-for': client.ip,
        cookie: client.cookie,
        'content-type': 'application/json',
      },
      body: JSON.stringify(buildSaveRequest()),
    }).catch(() => 'killed');
    const heldLine = JSON.parse(await lineContaining(server, '"test.save-held"')) as { key: string };
    const before = stored(dataDir);
    expect(before.has(heldLine.key)).toBe(true);
    expect(before.size).toBe(3);
    await server.kill();
    expect(await held).toBe('killed');
    expect(existsSync(join(portraitsDir(dataDir), heldLine.key.split('/')[1] ?? ''))).toBe(true);

    // PostgreSQL may be shared by several processes, so its start-up sweep keeps the grace: none here.
    const graceless: Record<string, string> =
      kind === 'postgres' ? { PORTRAIT_ORPHAN_GRACE_MINUTES: '0' } : {};
    server = await spawnServer({ ...env, ...graceless });
    const savedKey = keyOf(saved?.character.portrait_url ?? null);
    const pendingKey = [...before].find((key) => key !== heldLine.key && key !== savedKey);
    expect(stored(dataDir)).toEqual(new Set([savedKey, pendingKey]));
    expect(await lineContaining(server, '"portraits.swept"')).toContain('"orphans":1');

    // Through the restarted server: the saved portrait is served, the pending one still saves by id.
    const again = new PlayerClient(server.url, client.ip);
    again.cookie = client.cookie;
    expect((await fetch(`${server.url}${saved?.character.portrait_url}`)).status).toBe(200);
    const { portrait: _none, ...byPendingId } = buildSaveRequest({ portraitId: pending?.portraitId ?? '' });
    const later = await again.call<{ character: FullCharacter }>(
      'save',
      'POST',
      '/api/characters',
      201,
      byPendingId,
    );
    expect(keyOf(later?.character.portrait_url ?? null)).toBe(pendingKey);
    expect(again.failures).toEqual([]);
  }, 180_000);
});
