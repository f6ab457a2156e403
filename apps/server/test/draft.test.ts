import { emptyDraft } from '@edgeforge/contracts/draft';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

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
});
