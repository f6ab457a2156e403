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
  const { invite } = await api<{ invite: { token: string } }>(
    gm.request,
    'POST',
    `/api/campaigns/${campaign.id}/invite`,
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
  await api(player.request, 'PUT', `/api/campaigns/${campaign.id}/character`, { characterId: character.id });
  return { campaignId: campaign.id, characterId: character.id };
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
