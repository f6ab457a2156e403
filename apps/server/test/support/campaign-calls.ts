// The campaign endpoints in the shared authorization matrix (authorization-matrix.ts): each aimed at
// the owner's campaign, as a caller who does not sit at its table would try them (decision 022).
import { buildCampaignRequest } from './campaigns.ts';
import { marketCalls } from './market-calls.ts';

interface Target {
  /** The owner's campaign. */
  campaignId(): string;
  /** The owner's user id, as a member to remove. */
  ownerId(): string;
  /** A character of the caller's own, to bring. */
  callersCharacterId(): string;
  /** An NPC of the owner's campaign's roster, and a legal build to send. */
  npcId(): string;
  npcBuild(): unknown;
  /** An encounter of the owner's campaign. */
  encounterId(): string;
  /** A Night Market of the owner's campaign. */
  marketId(): string;
}

/** Every campaign endpoint, with a path and body aimed at the owner's campaign. */
export function campaignCalls(t: Target) {
  const at = (rest = '') => `/api/campaigns/${t.campaignId()}${rest}`;
  return [
    { name: 'list campaigns', method: 'GET', path: () => '/api/campaigns' },
    {
      name: 'create a campaign',
      method: 'POST',
      path: () => '/api/campaigns',
      json: () => buildCampaignRequest(),
    },
    { name: 'read a campaign', method: 'GET', path: () => at() },
    { name: 'close a campaign', method: 'POST', path: () => at('/close') },
    { name: 'read the NPC roster', method: 'GET', path: () => at('/npcs') },
    {
      name: 'roll NPCs',
      method: 'POST',
      path: () => at('/npcs/roll'),
      json: () => ({ tier: 'mook', count: 1 }),
    },
    {
      name: 'build an NPC',
      method: 'POST',
      path: () => at('/npcs'),
      json: () => ({ name: 'Vex', build: t.npcBuild() }),
    },
    {
      name: 'edit an NPC',
      method: 'PUT',
      path: () => at(`/npcs/${t.npcId()}`),
      json: () => ({ name: 'Vex', build: t.npcBuild() }),
    },
    { name: 'duplicate an NPC', method: 'POST', path: () => at(`/npcs/${t.npcId()}/duplicate`) },
    { name: 'retire an NPC', method: 'POST', path: () => at(`/npcs/${t.npcId()}/retire`) },
    {
      name: 'export an NPC to Foundry',
      method: 'GET',
      path: () => at(`/npcs/${t.npcId()}/export/foundry`),
    },
    { name: 'list the encounters', method: 'GET', path: () => at('/encounters') },
    {
      name: 'build an encounter',
      method: 'POST',
      path: () => at('/encounters'),
      json: () => ({ name: 'Ambush', npcIds: [t.npcId()], characterIds: [] }),
    },
    { name: 'read an encounter', method: 'GET', path: () => at(`/encounters/${t.encounterId()}`) },
    {
      name: 'run an encounter',
      method: 'POST',
      path: () => at(`/encounters/${t.encounterId()}/commands`),
      json: () => ({
        commandId: '6f0c2d8e-5d55-4b7e-9a43-0d7a3c1e9b21',
        version: 0,
        command: { kind: 'rollInitiative' },
      }),
    },
    { name: 'read the turn order', method: 'GET', path: () => at('/turn-order') },
    ...marketCalls(at, t.marketId),
    {
      name: 'change the settings of a campaign',
      method: 'PUT',
      path: () => at('/settings'),
      json: () => ({
        allowedMethods: ['streetrat', 'complete'],
        acceptsHouseRules: true,
        completeStatPoints: 75,
      }),
    },
    {
      name: 'make an invite link',
      method: 'POST',
      path: () => at('/invite'),
      json: () => ({ expiresInDays: 1 }),
    },
    { name: 'revoke the invite link', method: 'DELETE', path: () => at('/invite') },
    { name: 'remove a member', method: 'DELETE', path: () => at(`/members/${t.ownerId()}`) },
    { name: 'leave a campaign', method: 'POST', path: () => at('/leave') },
    {
      name: 'bring a character',
      method: 'PUT',
      path: () => at('/character'),
      json: () => ({ characterId: t.callersCharacterId() }),
    },
    { name: 'take a character back', method: 'DELETE', path: () => at('/character') },
    { name: 'export the party to Foundry', method: 'GET', path: () => at('/export/foundry') },
    {
      name: 'look up an invite',
      method: 'POST',
      path: () => '/api/invites/lookup',
      json: () => ({ token: 'a-guess' }),
    },
    {
      name: 'join through an invite',
      method: 'POST',
      path: () => '/api/invites/join',
      json: () => ({ token: 'a-guess' }),
    },
  ] as const;
}
