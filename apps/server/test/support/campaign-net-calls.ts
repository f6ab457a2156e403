// The NET endpoints of the campaign authorization matrix (authorization-campaigns.test.ts): a campaign's
// architectures are its GM's alone (decision 058); the member, and everyone else, gets the 404 of an
// unknown id.
import { expect } from 'vitest';
import type { CampaignRole, CampaignWorld } from './campaign-world.ts';

interface Outcomes<O> {
  ok(status?: number, check?: (body: unknown, w: CampaignWorld) => void): O;
  changes(status?: number): O;
  notFound: O;
  strangers: Record<'former' | 'removed' | 'invited' | 'other' | 'signedOut', O>;
}

interface NetCall<O> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (w: CampaignWorld) => string;
  json?: (w: CampaignWorld, role: CampaignRole) => unknown;
  expect: Record<CampaignRole, O>;
}

const architectures = (w: CampaignWorld) => `/api/campaigns/${w.campaignId}/net/architectures`;
const architecture = (w: CampaignWorld) => `${architectures(w)}/${w.architectureId}`;

/** Each architecture call on the world's campaign, with every role's outcome. */
export function campaignNetCalls<O>({ ok, changes, notFound, strangers }: Outcomes<O>) {
  const calls: Record<string, NetCall<O>> = {
    "list the campaign's NET architectures": {
      method: 'GET',
      path: architectures,
      expect: {
        gm: ok(200, (body, w) =>
          expect((body as { architectures: { id: string }[] }).architectures.map((a) => a.id)).toEqual([
            w.architectureId,
          ]),
        ),
        member: notFound,
        ...strangers,
      },
    },
    'generate a NET architecture': {
      method: 'POST',
      path: architectures,
      json: () => ({ mode: 'generate', name: 'Arasaka relay', difficulty: 'standard', seed: 3 }),
      expect: { gm: changes(201), member: notFound, ...strangers },
    },
    'read a NET architecture': {
      method: 'GET',
      path: architecture,
      expect: { gm: ok(), member: notFound, ...strangers },
    },
    'rename a NET architecture': {
      method: 'PUT',
      path: architecture,
      json: () => ({ name: 'Renamed' }),
      expect: { gm: changes(), member: notFound, ...strangers },
    },
    'delete a NET architecture': {
      method: 'DELETE',
      path: architecture,
      expect: { gm: changes(204), member: notFound, ...strangers },
    },
  };
  return calls;
}
