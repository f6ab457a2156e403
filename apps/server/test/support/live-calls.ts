// The live stream's cells of the campaign authorization matrix (authorization-campaigns.test.ts): who
// may follow the campaign's channel, the member's character's channel (decision 042) and the campaign's
// encounter channel (decision 065). Each follows its GET: the campaign's page, the character's play, the
// turn order.
import { expect } from 'vitest';
import type { CampaignRole, CampaignWorld } from './campaign-world.ts';
import { campaignChannel, characterChannel, readLive } from './live.ts';

interface Outcomes<O> {
  ok(status?: number, check?: (body: unknown, w: CampaignWorld) => void): O;
  notFound: O;
  strangers: Record<'former' | 'removed' | 'invited' | 'other' | 'signedOut', O>;
}

interface LiveCall<O> {
  method: 'GET';
  path: (w: CampaignWorld) => string;
  expect: Record<CampaignRole, O>;
}

const live = (channel: string) => `/api/live?channels=${encodeURIComponent(channel)}`;

/** The `ready` event's data names exactly the channel asked for. */
const following = (channel: (w: CampaignWorld) => string) => (body: unknown, w: CampaignWorld) =>
  expect(body).toEqual({ channels: [channel(w)] });

export function campaignLiveCalls<O>({ ok, strangers }: Outcomes<O>) {
  const campaign = (w: CampaignWorld) => campaignChannel(w.campaignId);
  const character = (w: CampaignWorld) => characterChannel(w.memberCharacter.id);
  const encounter = (w: CampaignWorld) => `encounter:${w.campaignId}`;
  const calls: Record<string, LiveCall<O>> = {
    'follow the campaign live': {
      method: 'GET',
      path: (w) => live(campaign(w)),
      expect: { gm: ok(200, following(campaign)), member: ok(200, following(campaign)), ...strangers },
    },
    "follow the member's character live": {
      method: 'GET',
      path: (w) => live(character(w)),
      expect: { gm: ok(200, following(character)), member: ok(200, following(character)), ...strangers },
    },
    "follow the campaign's encounter live": {
      method: 'GET',
      path: (w) => live(encounter(w)),
      expect: { gm: ok(200, following(encounter)), member: ok(200, following(encounter)), ...strangers },
    },
  };
  return calls;
}

/** The answer's text: for an event stream, its first event's data (the stream then hung up). */
export async function answerText(response: Response): Promise<string> {
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) return response.text();
  const reader = readLive(response);
  const first = await reader.next();
  await reader.cancel();
  return JSON.stringify(first.data);
}
