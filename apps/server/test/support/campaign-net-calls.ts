// The NET endpoints of the campaign authorization matrix (authorization-campaigns.test.ts): a campaign's
// architectures are its GM's alone (decision 058); the member, and everyone else, gets the 404 of an
// unknown id.
import { expect } from 'vitest';
import type { CampaignRole, CampaignWorld } from './campaign-world.ts';

interface Outcomes<O> {
  ok(status?: number, check?: (body: unknown, w: CampaignWorld) => void): O;
  changes(status?: number): O;
  refused(status: number, code: string): O;
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
const runs = (w: CampaignWorld) => `/api/campaigns/${w.campaignId}/net/runs`;
const run = (w: CampaignWorld) => `${runs(w)}/${w.runId}`;
const step = (command: unknown) => () => ({ commandId: crypto.randomUUID(), version: 1, command });

/** A run read as `view`: the GM the whole architecture, the runner only the first floor, revealed. */
const runRead = (view: 'gm' | 'runner') => (body: unknown) => {
  const read = (
    body as { run: { view: string; revealed: string[]; architecture: { floors: { id: string }[] } } }
  ).run;
  expect(read.view).toBe(view);
  expect(read.revealed).toEqual(['a1']);
  const floors = read.architecture.floors.map((floor) => floor.id);
  if (view === 'runner') expect(floors).toEqual(['a1']);
  else expect(floors.length).toBeGreaterThan(2);
};

/** Each architecture call on the world's campaign, with every role's outcome. */
export function campaignNetCalls<O>({ ok, changes, refused, notFound, strangers }: Outcomes<O>) {
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
    "list the campaign's NET runs": {
      method: 'GET',
      path: runs,
      expect: { gm: ok(), member: notFound, ...strangers },
    },
    // The member's Netrunner is in the world's run already: the GM reaches the start, the rules refuse it.
    'start a NET run': {
      method: 'POST',
      path: runs,
      json: (w) => ({
        commandId: crypto.randomUUID(),
        architectureId: w.architectureId,
        characterId: w.memberCharacter.id,
      }),
      expect: { gm: refused(409, 'RUN_REFUSED'), member: notFound, ...strangers },
    },
    'read a NET run': {
      method: 'GET',
      path: run,
      expect: { gm: ok(200, runRead('gm')), member: ok(200, runRead('runner')), ...strangers },
    },
    "read the runner's NET run from the play view": {
      method: 'GET',
      path: (w) => `/api/characters/${w.memberCharacter.id}/net-run`,
      expect: { gm: ok(200, runRead('gm')), member: ok(200, runRead('runner')), ...strangers },
    },
    'roll Pathfinder in a NET run': {
      method: 'POST',
      path: (w) => `${run(w)}/commands`,
      json: step({ kind: 'pathfinder' }),
      expect: { gm: changes(), member: changes(), ...strangers },
    },
    'end a NET run': {
      method: 'POST',
      path: (w) => `${run(w)}/commands`,
      json: step({ kind: 'end' }),
      expect: { gm: changes(), member: refused(403, 'RUN_NOT_ALLOWED'), ...strangers },
    },
  };
  return calls;
}
