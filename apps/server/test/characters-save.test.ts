import type { FullCharacter } from '@edgeforge/contracts/api';
import { LIMITS } from '@edgeforge/contracts/limits';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { makePng, makePngClaimingSize } from '@edgeforge/generation/testing/png';
import { sql } from 'drizzle-orm';
import { decode } from 'fast-png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSaveRequest,
  countCharacterRows,
  countStoredPortraits,
  errorCodeOf,
  saveThroughApi,
} from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { captureLogs } from './support/log-capture.ts';

const logs = captureLogs();
let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext({ log: logs.log });
  ({ cookie } = await ctx.signUp());
});
afterAll(() => ctx.close());

const post = (json: unknown, as = cookie) =>
  ctx.request('/api/characters', { method: 'POST', cookie: as, json });

describe('POST /api/characters', () => {
  it('saves every answer of the draft, with what the rules compute, and reads it back unchanged', async () => {
    const draft = buildDraft({
      selectedRole: 'solo',
      // 'stale' is no Solo question: it stands for an answer of an abandoned branch.
      roleLifepath: { moralCompass: 'Always working for good', kind: 'Bodyguard', stale: 'Left over' },
    });
    const request = buildSaveRequest({ draft });
    const response = await post(request);
    expect(response.status).toBe(201);
    const saved = ((await response.json()) as { character: FullCharacter }).character;

    expect(saved).toMatchObject({
      name_first: 'Kaori',
      name_last: 'Tanaka',
      gender: 'female',
      nationality: 'East Asian',
      role_id: 'solo',
      character_type: 'streetrat',
      fashion_style: 'neonNoir',
      bio: request.bio,
      short_bio: request.shortBio,
      status: 'active',
    });
    expect(saved.character_stats).toMatchObject({
      attributes: draft.attributes,
      skills: draft.skills,
      role_ability_rank: 4,
      role_ability: draft.roleAbility,
      stat_rolls: null,
      native_language: 'Japanese',
      house_rules: { enabled: false, statRerolls: false },
      deviations: [],
    });
    // Computed on the server from the Solo's row 3 (MOVE 7, BODY 8, WILL 7, EMP 5) and the package's
    // Biomonitor, Neural Link and Sandevistan (Humanity Loss 14; the last two cost 2 maximum each).
    expect(saved.character_stats.derived_stats).toEqual({
      run: 14,
      leap: 2,
      carryCapacity: 80,
      hp: 50,
      seriouslyWounded: 25,
      deathSave: 8,
      humanity: 36,
    });
    expect(saved.character_stats.humanity).toEqual({ current: 36, max: 46, emp: 3, baseEmp: 5 });
    const inventory = saved.character_inventory;
    expect(inventory.money).toBe(500);
    // The Solo's package from the rules with its default choices (Heavy Melee Weapon, not the shield):
    // cyberware apart, nothing lost, nothing the client sent.
    expect(inventory.gear.map((item) => item.item)).toEqual([
      'Assault Rifle',
      'Very Heavy Pistol',
      'Heavy Melee Weapon',
      'Light Armorjack',
      'Agent',
    ]);
    expect(inventory.gear.find((item) => item.item === 'Light Armorjack')?.sp).toBe('11');
    expect(inventory.cyberware.map((item) => item.item)).toEqual([
      'Biomonitor',
      'Neural Link',
      'Sandevistan',
    ]);
    expect(inventory.installed_cyberware).toEqual(draft.cyberware);
    expect(inventory.gear_choices).toEqual(draft.gearChoices);
    expect(inventory.purchases).toEqual([]);
    expect(inventory.items).toContainEqual({ id: 'weapon:assault-rifle', quantity: 1 });
    expect(inventory.fashion_items.map((item) => item.style)).toEqual(['neonNoir', 'clothingStyle']);
    expect(inventory.fashion_items[1]?.name).toBe('Urban Flash');

    const background = saved.character_background;
    expect(background.personal_history).toEqual({
      age: '24',
      templateRow: '3',
      culturalRegion: draft.culturalRegion,
      personalityTrait: draft.personalityTrait,
      clothingStyle: draft.clothingStyle,
      hairstyle: draft.hairstyle,
      affectation: draft.affectation,
      childhoodEnvironment: draft.childhoodEnvironment,
      familyBackground: draft.familyBackground,
      originalBackground: draft.originalBackground,
      rockerBoyType: null,
    });
    expect(background.motivations).toEqual({
      valuesMost: draft.valuesMost,
      peopleAttitude: draft.peopleAttitude,
      valuedPerson: draft.valuedPerson,
      valuedPossession: draft.valuedPossession,
      lifeGoal: draft.lifeGoal,
      lifeGoalB: draft.lifeGoalB,
    });
    expect(background.connections).toEqual({
      friends: draft.friends,
      enemies: draft.enemies,
      loveAffairs: draft.loveAffairs,
    });
    expect(background.life_events).toEqual([
      { kind: 'roleLifepath', question: 'kind', answer: 'Bodyguard' },
      { kind: 'roleLifepath', question: 'moralCompass', answer: 'Always working for good' },
    ]);

    const read = await ctx.request(`/api/characters/${saved.id}`, { cookie });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { character: FullCharacter }).character).toEqual(saved);
  });

  it('stores the portrait as a PNG served with a fixed type', async () => {
    const png = makePng(20, 30);
    const saved = await saveThroughApi(
      ctx,
      cookie,
      buildSaveRequest({ portrait: `data:image/png;base64,${png.toString('base64')}` }),
    );
    expect(saved.portrait_url).toMatch(/^\/storage\/character-portraits\/portraits\/[0-9a-f-]{36}\.png$/);
    const image = await ctx.request(saved.portrait_url ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toContain('immutable');
    // What is stored is our own encoding of the same pixels (domain/portraits/validate-portrait.ts).
    const stored = decode(Buffer.from(await image.arrayBuffer()));
    expect([stored.width, stored.height]).toEqual([20, 30]);
    expect(Array.from(stored.data)).toEqual(Array.from(decode(png).data));
  });

  it('saves without a portrait, and with blank bios as null', async () => {
    const saved = await saveThroughApi(ctx, cookie, { draft: buildDraft({ roleLifepath: {} }) });
    expect(saved).toMatchObject({ portrait_url: null, bio: null, short_bio: null });
    expect(saved.character_background.life_events).toEqual([]);
  });

  it('goes on without the portrait when storing it fails', async () => {
    const storage = ctx.deps.storage;
    ctx.deps.storage = {
      ...storage,
      put: () => Promise.reject(new Error('disk full')),
    };
    try {
      const saved = await saveThroughApi(ctx, cookie);
      expect(saved.portrait_url).toBeNull();
      expect(saved.name_first).toBe('Kaori');
      const warning = logs
        .lines()
        .find((line) => line.msg === 'Portrait upload failed; saving the character without it');
      expect(warning?.level).toBe(40);
    } finally {
      ctx.deps.storage = storage;
    }
  });

  it('writes nothing when the last insert fails', async () => {
    const { cookie: fresh } = await ctx.signUp();
    const before = await countCharacterRows(ctx);
    // A real database failure inside the transaction, in its last statement.
    await ctx.deps.db.execute(sql`create or replace function edgeforge_fail() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await ctx.deps.db.execute(
      sql`create trigger fail_background before insert on character_background for each row execute function edgeforge_fail()`,
    );
    try {
      const portraitsBefore = await countStoredPortraits(ctx);
      const response = await post(buildSaveRequest(), fresh);
      expect(response.status).toBe(500);
      // The portrait stored before the transaction is removed again: no orphan file.
      expect(await countStoredPortraits(ctx)).toBe(portraitsBefore);
      expect(await errorCodeOf(response)).toBe('INTERNAL');
      expect(await countCharacterRows(ctx)).toEqual(before);
      expect(logs.text()).toContain('injected failure');
      const list = await ctx.request('/api/characters', { cookie: fresh });
      expect(await list.json()).toEqual({ characters: [], nextCursor: null });
    } finally {
      await ctx.deps.db.execute(sql`drop trigger fail_background on character_background`);
    }
    expect((await post(buildSaveRequest(), fresh)).status).toBe(201);
  });
});

describe('POST /api/characters refuses bad bodies', () => {
  it.each([
    ['an unfinished draft', { draft: { ...buildDraft(), lastName: '  ' } }],
    ['a draft without a role', { draft: { ...buildDraft(), selectedRole: null } }],
    ['an unknown role', { draft: { ...buildDraft(), selectedRole: 'wizard' } }],
    ['an owner in the body', { ...buildSaveRequest(), userId: 'someone-else' }],
    ['a status in the body', { ...buildSaveRequest(), status: 'retired' }],
    [
      'a portrait URL in the body',
      { ...buildSaveRequest(), portrait_url: '/storage/character-portraits/portraits/x.png' },
    ],
    ['client-side derived stats', { draft: { ...buildDraft(), derivedStats: { hp: 99 } } }],
    ['client-side cash', { draft: { ...buildDraft(), cash: 99_999 } }],
    ['client-side Humanity', { draft: { ...buildDraft(), humanity: { current: 80, max: 80 } } }],
    [
      'an attribute out of range',
      { draft: buildDraft({ attributes: { ...buildDraft().attributes, BODY: 11 } }) },
    ],
    ['a bio that is too long', { ...buildSaveRequest(), bio: 'x'.repeat(LIMITS.bioMax + 1) }],
    ['no draft at all', { bio: 'Just a bio' }],
  ])('%s: 400 VALIDATION_FAILED', async (_label, body) => {
    const before = await countCharacterRows(ctx);
    const response = await post(body);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; issues: unknown[] } };
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues.length).toBeGreaterThan(0);
    expect(await countCharacterRows(ctx)).toEqual(before);
  });

  it('malformed JSON: 400 VALIDATION_FAILED', async () => {
    const response = await ctx.request('/api/characters', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"draft":',
    });
    expect(response.status).toBe(400);
    expect(await errorCodeOf(response)).toBe('VALIDATION_FAILED');
  });

  it.each([
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array(64).fill(7)]).toString('base64')],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString(
        'base64',
      ),
    ],
    ['an image too wide', makePngClaimingSize(LIMITS.portraitSideMax + 1, 100).toString('base64')],
    ['an image too tall', makePngClaimingSize(100, LIMITS.portraitSideMax + 1).toString('base64')],
  ])('a portrait that is %s: 400 INVALID_PORTRAIT and nothing saved', async (_label, portrait) => {
    const before = await countCharacterRows(ctx);
    const response = await post(buildSaveRequest({ portrait }));
    expect(response.status).toBe(400);
    expect(await errorCodeOf(response)).toBe('INVALID_PORTRAIT');
    expect(await countCharacterRows(ctx)).toEqual(before);
  });

  it('a portrait just over the byte limit: 400 INVALID_PORTRAIT', async () => {
    const png = makePng(1, 1);
    const padded = Buffer.concat([
      png.subarray(0, 33),
      Buffer.alloc(LIMITS.portraitBytesMax - png.length + 3),
      png.subarray(33),
    ]);
    const response = await post(buildSaveRequest({ portrait: padded.toString('base64') }));
    expect(response.status).toBe(400);
    expect(await errorCodeOf(response)).toBe('INVALID_PORTRAIT');
  });

  it('a portrait far over the byte limit is refused by the schema', async () => {
    const huge = Buffer.alloc(LIMITS.portraitBytesMax + 1024, 1).toString('base64');
    const response = await post(buildSaveRequest({ portrait: huge }));
    expect(response.status).toBe(400);
    expect(await errorCodeOf(response)).toBe('VALIDATION_FAILED');
  });
});
