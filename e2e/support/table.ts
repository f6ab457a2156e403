import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { signUp } from './auth.ts';
import { nomadDraft } from './characters.ts';
import { PHONE } from './touch.ts';
import { ORIGIN } from './wizard.ts';

/** A JSON request that must answer `status`; its body. */
export async function api<T>(
  request: APIRequestContext,
  method: string,
  path: string,
  data?: unknown,
  status = 200,
) {
  const response = await request.fetch(path, { method, headers: ORIGIN, ...(data ? { data } : {}) });
  expect(response.status(), await response.text()).toBe(status);
  return (response.status() === 204 ? null : await response.json()) as T;
}

/** Anything signed in that sends requests: a page, or a browser context no page was opened in. */
type Requester = { request: APIRequestContext };

/**
 * Seats the signed-in `player` at the GM's `campaignId` through the API: a fresh invite the player joins
 * by, the `draft` saved by the player and attached to the campaign. Answers the character's id.
 */
async function joinCampaign(gm: Requester, player: Requester, campaignId: string, draft: unknown) {
  const { invite } = await api<{ invite: { token: string } }>(
    gm.request,
    'POST',
    `/api/campaigns/${campaignId}/invite`,
    { expiresInDays: null },
    201,
  );
  await api(player.request, 'POST', '/api/invites/join', { token: invite.token });
  const { character } = await api<{ character: { id: string } }>(
    player.request,
    'POST',
    '/api/characters',
    { draft, bio: 'A driver of the wires.', shortBio: 'A driver of the wires.' },
    201,
  );
  await api(player.request, 'PUT', `/api/campaigns/${campaignId}/character`, { characterId: character.id });
  return character.id;
}

/**
 * Seats the signed-in `player` at the signed-in `gm`'s table through the API: a new campaign, an invite
 * the player joins by, the e2e Nomad (or the `draft` given) saved by the player and attached to it.
 * Answers both ids.
 */
export async function seatAtTable(
  gm: Page,
  player: Page,
  draft: unknown = nomadDraft(),
): Promise<{ campaignId: string; characterId: string }> {
  const { campaign } = await api<{ campaign: { id: string } }>(
    gm.request,
    'POST',
    '/api/campaigns',
    {
      name: 'Live Wire',
      pitch: '',
      allowedMethods: ['streetrat', 'edgerunner', 'complete'],
      acceptsHouseRules: true,
    },
    201,
  );
  const characterId = await joinCampaign(gm, player, campaign.id, draft);
  return { campaignId: campaign.id, characterId };
}

/** Two browsers at one table: the GM on a laptop and the player on a phone, each signed up. */
export async function openTable(browser: Browser) {
  const gmContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const playerContext = await browser.newContext(PHONE);
  const gm = await gmContext.newPage();
  const player = await playerContext.newPage();
  await signUp(gm);
  await signUp(player);
  return { gmContext, playerContext, gm, player };
}

/**
 * The table night's party, through the API: the GM on a laptop; Mara Voss's player on a 390 px phone
 * (`player`, `characterId`); Juno Kade's player, who acts through the API only (`second`, `secondId`,
 * a browser context with no page). Both characters are attached to one campaign.
 */
export async function openParty(browser: Browser) {
  const table = await openTable(browser);
  const { campaignId, characterId } = await seatAtTable(table.gm, table.player);
  const second = await browser.newContext();
  await signUp(second);
  const draft = { ...nomadDraft(), firstName: 'Juno', lastName: 'Kade' };
  const secondId = await joinCampaign(table.gm, second, campaignId, draft);
  return { ...table, second, campaignId, characterId, secondId };
}
