import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DELETE_CONFIRMATION_WORD } from '@edgeforge/contracts/account';
import type { CreatedShareLink, FullCharacter, ShareLinkStatus } from '@edgeforge/contracts/api';
import { type SharedCharacter, withLevelsNow } from '@edgeforge/contracts/since-creation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareLinks } from '../src/db/schema/share-links.ts';
import { plainSkill, stepThroughApi } from './support/career.ts';
import { saveThroughApi } from './support/characters.ts';
import { createTestContext, TEST_PASSWORD, type TestContext } from './support/harness.ts';
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

const share = (id: string, method: 'GET' | 'POST' | 'DELETE', cookie = owner.cookie) =>
  ctx.request(`/api/characters/${id}/share`, { method, cookie });
const create = async (id: string) => {
  const response = await share(id, 'POST');
  expect(response.status).toBe(201);
  return ((await response.json()) as CreatedShareLink).link;
};
const open = (token: string, cookie?: string) =>
  ctx.request(`/api/shared/${token}`, cookie ? { cookie } : {});
const UNKNOWN_TOKEN = 'A'.repeat(43);

describe('share links', () => {
  it('let anyone with the link read the sheet signed out, privately and unindexed', async () => {
    const character = await saveThroughApi(ctx, owner.cookie);
    const link = await create(character.id);
    // 32 random bytes in base64url: 256 bits.
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await open(link.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(((await response.json()) as { character: FullCharacter }).character).toEqual(character);
    // Another signed-in user holding the link reads it too, and nothing more.
    expect((await open(link.token, other.cookie)).status).toBe(200);
    expect((await ctx.request(`/api/characters/${character.id}`, { cookie: other.cookie })).status).toBe(404);
  });

  it('show the character as it is now, the levels and possessions its career added, and never its money', async () => {
    const character = await saveThroughApi(ctx, owner.cookie);
    const { id } = character;
    const link = await create(id);
    expect(((await (await open(link.token)).json()) as SharedCharacter).sinceCreation).toBeNull();
    const step = (command: Parameters<typeof stepThroughApi>[3]) =>
      stepThroughApi(ctx, owner.cookie, id, command);
    await step({ kind: 'award', ledger: 'ip', amount: 1000, reason: 'Jobs' });
    await step({ kind: 'award', ledger: 'reputation', amount: 2, reason: 'Word gets out' });
    const { career } = await step({ kind: 'award', ledger: 'eb', amount: 3000, reason: 'A job' });
    const skill = plainSkill(career, 2, 8);
    await step({ kind: 'raiseSkill', skill: skill.name });
    await step({ kind: 'raiseRoleRank' });
    for (const command of [
      { kind: 'buy', itemId: 'weapon:assault-rifle', quantity: 1 },
      { kind: 'install', itemId: 'cyberware:cybereye', placement: [null] },
    ]) {
      const json = { commandId: randomUUID(), command };
      const bought = await ctx.request(`/api/characters/${id}/career/shop`, {
        method: 'POST',
        cookie: owner.cookie,
        json,
      });
      expect(bought.status, await bought.clone().text()).toBe(200);
    }
    const shared = (await (await open(link.token)).json()) as SharedCharacter;
    // The build as creation made it, and the layer the sheet shows it with.
    expect(shared.character).toEqual(character);
    expect(shared.sinceCreation).toMatchObject({
      skills: { [skill.name]: { bought: 1 } },
      roleRank: { bought: 1 },
      bought: [{ id: 'weapon:assault-rifle', quantity: 1 }],
      chrome: [expect.objectContaining({ itemId: 'cyberware:cybereye' })],
    });
    const now = withLevelsNow(shared.character, shared.sinceCreation).character_stats;
    expect(now.skills.find((entry) => entry.name === skill.name)?.ranks).toBe(skill.level + 1);
    expect(now.role_ability_rank).toBe(character.character_stats.role_ability_rank + 1);
    const text = JSON.stringify(shared);
    for (const key of [
      'ip',
      'eb',
      'reputation',
      'paid',
      'price',
      'entries',
      'timeline',
      'lifestyle',
      'housing',
    ])
      expect(text, key).not.toContain(`"${key}":`);
  });

  it('keep only a hash of the token, and tell the owner since when one exists', async () => {
    const character = await saveThroughApi(ctx, owner.cookie);
    const none = (await (await share(character.id, 'GET')).json()) as ShareLinkStatus;
    expect(none.link).toBeNull();
    const link = await create(character.id);
    const [row] = await ctx.deps.db.select().from(shareLinks).where(eq(shareLinks.characterId, character.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(link.token);
    const status = (await (await share(character.id, 'GET')).json()) as ShareLinkStatus;
    expect(status.link).toEqual({ createdAt: link.createdAt });
    expect(JSON.stringify(status)).not.toContain(link.token);
  });

  it('answer a revoked, a replaced and an unknown token with the same 404', async () => {
    const character = await saveThroughApi(ctx, owner.cookie);
    const replaced = await create(character.id);
    const current = await create(character.id);
    const unknown = await (await open(UNKNOWN_TOKEN)).json();
    const malformed = await open('not-a-token');
    expect(await expectTypedRefusal(malformed.clone())).toBe('NOT_FOUND');
    expect(await malformed.json()).toEqual(unknown);
    const stale = await open(replaced.token);
    expect(stale.status).toBe(404);
    expect(await stale.json()).toEqual(unknown);
    expect((await open(current.token)).status).toBe(200);
    expect((await share(character.id, 'DELETE')).status).toBe(204);
    const revoked = await open(current.token);
    expect(revoked.status).toBe(404);
    expect(await revoked.json()).toEqual(unknown);
    expect(((await (await share(character.id, 'GET')).json()) as ShareLinkStatus).link).toBeNull();
  });

  it('end when the character is retired, and cannot be made for a retired one', async () => {
    const character = await saveThroughApi(ctx, owner.cookie);
    const link = await create(character.id);
    await ctx.request(`/api/characters/${character.id}/retire`, { method: 'POST', cookie: owner.cookie });
    expect((await open(link.token)).status).toBe(404);
    expect(await ctx.deps.db.$count(shareLinks, eq(shareLinks.characterId, character.id))).toBe(0);
    expect(await expectTypedRefusal(await share(character.id, 'POST'))).toBe('NOT_FOUND');
  });

  it("are the owner's alone to see, make and revoke: another user gets the same 404 and changes nothing", async () => {
    const character = await saveThroughApi(ctx, owner.cookie);
    const link = await create(character.id);
    const rows = await snapshotRows(ctx);
    const missing = await (
      await ctx.request('/api/characters/00000000-0000-4000-8000-000000000000/share', {
        cookie: other.cookie,
      })
    ).json();
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await share(character.id, method, other.cookie);
      expect(response.status, method).toBe(404);
      expect(await response.json(), method).toEqual(missing);
    }
    expect(await snapshotRows(ctx)).toEqual(rows);
    expect((await open(link.token)).status).toBe(200);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await ctx.request(`/api/characters/${character.id}/share`, { method });
      expect(await expectTypedRefusal(response), method).toBe('UNAUTHENTICATED');
    }
  });

  it('are in "download my data", and go with the account', async () => {
    const player = await ctx.signUp();
    const character = await saveThroughApi(ctx, player.cookie);
    const response = await ctx.request(`/api/characters/${character.id}/share`, {
      method: 'POST',
      cookie: player.cookie,
    });
    const { link } = (await response.json()) as CreatedShareLink;
    const data = (await (await ctx.request('/api/account/export', { cookie: player.cookie })).json()) as {
      shareLinks: unknown[];
    };
    expect(data.shareLinks).toEqual([{ characterId: character.id, createdAt: link.createdAt }]);
    expect(JSON.stringify(data)).not.toContain(link.token);
    const deleted = await ctx.request('/api/auth/delete-user', {
      method: 'POST',
      cookie: player.cookie,
      json: { password: TEST_PASSWORD, confirmation: DELETE_CONFIRMATION_WORD },
    });
    expect(deleted.status).toBe(200);
    expect((await open(link.token)).status).toBe(404);
    expect(await ctx.deps.db.$count(shareLinks, eq(shareLinks.characterId, character.id))).toBe(0);
  });
});

describe('the shared sheet page', () => {
  it('is served without a session, noindex and private, no-store', async () => {
    const dist = join(ctx.deps.env.DATA_DIR, 'web-dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Edgeforge</title>');
    const withWeb = await createTestContext({ env: { WEB_DIST_DIR: dist } });
    try {
      const page = await withWeb.request(`/shared/${UNKNOWN_TOKEN}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.headers.get('x-robots-tag')).toContain('noindex');
      expect(await page.text()).toContain('<title>Edgeforge</title>');
    } finally {
      await withWeb.close();
    }
  });
});
