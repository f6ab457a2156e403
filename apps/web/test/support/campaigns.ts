import type { CampaignDetail, PartyMember } from '@edgeforge/contracts/campaigns';
import type { Npc } from '@edgeforge/contracts/gm';

export const CAMPAIGN_ID = '7f0c1d2e-0000-4000-8000-000000000001';
export const GM_ID = 'gm-user';
export const PLAYER_ID = 'player-user';

/** A party seat with Mara Voss, the Nomad of buildFullCharacter, at the table. */
export function buildPartyMember(overrides: Partial<PartyMember> = {}): PartyMember {
  return {
    userId: PLAYER_ID,
    isViewer: false,
    name: 'mara-player',
    joinedAt: '2077-05-01T12:00:00.000Z',
    character: {
      id: '11111111-1111-4111-8111-111111111111',
      name_first: 'Mara',
      name_last: 'Voss',
      portrait_url: '/storage/character-portraits/portraits/mara.png',
      role_id: 'nomad',
      role_ability_rank: 4,
      status: 'active',
      character_type: 'streetrat',
      hp: 45,
      humanity: { current: 36, max: 40 },
      emp: 3,
      attributes: { INT: 6, REF: 6, DEX: 8, TECH: 3, COOL: 6, WILL: 7, LUCK: 6, MOVE: 6, BODY: 6, EMP: 4 },
      money: 500,
      career_eb: null,
      house_rules: false,
    },
    ...overrides,
  };
}

/** A campaign page as its GM sees it, with Mara at the table and no live invite. */
export function buildCampaignDetail(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    id: CAMPAIGN_ID,
    name: 'Night Market Blues',
    pitch: 'A fixer owes everyone money.',
    status: 'open',
    allowedMethods: ['streetrat', 'edgerunner'],
    acceptsHouseRules: false,
    completeStatPoints: 62,
    createdAt: '2077-05-01T10:00:00.000Z',
    closedAt: null,
    gmName: 'the-gm',
    viewer: { role: 'gm', userId: GM_ID },
    party: [buildPartyMember()],
    ipMultipliers: null,
    invite: null,
    ...overrides,
  };
}

/** A rolled Mook of the roster, as the server answers it. */
export const MOOK_NPC: Npc = {
  id: 'n1',
  name: 'Mook Ana Reyes',
  status: 'active',
  hp: 35,
  seriouslyWounded: 18,
  sp: { body: 7, head: 7 },
  weight: 1,
  build: {
    tier: 'mook',
    role: 'solo',
    attributes: { INT: 4, REF: 6, DEX: 5, TECH: 3, COOL: 5, WILL: 4, LUCK: 4, MOVE: 5, BODY: 5, EMP: 4 },
    skills: [],
    nativeLanguage: 'English',
    armor: { body: 'armor:kevlar-body', head: 'armor:kevlar-head' },
    weapons: ['weapon:heavy-pistol'],
    cyberware: [],
  },
};
