import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachThroughApi,
  createCampaignThroughApi,
  inviteThroughApi,
  joinThroughApi,
} from './support/campaigns.ts';
import { buildSaveRequest, saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { expectTypedRefusal } from './support/hostile-checks.ts';

// "Export the party to Foundry" and the GM's downloads of a party member's character (decision 052):
// the zip holds one actor per character attached now, the same file the sheet's Export gives, nothing
// of another campaign; a removed player's character leaves the GM's reach; the PDF's per-user limit
// counts the GM's sheets as the GM's.

type User = Awaited<ReturnType<TestContext['signUp']>>;

let ctx: TestContext;
let gm: User;
let players: User[];
let stranger: User;
let campaignId: string;
let otherCampaignId: string;
const partyIds: string[] = [];
let elsewhereId: string;

const named = (firstName: string, lastName: string) =>
  buildSaveRequest({ draft: buildDraft({ firstName, lastName }) });

beforeAll(async () => {
  ctx = await createTestContext({
    rateLimits: { pdfExportsPerUser: { bucket: 'pdf-export:user', limit: 1, windowMs: 60_000 } },
  });
  gm = await ctx.signUp();
  players = [await ctx.signUp(), await ctx.signUp(), await ctx.signUp(), await ctx.signUp()];
  stranger = await ctx.signUp();
  campaignId = (await createCampaignThroughApi(ctx, gm.cookie, { name: 'Night Market Blues' })).id;
  const token = await inviteThroughApi(ctx, gm.cookie, campaignId);
  // Two namesakes and a third player who brings nobody.
  for (const [i, save] of [named('Kaori', 'Tanaka'), named('Kaori', 'Tanaka')].entries()) {
    const player = players[i] as User;
    await joinThroughApi(ctx, player.cookie, token);
    const character = await saveThroughApi(ctx, player.cookie, save);
    await attachThroughApi(ctx, player.cookie, campaignId, character.id);
    partyIds.push(character.id);
  }
  await joinThroughApi(ctx, (players[2] as User).cookie, token);
  await saveThroughApi(ctx, (players[2] as User).cookie, named('Left', 'Home'));
  // The same GM's other campaign, with a character of its own.
  otherCampaignId = (await createCampaignThroughApi(ctx, gm.cookie, { name: 'Other Table' })).id;
  const fourth = players[3] as User;
  await joinThroughApi(ctx, fourth.cookie, await inviteThroughApi(ctx, gm.cookie, otherCampaignId));
  elsewhereId = (await saveThroughApi(ctx, fourth.cookie, named('Elsewhere', 'Vance'))).id;
  await attachThroughApi(ctx, fourth.cookie, otherCampaignId, elsewhereId);
}, 120_000);
afterAll(() => ctx.close());

const partyZip = (cookie: string, id = campaignId) =>
  ctx.request(`/api/campaigns/${id}/export/foundry`, { cookie });

/** The zip's files, each parsed back from JSON. */
async function unzipParty(response: Response): Promise<Record<string, unknown>> {
  expect(response.status).toBe(200);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [name, JSON.parse(new TextDecoder().decode(bytes))]),
  );
}

/** The Foundry actor the sheet's Export gives `cookie`'s user for one character. */
async function singleActor(cookie: string, id: string): Promise<unknown> {
  const response = await ctx.request(`/api/characters/${id}/export/foundry`, { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

describe('GET /api/campaigns/{id}/export/foundry', () => {
  it('gives the GM one Foundry actor per attached character in a zip, nothing of another campaign', async () => {
    const response = await partyZip(gm.cookie);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="fvtt-party-night-market-blues.zip"',
    );
    const files = await unzipParty(response);
    // Namesakes keep a file each.
    expect(Object.keys(files).sort()).toEqual([
      'fvtt-Actor-kaori-tanaka-2.json',
      'fvtt-Actor-kaori-tanaka.json',
    ]);
    const expected = await Promise.all(partyIds.map((id) => singleActor(gm.cookie, id)));
    expect(Object.values(files)).toEqual(expect.arrayContaining(expected));
    expect(expected[0]).not.toEqual(expected[1]);
    for (const actor of Object.values(files)) {
      expect(actor).toMatchObject({ type: 'character', _stats: { systemId: 'cyberpunk-red-core' } });
    }
    expect(JSON.stringify(files)).not.toContain('Elsewhere');
    expect(JSON.stringify(files)).not.toContain('Left');
    const other = await unzipParty(await partyZip(gm.cookie, otherCampaignId));
    expect(Object.keys(other)).toEqual(['fvtt-Actor-elsewhere-vance.json']);
  });

  it("is the GM's alone: a player of the campaign and a stranger get the 404 of an unknown campaign", async () => {
    const unknown = await partyZip(stranger.cookie, '00000000-0000-4000-8000-000000000000');
    const missing = await unknown.clone().json();
    for (const who of [players[0] as User, stranger]) {
      const response = await partyZip(who.cookie);
      expect(await response.clone().json()).toEqual(missing);
      expect(await expectTypedRefusal(response)).toBe('NOT_FOUND');
    }
  });
});

describe("the GM's downloads of a party member's character", () => {
  it("counts the GM's PDF sheets against the GM's own limit, not the player's", async () => {
    const pdf = (cookie: string) => ctx.request(`/api/characters/${partyIds[0]}/export/pdf`, { cookie });
    const first = await pdf(gm.cookie);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    await first.arrayBuffer();
    expect(await expectTypedRefusal(await pdf(gm.cookie))).toBe('RATE_LIMITED');
    const owners = await pdf((players[0] as User).cookie);
    expect(owners.status).toBe(200);
    await owners.arrayBuffer();
    // A fellow player at the table and a stranger get the 404 of an unknown character.
    for (const who of [players[2] as User, stranger]) {
      expect(await expectTypedRefusal(await pdf(who.cookie))).toBe('NOT_FOUND');
    }
    // One real render, which a loaded machine can take most of half a minute over.
  }, 90_000);

  it("ends with the player's removal: the sheet's exports and the zip no longer hold that character", async () => {
    const removed = partyIds[1] as string;
    const json = await ctx.request(`/api/characters/${removed}/export/json`, { cookie: gm.cookie });
    expect(json.status).toBe(200);
    await json.arrayBuffer();
    const removal = await ctx.request(
      `/api/campaigns/${campaignId}/members/${(players[1] as User).user.id}`,
      {
        method: 'DELETE',
        cookie: gm.cookie,
      },
    );
    expect(removal.status).toBe(200);
    // (The PDF answers the GM's spent limit first, above: its reach is the same rule's.)
    for (const kind of ['json', 'foundry']) {
      const response = await ctx.request(`/api/characters/${removed}/export/${kind}`, { cookie: gm.cookie });
      expect(await expectTypedRefusal(response), kind).toBe('NOT_FOUND');
    }
    const files = await unzipParty(await partyZip(gm.cookie));
    expect(Object.values(files)).toEqual([await singleActor(gm.cookie, partyIds[0] as string)]);
  });

  it("ends when the campaign closes: the zip is refused by name, the sheet's exports are a 404", async () => {
    const closed = await ctx.request(`/api/campaigns/${otherCampaignId}/close`, {
      method: 'POST',
      cookie: gm.cookie,
    });
    expect(closed.status).toBe(200);
    expect(await expectTypedRefusal(await partyZip(gm.cookie, otherCampaignId))).toBe('CAMPAIGN_CLOSED');
    const response = await ctx.request(`/api/characters/${elsewhereId}/export/foundry`, {
      cookie: gm.cookie,
    });
    expect(await expectTypedRefusal(response)).toBe('NOT_FOUND');
  });
});
