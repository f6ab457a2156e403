// The encounter endpoints of the campaign authorization matrix (authorization-campaigns.test.ts): a
// campaign's encounters are its GM's alone (decision 065); the member reads the public turn order of
// their own campaign and nothing else; everyone else gets the 404 of an unknown id.
import { expect } from 'vitest';
import type { CampaignRole, CampaignWorld } from './campaign-world.ts';

interface Outcomes<O> {
  ok(status?: number, check?: (body: unknown, w: CampaignWorld) => void): O;
  changes(status?: number): O;
  notFound: O;
  strangers: Record<'former' | 'removed' | 'invited' | 'other' | 'signedOut', O>;
}

interface EncounterCall<O> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (w: CampaignWorld) => string;
  json?: (w: CampaignWorld, role: CampaignRole) => unknown;
  expect: Record<CampaignRole, O>;
}

const encounters = (w: CampaignWorld) => `/api/campaigns/${w.campaignId}/encounters`;
const encounter = (w: CampaignWorld) => `${encounters(w)}/${w.encounterId}`;

/** Each encounter call on the world's campaign, with every role's outcome. */
export function campaignEncounterCalls<O>({ ok, changes, notFound, strangers }: Outcomes<O>) {
  const calls: Record<string, EncounterCall<O>> = {
    "list the campaign's encounters": {
      method: 'GET',
      path: encounters,
      expect: { gm: ok(), member: notFound, ...strangers },
    },
    'build an encounter': {
      method: 'POST',
      path: encounters,
      json: (w) => ({ name: 'Ambush', npcIds: [], characterIds: [w.memberCharacter.id] }),
      expect: { gm: changes(201), member: notFound, ...strangers },
    },
    'read an encounter in full': {
      method: 'GET',
      path: encounter,
      expect: { gm: ok(), member: notFound, ...strangers },
    },
    'run an encounter': {
      method: 'POST',
      path: (w) => `${encounter(w)}/commands`,
      json: () => ({
        commandId: '3b7a9f0e-2c1d-4e5f-8a6b-7c8d9e0f1a2b',
        version: 0,
        command: { kind: 'setInitiative', combatantId: 'c1', initiative: 14 },
      }),
      expect: { gm: changes(), member: notFound, ...strangers },
    },
    "read the campaign's turn order": {
      method: 'GET',
      path: (w) => `/api/campaigns/${w.campaignId}/turn-order`,
      expect: {
        gm: ok(),
        member: ok(200, (body, w) =>
          expect((body as { encounter: { id: string } | null }).encounter?.id).toBe(w.encounterId),
        ),
        ...strangers,
      },
    },
  };
  return calls;
}
