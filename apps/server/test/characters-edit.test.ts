import type { FullCharacter } from '@edgeforge/contracts/api';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { makePng } from '@edgeforge/generation/testing/png';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSaveRequest,
  buildUpdateRequest,
  countStoredPortraits,
  errorCodeOf,
  openForEdit,
  saveThroughApi,
} from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectTypedRefusal, snapshotRows } from './support/hostile-checks.ts';

let ctx: TestContext;
let owner: { cookie: string; user: { id: string } };
let other: { cookie: string };
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signUp();
  other = await ctx.signUp();
});
afterAll(() => ctx.close());

const put = (id: string, json: unknown, cookie = owner.cookie) =>
  ctx.request(`/api/characters/${id}`, { method: 'PUT', cookie, json });
const read = async (id: string, cookie = owner.cookie) =>
  ((await (await ctx.request(`/api/characters/${id}`, { cookie })).json()) as { character: FullCharacter })
    .character;
const { editing: _editing, ...savedDraft } = buildDraft();

describe('POST /api/characters/{id}/edit', () => {
  it("writes the character into the owner's draft with every answer in place and the edit marker", async () => {
    const character = await saveThroughApi(ctx, owner.cookie);
    const draft = await openForEdit(ctx, owner.cookie, character.id);
    expect(draft.editing).toEqual({ characterId: character.id, version: 1 });
    const { editing: _marker, ...answers } = draft;
    expect(answers).toEqual(savedDraft);
    const stored = await ctx.request('/api/draft', { cookie: owner.cookie });
    expect(((await stored.json()) as { draft: unknown }).draft).toEqual(draft);
  });

  it("is a 404 for another user's character and for a retired one, and leaves the draft alone", async () => {
    const character = await saveThroughApi(ctx, owner.cookie);
    const response = await ctx.request(`/api/characters/${character.id}/edit`, {
      method: 'POST',
      cookie: other.cookie,
    });
    expect(await expectTypedRefusal(response)).toBe('NOT_FOUND');
    expect(
      ((await (await ctx.request('/api/draft', { cookie: other.cookie })).json()) as { draft: unknown })
        .draft,
    ).toBeNull();
    await ctx.request(`/api/characters/${character.id}/retire`, { method: 'POST', cookie: owner.cookie });
    const retired = await ctx.request(`/api/characters/${character.id}/edit`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(await expectTypedRefusal(retired)).toBe('NOT_FOUND');
  });
});

describe('PUT /api/characters/{id}', () => {
  it('updates the same character, bumps its version and keeps its portrait and bio', async () => {
    const character = await saveThroughApi(ctx, owner.cookie);
    const draft = await openForEdit(ctx, owner.cookie, character.id);
    const response = await put(character.id, buildUpdateRequest(draft, character, { lastName: 'Ishikawa' }));
    expect(response.status).toBe(200);
    const updated = ((await response.json()) as { character: FullCharacter }).character;
    expect(updated).toMatchObject({
      id: character.id,
      name_last: 'Ishikawa',
      version: 2,
      portrait_url: character.portrait_url,
      bio: character.bio,
      created_at: character.created_at,
    });
    expect(await read(character.id)).toEqual(updated);
    const list = await (await ctx.request('/api/characters', { cookie: owner.cookie })).json();
    expect(JSON.stringify(list)).toContain('Ishikawa');
  });

  it('refuses an update made from an older version with 409 STALE_CHARACTER and changes nothing', async () => {
    const character = await saveThroughApi(ctx, owner.cookie);
    const draft = await openForEdit(ctx, owner.cookie, character.id);
    // Another tab saves first.
    expect(
      (await put(character.id, buildUpdateRequest(draft, character, { lastName: 'First' }))).status,
    ).toBe(200);
    const before = await read(character.id);
    const rows = await snapshotRows(ctx);
    const stale = await put(character.id, buildUpdateRequest(draft, character, { lastName: 'Second' }));
    expect(stale.status).toBe(409);
    expect(await errorCodeOf(stale)).toBe('STALE_CHARACTER');
    expect(await read(character.id)).toEqual(before);
    expect(await snapshotRows(ctx)).toEqual(rows);
  });

  it('runs the rules check: 422 RULES_VIOLATION changes nothing, and house rules save with deviations', async () => {
    const character = await saveThroughApi(ctx, owner.cookie);
    const draft = await openForEdit(ctx, owner.cookie, character.id);
    const skills = draft.skills.map((skill, i) => (i === 0 ? { ...skill, ranks: skill.ranks + 1 } : skill));
    const refused = await put(character.id, buildUpdateRequest(draft, character, { skills }));
    expect(refused.status).toBe(422);
    expect(await errorCodeOf(refused)).toBe('RULES_VIOLATION');
    expect(await read(character.id)).toEqual(character);
    const houseRules = { enabled: true, statRerolls: false };
    const allowed = await put(character.id, buildUpdateRequest(draft, character, { skills, houseRules }));
    expect(allowed.status).toBe(200);
    const saved = ((await allowed.json()) as { character: FullCharacter }).character;
    expect(saved.character_stats.house_rules).toEqual(houseRules);
    expect(saved.character_stats.deviations?.length).toBeGreaterThan(0);
  });

  it('replaces the portrait when a new one is sent, deleting the old file, and removes it on null', async () => {
    const character = await saveThroughApi(ctx, owner.cookie);
    const draft = await openForEdit(ctx, owner.cookie, character.id);
    const files = countStoredPortraits(ctx);
    const replaced = await put(character.id, {
      ...buildUpdateRequest(draft, character),
      portrait: makePng(20, 20).toString('base64'),
    });
    expect(replaced.status).toBe(200);
    const withNew = ((await replaced.json()) as { character: FullCharacter }).character;
    expect(withNew.portrait_url).not.toBe(character.portrait_url);
    expect(countStoredPortraits(ctx)).toBe(files);
    expect((await ctx.request(character.portrait_url as string)).status).toBe(404);
    const removed = await put(character.id, {
      ...buildUpdateRequest(draft, withNew),
      version: withNew.version,
      portrait: null,
    });
    expect(((await removed.json()) as { character: FullCharacter }).character.portrait_url).toBeNull();
    expect(countStoredPortraits(ctx)).toBe(files - 1);
  });

  it('removes a newly uploaded portrait again when the update fails, keeping the stored one', async () => {
    const character = await saveThroughApi(ctx, owner.cookie);
    const draft = await openForEdit(ctx, owner.cookie, character.id);
    // A real database failure inside the update's transaction, in its last statement.
    await ctx.deps.db.execute(sql`create or replace function edgeforge_fail() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await ctx.deps.db.execute(
      sql`create trigger fail_background_update before update on character_background for each row execute function edgeforge_fail()`,
    );
    try {
      const files = countStoredPortraits(ctx);
      const failed = await put(character.id, {
        ...buildUpdateRequest(draft, character),
        portrait: makePng(24, 24).toString('base64'),
      });
      expect(failed.status).toBe(500);
      expect(await errorCodeOf(failed)).toBe('INTERNAL');
      expect(countStoredPortraits(ctx)).toBe(files);
    } finally {
      await ctx.deps.db.execute(sql`drop trigger fail_background_update on character_background`);
    }
    const after = await read(character.id);
    expect(after.version).toBe(character.version);
    expect(after.portrait_url).toBe(character.portrait_url);
    expect((await ctx.request(character.portrait_url as string)).status).toBe(200);
  });

  it("answers another user's update with the same 404 as an unknown id, writing nothing", async () => {
    const character = await saveThroughApi(ctx, owner.cookie);
    const draft = await openForEdit(ctx, owner.cookie, character.id);
    const rows = await snapshotRows(ctx);
    const body = buildUpdateRequest(draft, character, { firstName: 'Intruder' });
    const response = await put(character.id, body, other.cookie);
    const unknown = await put('00000000-0000-4000-8000-000000000000', body, other.cookie);
    expect(await response.json()).toEqual(await unknown.json());
    expect(response.status).toBe(404);
    expect(await read(character.id)).toEqual(character);
    expect(await snapshotRows(ctx)).toEqual(rows);
  });

  it('refuses a bad body with 400 VALIDATION_FAILED and an update without a session with 401', async () => {
    const character = await saveThroughApi(ctx, owner.cookie);
    const { version: _v, ...withoutVersion } = buildUpdateRequest(buildDraft(), character);
    for (const body of [
      withoutVersion,
      { ...buildSaveRequest(), version: '1' },
      { ...buildSaveRequest(), version: 1, id: 'x' },
    ]) {
      expect(await expectTypedRefusal(await put(character.id, body))).toBe('VALIDATION_FAILED');
    }
    const anonymous = await ctx.request(`/api/characters/${character.id}`, {
      method: 'PUT',
      json: { ...buildSaveRequest(), version: 1 },
    });
    expect(await expectTypedRefusal(anonymous)).toBe('UNAUTHENTICATED');
    expect(await read(character.id)).toEqual(character);
  });
});
