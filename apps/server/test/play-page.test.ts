import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PAGE_CHARACTER_ID,
  PAGE_CHARACTER_SLOT,
  PAGE_ID_MARK,
  PAGE_NAME_MARK,
  PAGE_SESSION_ID,
  PAGE_SESSION_SLOT,
  PLAY_PAGE,
  signedInPageFile,
} from '@edgeforge/contracts/page-session';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachThroughApi,
  createCampaignThroughApi,
  inviteThroughApi,
  joinThroughApi,
} from './support/campaigns.ts';
import { buildSaveRequest, saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';

// The play view's pages as the build writes them (apps/web/preload.ts, decision 046): rendered for
// PAGE_ID_MARK, in the markup and in the read the signed-in page preloads, and signed in for
// PAGE_NAME_MARK in its heading.
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const PLAY_HTML = `<!doctype html><html><body><div id="root"><h1>At the Table</h1><a href="/character/${PAGE_ID_MARK}">sheet</a></div></body></html>`;
const PLAY_SIGNED_IN_HTML = PLAY_HTML.replace('At the Table', `${PAGE_NAME_MARK}: At the Table`).replace(
  '<body>',
  `<body>${PAGE_SESSION_SLOT}${PAGE_CHARACTER_SLOT}<script type="application/json" id="edgeforge-code">{"reads":["/api/characters/${PAGE_ID_MARK}/play"]}</script>`,
);
const ID = '334d8114-e173-4eeb-9ba3-ff51ea1ce720';
const playPath = (id: string) => PLAY_PAGE.route.replace(':id', id);

let ctx: TestContext;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'edgeforge-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  mkdirSync(join(dist, 'pages'));
  writeFileSync(join(dist, 'pages', PLAY_PAGE.file), PLAY_HTML);
  writeFileSync(join(dist, 'pages', signedInPageFile(PLAY_PAGE.file)), PLAY_SIGNED_IN_HTML);
  ctx = await createTestContext({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the play view's page", () => {
  it("answers the character's player with its signed-in page, named, the path's id in place of the mark", async () => {
    const { cookie, user } = await ctx.signUp();
    const { id } = await saveThroughApi(
      ctx,
      cookie,
      buildSaveRequest({ draft: buildDraft({ firstName: 'Mara', lastName: 'Voss' }) }),
    );
    const response = await ctx.request(playPath(id), { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    const page = await response.text();
    expect(page).not.toContain(PAGE_ID_MARK);
    expect(page).toContain('<h1>Mara Voss: At the Table</h1>');
    expect(page).toContain(`id="${PAGE_CHARACTER_ID}">{"id":"${id}","name":"Mara Voss"}</script>`);
    expect(page).toContain(`{"reads":["/api/characters/${id}/play"]}`);
    expect(page).toContain(`<a href="/character/${id}">sheet</a>`);
    expect(page).toContain(`id="${PAGE_SESSION_ID}">{"user":{"id":"${user.id}"`);
  });

  it('names no character its visitor may not play: another player, or an id nobody holds', async () => {
    const owner = await ctx.signUp();
    const { id } = await saveThroughApi(
      ctx,
      owner.cookie,
      buildSaveRequest({ draft: buildDraft({ firstName: 'Secret' }) }),
    );
    const stranger = await ctx.signUp();
    for (const path of [playPath(id), playPath(ID)]) {
      const page = await (await ctx.request(path, { cookie: stranger.cookie })).text();
      expect(page).toContain('<h1>At the Table</h1>');
      expect(page).not.toContain('Secret');
      expect(page).not.toContain(PAGE_NAME_MARK);
      expect(page).toContain(`"name":""}</script>`);
    }
  });

  it('names it for the GM of the open campaign it plays in, as the play read does, not for a fellow player', async () => {
    const gm = await ctx.signUp();
    const campaign = await createCampaignThroughApi(ctx, gm.cookie);
    const token = await inviteThroughApi(ctx, gm.cookie, campaign.id);
    const [player, fellow] = [await ctx.signUp(), await ctx.signUp()];
    await joinThroughApi(ctx, player.cookie, token);
    await joinThroughApi(ctx, fellow.cookie, token);
    const draft = buildDraft({ firstName: 'Tabled', lastName: 'Runner' });
    const { id } = await saveThroughApi(ctx, player.cookie, buildSaveRequest({ draft }));
    await attachThroughApi(ctx, player.cookie, campaign.id, id);
    const named = async (cookie: string) =>
      (await (await ctx.request(playPath(id), { cookie })).text()).includes(
        '<h1>Tabled Runner: At the Table</h1>',
      );
    expect(await named(gm.cookie)).toBe(true);
    expect(await named(fellow.cookie)).toBe(false);
    const read = await ctx.request(`/api/characters/${id}/play`, { cookie: fellow.cookie });
    expect(read.status).toBe(404);
  });

  it('answers a visit without a session with the plain page, its id filled in too', async () => {
    const response = await ctx.request(playPath(ID));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(PLAY_HTML.replaceAll(PAGE_ID_MARK, ID));
  });

  it.each([
    ['not a UUID', playPath('not-an-id')],
    ['markup in the id', playPath('%3Cscript%3E')],
    ['an upper-case UUID', playPath(ID.toUpperCase())],
    ['the mark itself', playPath(PAGE_ID_MARK)],
    ["the page file's name", '/character-play'],
  ])('answers a path with %s with the plain app, as any other client route', async (_, path) => {
    const { cookie } = await ctx.signUp();
    const response = await ctx.request(path, { cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
  });
});
