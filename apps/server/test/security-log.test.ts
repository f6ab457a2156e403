import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachThroughApi,
  createCampaignThroughApi,
  inviteThroughApi,
  joinThroughApi,
} from './support/campaigns.ts';
import { saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { captureLogs } from './support/log-capture.ts';
import { generatePortraitThroughApi, saveNamingPortrait } from './support/portrait-calls.ts';

const logs = captureLogs();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ log: logs.log });
});
afterAll(() => ctx.close());

const events = (name: string) => logs.lines().filter((line) => line.event === `security.${name}`);

describe('security events', () => {
  it("log a reach for another player's character, and not an unknown id, with who and from where", async () => {
    const owner = await ctx.signUp();
    const intruder = await ctx.signUp();
    const target = await saveThroughApi(ctx, owner.cookie);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of [`/api/characters/${target.id}`, `/api/characters/${unknown}`]) {
      expect((await ctx.request(path, { cookie: intruder.cookie, ip: '203.0.113.44' })).status).toBe(404);
    }
    const retire = await ctx.request(`/api/characters/${target.id}/retire`, {
      method: 'POST',
      cookie: intruder.cookie,
    });
    expect(retire.status).toBe(404);
    const logged = events('cross_user_not_found');
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      resource: 'character',
      id: target.id,
      userId: intruder.user.id,
      ip: '203.0.113.44',
      method: 'GET',
    });
    expect(logged[1]).toMatchObject({ method: 'POST', path: `/api/characters/${target.id}/retire` });
  });

  it("log a GM's reach for the share link of a player's character, answered like any unknown id", async () => {
    const gm = await ctx.signUp();
    const player = await ctx.signUp();
    const campaign = await createCampaignThroughApi(ctx, gm.cookie);
    await joinThroughApi(ctx, player.cookie, await inviteThroughApi(ctx, gm.cookie, campaign.id));
    const character = await saveThroughApi(ctx, player.cookie);
    await attachThroughApi(ctx, player.cookie, campaign.id, character.id);
    const share = `/api/characters/${character.id}/share`;
    expect((await ctx.request(share, { method: 'POST', cookie: player.cookie })).status).toBe(201);
    // The GM reads the sheet, as the campaign allows; the link is another matter.
    expect((await ctx.request(`/api/characters/${character.id}`, { cookie: gm.cookie })).status).toBe(200);
    const unknownShare = '/api/characters/00000000-0000-4000-8000-000000000000/share';
    const missing = await (await ctx.request(unknownShare, { cookie: gm.cookie })).json();
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await ctx.request(share, { method, cookie: gm.cookie, ip: '203.0.113.45' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(missing);
    }
    const logged = events('cross_user_not_found').filter((line) => line.id === character.id);
    expect(logged).toEqual([
      expect.objectContaining({ resource: 'character', userId: gm.user.id, method: 'GET', path: share }),
      expect.objectContaining({ resource: 'character', userId: gm.user.id, method: 'DELETE', path: share }),
    ]);
    expect((await ctx.request(share, { cookie: player.cookie })).status).toBe(200);
  });

  it("log a save naming another player's generated portrait, and not an unknown one", async () => {
    const owner = await ctx.signUp();
    const intruder = await ctx.signUp();
    const portraitId = await generatePortraitThroughApi(ctx, owner.cookie);
    for (const id of [portraitId, '00000000-0000-4000-8000-000000000000']) {
      const json = saveNamingPortrait(id);
      expect(
        (await ctx.request('/api/characters', { method: 'POST', cookie: intruder.cookie, json })).status,
      ).toBe(404);
    }
    const logged = events('cross_user_not_found').filter((line) => line.resource === 'portrait');
    expect(logged).toEqual([expect.objectContaining({ id: portraitId, userId: intruder.user.id })]);
  });

  it('log refused origins and writes that are not JSON', async () => {
    await ctx.request('/api/draft', { method: 'DELETE', headers: { origin: 'https://evil.example.com' } });
    await ctx.request('/api/functions/verify-registration-code', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"code":"x"}',
    });
    expect(events('origin_refused')).toContainEqual(
      expect.objectContaining({ origin: 'https://evil.example.com' }),
    );
    expect(events('unsupported_media_type')).toContainEqual(
      expect.objectContaining({ contentType: 'text/plain' }),
    );
  });
});
