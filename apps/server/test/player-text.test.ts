import { readFileSync } from 'node:fs';
import { PLAYER_TEXT_MESSAGE } from '@edgeforge/contracts/player-text';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { eq, sql } from 'drizzle-orm';
import { getDocumentProxy, getMeta } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth.ts';
import { characterBackground, characters } from '../src/db/schema/characters.ts';
import { draft } from '../src/db/schema/ops.ts';
import { buildSaveRequest, countCharacterRows, saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';

// Control and direction characters in what a player types (packages/contracts/src/player-text.ts):
// refused by the API, kept out of the PDF's metadata, and removed from rows saved before by migration 0007.

let ctx: TestContext;
let cookie: string;
let userId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const player = await ctx.signUp();
  cookie = player.cookie;
  userId = player.user.id;
});
afterAll(() => ctx.close());

const RLO = '\u202e';
const dirty = (text: string) => `\u001b[31m${text}${RLO}\u0085`;

describe('text a player types', () => {
  it('refuses a save whose name holds U+202E with VALIDATION_FAILED, writing nothing', async () => {
    const before = await countCharacterRows(ctx);
    const request = buildSaveRequest({ draft: buildDraft({ firstName: `Kaori${RLO}gpj.exe` }) });
    const response = await ctx.request('/api/characters', { method: 'POST', cookie, json: request });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; issues: unknown[] } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.issues).toEqual([{ path: 'draft.firstName', message: PLAYER_TEXT_MESSAGE }]);
    expect(await countCharacterRows(ctx)).toEqual(before);
  });

  it('refuses a campaign name with an escape sequence, and a draft with a C1 control', async () => {
    const campaign = {
      name: '\u001b[2Jcrew',
      pitch: '',
      allowedMethods: ['streetrat'],
      acceptsHouseRules: false,
    };
    const created = await ctx.request('/api/campaigns', { method: 'POST', cookie, json: campaign });
    expect(created.status).toBe(400);
    const put = await ctx.request('/api/draft', {
      method: 'PUT',
      cookie,
      json: { draft: buildDraft({ lastName: 'Tanaka\u009b' }) },
    });
    expect(put.status).toBe(400);
  });
});

describe('the PDF of a character saved before the refusal', () => {
  it('carries no control in its Title and isolates the name', async () => {
    const saved = await saveThroughApi(ctx, cookie);
    await ctx.deps.db
      .update(characters)
      .set({ nameFirst: dirty('Kaori'), nameLast: 'Tanaka' })
      .where(eq(characters.id, saved.id));
    const response = await ctx.request(`/api/characters/${saved.id}/export/pdf`, { cookie });
    expect(response.status).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
    const { info } = await getMeta(pdf);
    const title = String((info as { Title?: unknown }).Title);
    expect(title).toBe('\u2068[31mKaori Tanaka\u2069: character sheet');
  });
});

describe('migration 0007', () => {
  it('removes control and direction characters from saved rows and puts them in NFC', async () => {
    const saved = await saveThroughApi(ctx, cookie);
    const db = ctx.deps.db;
    await db
      .update(user)
      .set({ name: dirty('Player') })
      .where(eq(user.id, userId));
    await db
      .update(characters)
      .set({ nameFirst: dirty('Jose\u0301'), bio: `Line one\n\tline two${RLO}\u0007` })
      .where(eq(characters.id, saved.id));
    await db
      .update(characterBackground)
      .set({ personalHistory: { culturalRegion: dirty('East Asian'), age: '24' } })
      .where(eq(characterBackground.characterId, saved.id));
    await db
      .insert(draft)
      .values({ userId, data: { firstName: dirty('Draft'), friends: [{ id: 'f', relationship: 'a\nb' }] } })
      .onConflictDoUpdate({ target: draft.userId, set: { data: { firstName: dirty('Draft') } } });

    const migration = readFileSync(
      new URL('../src/db/migrations/0007_player_text.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const [account] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
    expect(account?.name).toBe('[31mPlayer');
    const [row] = await db.select().from(characters).where(eq(characters.id, saved.id));
    expect(row?.nameFirst).toBe('[31mJos\u00e9');
    expect(row?.bio).toBe('Line one\n\tline two');
    const [background] = await db
      .select({ history: characterBackground.personalHistory })
      .from(characterBackground)
      .where(eq(characterBackground.characterId, saved.id));
    expect(background?.history).toEqual({ culturalRegion: '[31mEast Asian', age: '24' });
    const [stored] = await db.select({ data: draft.data }).from(draft).where(eq(draft.userId, userId));
    expect((stored?.data as { firstName?: string } | undefined)?.firstName).toBe('[31mDraft');
  });
});
