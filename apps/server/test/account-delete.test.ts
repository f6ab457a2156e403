import { DELETE_CONFIRMATION_WORD } from '@edgeforge/contracts/account';
import type { FullCharacter } from '@edgeforge/contracts/api';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../src/db/schema/auth.ts';
import { characters } from '../src/db/schema/characters.ts';
import { draft } from '../src/db/schema/ops.ts';
import { pendingPortraits } from '../src/db/schema/portraits.ts';
import { eraseAccount } from '../src/domain/account/erase-account.ts';
import { portraitKeyOfUrl } from '../src/storage/portrait-keys.ts';
import { buildSaveRequest, errorCodeOf, saveThroughApi } from './support/characters.ts';
import { startFakeS3 } from './support/fake-s3.ts';
import { createTestContext, TEST_PASSWORD, type TestContext } from './support/harness.ts';
import { captureLogs } from './support/log-capture.ts';

type Player = { cookie: string; user: { id: string; email: string } };

const logs = captureLogs();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ log: logs.log });
});
afterAll(() => ctx.close());

/** A player with an active and a retired character (both with portraits) and a draft. */
async function playerWithData(context: TestContext): Promise<Player & { saved: FullCharacter[] }> {
  const player = await context.signUp();
  const saved = [await saveThroughApi(context, player.cookie), await saveThroughApi(context, player.cookie)];
  const retire = await context.request(`/api/characters/${saved[1]?.id}/retire`, {
    method: 'POST',
    cookie: player.cookie,
  });
  expect(retire.status).toBe(200);
  const put = await context.request('/api/draft', {
    method: 'PUT',
    cookie: player.cookie,
    json: { draft: buildDraft({ firstName: 'Drafted' }) },
  });
  expect(put.status).toBe(200);
  return { ...player, saved };
}

const deleteAccount = (context: TestContext, cookie: string, json: unknown) =>
  context.request('/api/auth/delete-user', { method: 'POST', cookie, json });
const keysOf = (saved: FullCharacter[]) => saved.map((c) => portraitKeyOfUrl(c.portrait_url ?? '') as string);

describe('download my data', () => {
  it('is every character (retired too), the draft and the account, as a JSON attachment without secrets', async () => {
    const player = await playerWithData(ctx);
    const response = await ctx.request('/api/account/export', { cookie: player.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="edgeforge-account-/);
    const data = (await response.json()) as {
      format: string;
      account: { email: string };
      characters: FullCharacter[];
      draft: { draft: { firstName: string } };
    };
    expect(data.format).toBe('edgeforge-account-export');
    expect(data.account.email).toBe(player.user.email);
    expect(data.characters.map((c) => [c.id, c.status])).toEqual([
      [player.saved[0]?.id, 'active'],
      [player.saved[1]?.id, 'retired'],
    ]);
    expect(data.characters[0]?.character_stats.attributes).toBeDefined();
    expect(data.draft.draft.firstName).toBe('Drafted');
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/argon2|"password"|token/i);
  });

  it('needs a session', async () => {
    expect((await ctx.request('/api/account/export')).status).toBe(401);
  });
});

describe('deleting an account', () => {
  it('needs the password and the confirmation word, and changes nothing without them', async () => {
    const player = await playerWithData(ctx);
    const wrong = await deleteAccount(ctx, player.cookie, {
      password: 'not-my-password',
      confirmation: DELETE_CONFIRMATION_WORD,
    });
    expect(wrong.status).toBe(403);
    expect(await errorCodeOf(wrong)).toBe('WRONG_PASSWORD');
    const unconfirmed = await deleteAccount(ctx, player.cookie, {
      password: TEST_PASSWORD,
      confirmation: 'delete',
    });
    expect(unconfirmed.status).toBe(400);
    expect(await errorCodeOf(unconfirmed)).toBe('VALIDATION_FAILED');
    expect(await ctx.deps.db.$count(characters, eq(characters.userId, player.user.id))).toBe(2);
    for (const key of keysOf(player.saved)) expect(await ctx.deps.storage.get(key)).not.toBeNull();
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ event: 'security.account_delete_failed', code: 'WRONG_PASSWORD' }),
    );
  });

  it('removes characters, draft, portraits, sessions and the account, and sign-in fails after', async () => {
    const player = await playerWithData(ctx);
    const witness = await playerWithData(ctx);
    const response = await deleteAccount(ctx, player.cookie, {
      password: TEST_PASSWORD,
      confirmation: DELETE_CONFIRMATION_WORD,
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/session_token=;/);
    const db = ctx.deps.db;
    expect(await db.$count(characters, eq(characters.userId, player.user.id))).toBe(0);
    expect(await db.$count(draft, eq(draft.userId, player.user.id))).toBe(0);
    expect(await db.$count(session, eq(session.userId, player.user.id))).toBe(0);
    expect(await db.$count(user, eq(user.id, player.user.id))).toBe(0);
    for (const key of keysOf(player.saved)) expect(await ctx.deps.storage.get(key)).toBeNull();
    // The other player keeps everything.
    expect(await db.$count(characters, eq(characters.userId, witness.user.id))).toBe(2);
    for (const key of keysOf(witness.saved)) expect(await ctx.deps.storage.get(key)).not.toBeNull();

    const signIn = await ctx.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: player.user.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(401);
    expect(await (await ctx.request('/api/auth/get-session', { cookie: player.cookie })).json()).toBeNull();
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ event: 'security.account_deleted', deletedUserId: player.user.id }),
    );
  });

  it('removes the pending portraits generated for the account, rows and files', async () => {
    const player = await ctx.signUp();
    const generated = await ctx.request('/api/functions/generate-character-portrait', {
      method: 'POST',
      cookie: player.cookie,
      json: { prompt: 'A portrait.', characterData: buildDraft(), seed: 1 },
    });
    const { portraitId } = (await generated.json()) as { portraitId: string };
    const [row] = await ctx.deps.db
      .select()
      .from(pendingPortraits)
      .where(eq(pendingPortraits.id, portraitId));
    expect(await ctx.deps.storage.get(row?.storageKey ?? '')).not.toBeNull();
    const exported = (await (await ctx.request('/api/account/export', { cookie: player.cookie })).json()) as {
      pendingPortraits: { id: string }[];
    };
    expect(exported.pendingPortraits.map((p) => p.id)).toEqual([portraitId]);
    const response = await deleteAccount(ctx, player.cookie, {
      password: TEST_PASSWORD,
      confirmation: DELETE_CONFIRMATION_WORD,
    });
    expect(response.status).toBe(200);
    expect(await ctx.deps.db.$count(pendingPortraits, eq(pendingPortraits.userId, player.user.id))).toBe(0);
    expect(await ctx.deps.storage.get(row?.storageKey ?? '')).toBeNull();
  });

  it('leaves everything in place when one part of the erasure fails', async () => {
    const player = await playerWithData(ctx);
    const failing = {
      key: 'failing',
      exportFor: async () => null,
      eraseFor: async () => {
        throw new Error('a data owner failed');
      },
    };
    const deps = {
      db: ctx.deps.db,
      storage: ctx.deps.storage,
      owners: [...ctx.deps.userData, failing],
      log: ctx.deps.log,
    };
    await expect(eraseAccount(deps, player.user.id)).rejects.toThrow('a data owner failed');
    expect(await ctx.deps.db.$count(characters, eq(characters.userId, player.user.id))).toBe(2);
    expect(await ctx.deps.db.$count(user, eq(user.id, player.user.id))).toBe(1);
    for (const key of keysOf(player.saved)) expect(await ctx.deps.storage.get(key)).not.toBeNull();
  });

  it('removes portraits stored in an S3 bucket too', async () => {
    const s3 = await startFakeS3();
    const s3ctx = await createTestContext({
      env: {
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'portraits',
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
        S3_REGION: 'eu-west-1',
      },
    });
    try {
      const player = await s3ctx.signUp();
      const saved = await saveThroughApi(s3ctx, player.cookie, buildSaveRequest());
      const key = portraitKeyOfUrl(saved.portrait_url ?? '');
      expect(s3.objects.has(`/portraits/${key}`)).toBe(true);
      const response = await deleteAccount(s3ctx, player.cookie, {
        password: TEST_PASSWORD,
        confirmation: DELETE_CONFIRMATION_WORD,
      });
      expect(response.status).toBe(200);
      expect(s3.received).toContainEqual(
        expect.objectContaining({ method: 'DELETE', url: `/portraits/${key}` }),
      );
      expect(s3.objects.has(`/portraits/${key}`)).toBe(false);
    } finally {
      await s3ctx.close();
      await new Promise<void>((resolve) => s3.server.close(() => resolve()));
    }
  });
});
