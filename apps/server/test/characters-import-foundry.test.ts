import type { FullCharacter, ImportCharacterResponse } from '@edgeforge/contracts/api';
import { systemSolo } from '@edgeforge/foundry/testing/system-actor';
import { makePng } from '@edgeforge/generation/testing/png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectRefusedWritingNothing, type RefusalCase } from './support/hostile-checks.ts';

let ctx: TestContext;
let owner: { cookie: string };
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signUp();
});
afterAll(() => ctx.close());

const importFile = (file: unknown, cookie = owner.cookie) =>
  ctx.request('/api/characters/import', { method: 'POST', cookie, json: file });

async function imported(file: unknown): Promise<ImportCharacterResponse> {
  const response = await importFile(file);
  expect(response.status).toBe(201);
  return (await response.json()) as ImportCharacterResponse;
}

const sheetOf = async (id: string) => {
  const response = await ctx.request(`/api/characters/${id}`, { cookie: owner.cookie });
  return ((await response.json()) as { character: FullCharacter }).character;
};

describe('POST /api/characters/import with a Foundry actor', () => {
  it("imports the system's own export under house rules, with its findings and what did not come in", async () => {
    const { character, notMapped } = await imported(systemSolo());
    expect([character.name_first, character.name_last, character.role_id]).toEqual(['Kaz', 'Orlov', 'solo']);
    expect(character.character_stats.attributes).toMatchObject({ REF: 8, LUCK: 6, EMP: 5 });
    expect(character.character_stats.house_rules?.enabled).toBe(true);
    expect(character.character_stats.deviations?.length).toBeGreaterThan(0);
    expect(character.character_inventory.installed_cyberware?.map((piece) => piece.itemId)).toContain(
      'cyberware:kerenzikov',
    );
    expect(character.imported_from).toEqual({
      source: 'Foundry VTT (cyberpunk-red-core)',
      methodNamed: false,
    });
    expect(notMapped).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Militech Prototype Implant'),
        expect.stringContaining('which is not fetched'),
        expect.stringMatching(/^Cash 1,200eb: here it is /),
      ]),
    );
    // The sheet keeps saying where it came from.
    expect((await sheetOf(character.id)).imported_from).toEqual(character.imported_from);
  });

  it('takes an inline PNG as the portrait', async () => {
    const png = makePng(8, 8).toString('base64');
    const { character } = await imported({ ...systemSolo(), img: `data:image/png;base64,${png}` });
    expect(character.portrait_url).toMatch(/\.png$/);
  });

  it("imports Edgeforge's own Foundry export as the same legal character, its method named", async () => {
    const original = await saveThroughApi(ctx, owner.cookie);
    const exported = await ctx.request(`/api/characters/${original.id}/export/foundry`, {
      cookie: owner.cookie,
    });
    expect(exported.status).toBe(200);
    const { character, notMapped } = await imported(await exported.json());
    expect(character.imported_from).toEqual({
      source: 'Foundry VTT (cyberpunk-red-core), exported by Edgeforge',
      methodNamed: true,
    });
    expect(character.character_stats.deviations).toEqual([]);
    expect(character.character_stats.house_rules?.enabled).toBe(false);
    for (const field of [
      'character_type',
      'role_id',
      'gender',
      'fashion_style',
      'name_first',
      'bio',
    ] as const) {
      expect(character[field], field).toEqual(original[field]);
    }
    expect(character.character_stats.attributes).toEqual(original.character_stats.attributes);
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(character.character_stats.skills.sort(byName)).toEqual(
      original.character_stats.skills.sort(byName),
    );
    expect(character.character_inventory.items).toEqual(original.character_inventory.items);
    expect(character.character_inventory.money).toBe(original.character_inventory.money);
    expect(notMapped.filter((line) => line.startsWith('Cash'))).toEqual([]);
  });

  it('refuses a file that is no character actor, or holds control characters, writing nothing', async () => {
    const solo = systemSolo();
    const cases: RefusalCase[] = [
      ['an NPC', { ...solo, type: 'mook' }, 'VALIDATION_FAILED', /type/],
      ['a control character', { ...solo, name: 'Kaz\u0000' }, 'VALIDATION_FAILED', /name/],
      [
        'a STAT that is no number',
        { ...solo, system: { ...(solo.system as object), stats: { int: 'x' } } },
        'VALIDATION_FAILED',
        /stats/,
      ],
      [
        'too many items',
        { ...solo, items: Array.from({ length: 1001 }, () => (solo.items as unknown[])[0]) },
        'VALIDATION_FAILED',
        /items/,
      ],
      [
        'no role',
        { ...solo, items: (solo.items as { type: string }[]).filter((item) => item.type !== 'role') },
        'VALIDATION_FAILED',
        /no role/,
      ],
    ];
    await expectRefusedWritingNothing(ctx, cases, (file) => importFile(file));
  });

  it('asks for a session', async () => {
    const response = await ctx.request('/api/characters/import', { method: 'POST', json: systemSolo() });
    expect(response.status).toBe(401);
  });
});
