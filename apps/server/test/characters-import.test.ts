import type { FullCharacter } from '@edgeforge/contracts/api';
import type { CharacterExport } from '@edgeforge/contracts/character-export';
import { makePng } from '@edgeforge/generation/testing/png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPreRulesCharacter, saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import {
  expectRefusedWritingNothing,
  expectTypedRefusal,
  type RefusalCase,
  snapshotRows,
} from './support/hostile-checks.ts';

let ctx: TestContext;
let owner: { cookie: string; user: { id: string } };
let other: { cookie: string };
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signUp();
  other = await ctx.signUp();
});
afterAll(() => ctx.close());

const exportOf = async (id: string, cookie = owner.cookie) => {
  const response = await ctx.request(`/api/characters/${id}/export/json`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as CharacterExport;
};
const importFile = (file: unknown, cookie = owner.cookie) =>
  ctx.request('/api/characters/import', { method: 'POST', cookie, json: file });

/** A character without what differs between copies: ids, dates, version and the portrait's address. */
function comparable(character: Omit<FullCharacter, 'imported_from'>) {
  const { id: _i, created_at: _c, updated_at: _u, version: _v, portrait_url: _p, ...rest } = character;
  return rest;
}

/** A version-1 file as Edgeforge wrote it before the rules check: no rules fields, no portrait. */
function versionOne(file: CharacterExport): unknown {
  const { version: _v, character_stats, character_inventory, ...character } = file.character;
  const { attributes, derived_stats, skills, role_ability_rank } = character_stats;
  const { gear, cyberware, fashion_items, money } = character_inventory;
  return {
    format: 'edgeforge.character',
    version: 1,
    exportedAt: file.exportedAt,
    character: {
      ...character,
      character_stats: { attributes, derived_stats, skills, role_ability_rank },
      character_inventory: { gear, cyberware, fashion_items, money },
    },
  };
}

describe('GET /api/characters/{id}/export/json', () => {
  it('downloads the version-3 file with the character and its portrait inside', async () => {
    const character = await saveThroughApi(ctx, owner.cookie);
    const response = await ctx.request(`/api/characters/${character.id}/export/json`, {
      cookie: owner.cookie,
    });
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="kaori-tanaka-${character.id.slice(0, 8)}.edgeforge.json"`,
    );
    const file = (await response.json()) as CharacterExport;
    // Where an import came from stays out of the file: it is Edgeforge's own.
    const { imported_from: _importedFrom, ...fields } = character;
    expect(file).toMatchObject({ format: 'edgeforge.character', version: 3, character: fields });
    expect(file.character).not.toHaveProperty('imported_from');
    const png = Buffer.from(await (await ctx.request(character.portrait_url as string)).arrayBuffer());
    expect(file.portrait).toEqual({ mediaType: 'image/png', data: png.toString('base64') });
  });
});

describe('POST /api/characters/import', () => {
  it('export, import, export gives the same character (ids, dates and the portrait address aside)', async () => {
    const original = await saveThroughApi(ctx, owner.cookie);
    const first = await exportOf(original.id);
    const response = await importFile(first);
    expect(response.status).toBe(201);
    const imported = ((await response.json()) as { character: FullCharacter }).character;
    expect(imported.id).not.toBe(original.id);
    const second = await exportOf(imported.id);
    expect(comparable(second.character)).toEqual(comparable(first.character));
    expect(second.portrait).toEqual(first.portrait);
  });

  it('reads a version-2 file (no portrait inside) and a version-1 file, giving it the defaults', async () => {
    const original = await saveThroughApi(ctx, owner.cookie);
    const file = await exportOf(original.id);
    const { version: _v, ...v2character } = file.character;
    const v2 = await importFile({
      format: file.format,
      version: 2,
      exportedAt: file.exportedAt,
      character: v2character,
    });
    expect(v2.status).toBe(201);
    const fromV2 = ((await v2.json()) as { character: FullCharacter }).character;
    expect(comparable(fromV2)).toEqual(comparable(original));
    expect(fromV2.portrait_url).toBeNull();
    const v1 = await importFile(versionOne(file));
    expect(v1.status).toBe(201);
    const fromV1 = ((await v1.json()) as { character: FullCharacter }).character;
    // What the screens set by themselves: the region's first language, the role's package defaults.
    expect(fromV1.character_stats.native_language).not.toBeNull();
    expect(fromV1.character_inventory.installed_cyberware?.length).toBeGreaterThan(0);
    expect(fromV1.character_stats.attributes).toEqual(original.character_stats.attributes);
  });

  it('refuses a version-1 character that breaks the rules with 422 RULES_VIOLATION and its findings', async () => {
    const id = await insertPreRulesCharacter(ctx, owner.user.id);
    const file = await exportOf(id);
    const rows = await snapshotRows(ctx);
    const response = await importFile(versionOne(file));
    const body = (await response.clone().json()) as { error: { findings: unknown[] } };
    expect(await expectTypedRefusal(response)).toBe('RULES_VIOLATION');
    expect(body.error.findings.length).toBeGreaterThan(0);
    expect(await snapshotRows(ctx)).toEqual(rows);
  });

  it('refuses wrong, hostile and foreign files with a message naming what is wrong, writing nothing', async () => {
    const original = await saveThroughApi(ctx, owner.cookie);
    const good = await exportOf(original.id);
    /** The good file with one field set to a value (or its key removed when the value is undefined). */
    const change = (path: string[], value: unknown) => {
      const file = structuredClone(good) as unknown as Record<string, unknown>;
      const parent = path
        .slice(0, -1)
        .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, file);
      parent[path.at(-1) as string] = value;
      return file;
    };
    const cases: RefusalCase[] = [
      [
        'a STAT as text',
        change(['character', 'character_stats', 'attributes', 'INT'], '7'),
        'VALIDATION_FAILED',
        /character\.character_stats\.attributes\.INT/,
      ],
      ['an unknown key', change(['character', 'isAdmin'], true), 'VALIDATION_FAILED', /isAdmin|Unrecognized/],
      [
        'an unknown key in the envelope',
        change(['owner'], 'someone'),
        'VALIDATION_FAILED',
        /owner|Unrecognized/,
      ],
      [
        'a non-PNG portrait',
        change(['portrait', 'data'], Buffer.from('GIF89a not a png').toString('base64')),
        'INVALID_PORTRAIT',
        /PNG/,
      ],
      [
        'another format',
        { ...good, format: 'foundry.actor' },
        'VALIDATION_FAILED',
        /not an Edgeforge character export/,
      ],
      ['a newer version', { ...good, version: 9 }, 'VALIDATION_FAILED', /newer Edgeforge/],
      [
        'a name too long',
        change(['character', 'name_first'], 'x'.repeat(200)),
        'VALIDATION_FAILED',
        /character\.name_first/,
      ],
      ['an unknown role', change(['character', 'role_id'], 'hacker'), 'VALIDATION_FAILED', /role_id/],
      [
        'not an object',
        [good],
        'UNKNOWN_CHARACTER_FILE',
        /neither an Edgeforge character export nor a Foundry/,
      ],
      [
        'neither format',
        { name: 'Kaz', stats: {} },
        'UNKNOWN_CHARACTER_FILE',
        /neither an Edgeforge character export nor a Foundry/,
      ],
    ];
    await expectRefusedWritingNothing(ctx, cases, (file) => importFile(file));
  });

  it('refuses a 10 MB file with 413 before reading it, and a file that is not JSON with 400', async () => {
    const rows = await snapshotRows(ctx);
    const huge = { format: 'edgeforge.character', version: 3, padding: 'x'.repeat(10 * 1024 * 1024) };
    expect(await expectTypedRefusal(await importFile(huge))).toBe('PAYLOAD_TOO_LARGE');
    const broken = await ctx.request('/api/characters/import', {
      method: 'POST',
      cookie: owner.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"format": "edgeforge.character",',
    });
    expect(await expectTypedRefusal(broken)).toBe('VALIDATION_FAILED');
    expect(await snapshotRows(ctx)).toEqual(rows);
  });

  it("saves the import as the caller's own character, and needs a session", async () => {
    const original = await saveThroughApi(ctx, owner.cookie);
    const file = await exportOf(original.id);
    const response = await importFile(
      { ...file, portrait: { mediaType: 'image/png', data: makePng(8, 8).toString('base64') } },
      other.cookie,
    );
    expect(response.status).toBe(201);
    const imported = ((await response.json()) as { character: FullCharacter }).character;
    expect((await ctx.request(`/api/characters/${imported.id}`, { cookie: owner.cookie })).status).toBe(404);
    expect((await ctx.request(`/api/characters/${imported.id}`, { cookie: other.cookie })).status).toBe(200);
    const anonymous = await ctx.request('/api/characters/import', { method: 'POST', json: file });
    expect(await expectTypedRefusal(anonymous)).toBe('UNAUTHENTICATED');
  });
});
