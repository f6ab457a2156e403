import { type Draft, emptyDraft } from '@edgeforge/contracts/draft';
import { roleDefaultFields } from '@edgeforge/contracts/role-default-fields';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { skillsForRole } from '@edgeforge/rules/skills';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draft as draftTable } from '../src/db/schema/ops.ts';
import { createTestContext, type TestContext } from './support/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('/api/draft', () => {
  it('needs a session', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await ctx.request('/api/draft', {
        method,
        json: method === 'PUT' ? { draft: emptyDraft() } : undefined,
      });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('saves, replaces, reads back and deletes one draft per user', async () => {
    const { cookie } = await ctx.signUp();
    const empty = await ctx.request('/api/draft', { cookie });
    expect(await empty.json()).toEqual({ draft: null, updatedAt: null });

    const first = { ...emptyDraft(), firstName: 'Johnny' };
    expect((await ctx.request('/api/draft', { method: 'PUT', cookie, json: { draft: first } })).status).toBe(
      200,
    );
    const second = { ...emptyDraft(), firstName: 'Alt', selectedRole: 'netrunner' as const };
    const put = await ctx.request('/api/draft', { method: 'PUT', cookie, json: { draft: second } });
    expect(put.status).toBe(200);

    const read = await ctx.request('/api/draft', { cookie });
    expect(read.headers.get('cache-control')).toBe('no-store');
    const body = (await read.json()) as { draft: unknown; updatedAt: string };
    expect(body.draft).toEqual(second);
    expect(Number.isNaN(Date.parse(body.updatedAt))).toBe(false);

    const deleted = await ctx.request('/api/draft', { method: 'DELETE', cookie });
    expect(deleted.status).toBe(204);
    expect(await (await ctx.request('/api/draft', { cookie })).json()).toEqual({
      draft: null,
      updatedAt: null,
    });
  });

  it('keeps each user to their own draft', async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    await ctx.request('/api/draft', {
      method: 'PUT',
      cookie: alice.cookie,
      json: { draft: { ...emptyDraft(), firstName: 'Alice' } },
    });
    expect(await (await ctx.request('/api/draft', { cookie: bob.cookie })).json()).toEqual({
      draft: null,
      updatedAt: null,
    });
  });

  it('refuses an invalid draft with VALIDATION_FAILED and its issues', async () => {
    const { cookie } = await ctx.signUp();
    const response = await ctx.request('/api/draft', {
      method: 'PUT',
      cookie,
      json: { draft: { ...emptyDraft(), selectedRole: 'wizard' } },
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; issues: { path: string }[] } };
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues.map((issue) => issue.path)).toContain('draft.selectedRole');
  });

  it('keeps a draft stored before the rules check, and the player can finish and save it', async () => {
    const { cookie, user } = await ctx.signUp();
    const {
      statRolls: _rolls,
      roleAbility: _ability,
      nativeLanguage: _language,
      houseRules: _houseRules,
      gearChoices: _choices,
      purchases: _purchases,
      cyberware: _cyberware,
      campaignStatPoints: _points,
      ...answers
    } = buildDraft({ firstName: 'Mara', selectedRole: 'nomad', culturalRegion: 'North American' });
    const before = { ...answers, skills: skillsForRole('nomad') };
    const stored = { ...before, familyCrisis: 'Your family was betrayed by a partner' };
    await ctx.deps.db.insert(draftTable).values({ userId: user.id, data: stored });
    const read = await ctx.request('/api/draft', { cookie });
    const body = (await read.json()) as { draft: Draft | null };
    // familyCrisis is dropped; what the screens set by themselves is filled in (readStoredDraft).
    expect(body.draft).toEqual({
      ...before,
      skills: [...before.skills, { name: 'Language (Chinese)', ranks: 4 }],
      nativeLanguage: 'Chinese',
      statRolls: null,
      houseRules: null,
      campaignStatPoints: null,
      ...roleDefaultFields('nomad', 'streetrat'),
    });
    const put = await ctx.request('/api/draft', { method: 'PUT', cookie, json: { draft: body.draft } });
    expect(put.status).toBe(200);
    const save = await ctx.request('/api/characters', {
      method: 'POST',
      cookie,
      json: { draft: body.draft },
    });
    expect(save.status).toBe(201);
  });

  it('answers a stored draft it cannot read as no draft, never an error', async () => {
    const { cookie, user } = await ctx.signUp();
    await ctx.deps.db.insert(draftTable).values({ userId: user.id, data: { selectedRole: 'wizard' } });
    expect(await (await ctx.request('/api/draft', { cookie })).json()).toEqual({
      draft: null,
      updatedAt: null,
    });
  });
});
