import type { PlayEventView, PlayResponse } from '@edgeforge/contracts/play';
import type { PlayState } from '@edgeforge/rules/play/state';

/** The id of the character played in the web's play tests. */
export const PLAY_CHARACTER_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
/** The key of its one ranged weapon. */
export const PISTOL = 'weapon:very-heavy-pistol#1';

/**
 * A play state as the server answers it, for component tests: 40 HP, BODY 7, LUCK 7, a Very Heavy Pistol
 * with 8 rounds in and 22 spare, Light Armorjack SP 11 on body and head, Humanity 26.
 */
export function buildPlayState(overrides: Partial<PlayState> = {}): PlayState {
  return {
    stats: { INT: 6, REF: 7, DEX: 6, TECH: 5, COOL: 6, WILL: 6, LUCK: 7, MOVE: 6, BODY: 7, EMP: 4 },
    skills: { Handgun: 6, Evasion: 5, Perception: 4, 'First Aid': 2 },
    maxHp: 40,
    seriouslyWoundedAt: 20,
    hp: 40,
    woundState: 'notWounded',
    armor: {
      body: { itemId: 'armor:light-armorjack', name: 'Light Armorjack', maxSp: 11, sp: 11, penalty: 0 },
      head: { itemId: 'armor:light-armorjack', name: 'Light Armorjack', maxSp: 11, sp: 11, penalty: 0 },
    },
    injuries: {},
    deathSavePenalty: 0,
    deathSaveBase: 0,
    luckMax: 7,
    luck: 7,
    weapons: {
      [PISTOL]: {
        itemId: 'weapon:very-heavy-pistol',
        name: 'Very Heavy Pistol',
        magazine: 8,
        loaded: 8,
        ammoId: 'ammo:very-heavy-pistol-basic',
        varieties: ['vHeavyPistol'],
        autofire: false,
      },
    },
    spareAmmo: { 'ammo:very-heavy-pistol-basic': 22 },
    humanity: 26,
    humanityMax: 36,
    stabilized: false,
    dead: false,
    cyberpsycho: false,
    ...overrides,
  } as PlayState;
}

/** One event of the log, the state unchanged unless `after` says. */
export function buildPlayEvent(seq: number, overrides: Partial<PlayEventView> = {}): PlayEventView {
  const state = buildPlayState();
  return {
    id: `event-${seq}`,
    commandId: `00000000-0000-4000-8000-00000000000${seq}`,
    actor: { role: 'owner' },
    at: '2026-11-27T20:00:00.000Z',
    kind: 'roll',
    before: state,
    after: state,
    explanation: `Event ${seq}`,
    seq,
    command: { kind: 'roll', roll: { type: 'check', stat: 'REF', skill: 'Handgun' } },
    details: null,
    entered: false,
    gameSessionId: null,
    ...overrides,
  };
}

/** The name of the character played in the web's play tests. */
export const PLAY_CHARACTER_NAME = 'Kaori Tanaka';

/** How a play read is made: its log page, dice mode, and who reads it (its owner outside a campaign). */
export interface PlayResponseOptions {
  events?: PlayEventView[];
  nextCursor?: string | null;
  diceMode?: 'server' | 'entered';
  viewer?: 'owner' | 'gm';
  inCampaign?: boolean;
}

/** The play read of the test character, as its owner gets it unless `options` say. */
export function buildPlayResponse(
  state: PlayState = buildPlayState(),
  options: PlayResponseOptions = {},
): PlayResponse {
  const events = options.events ?? [];
  return {
    play: {
      characterId: PLAY_CHARACTER_ID,
      state,
      version: events.length,
      diceMode: options.diceMode ?? 'server',
      gameSession: null,
      viewer: options.viewer ?? 'owner',
      name: PLAY_CHARACTER_NAME,
      inCampaign: options.inCampaign ?? options.viewer === 'gm',
    },
    events,
    nextCursor: options.nextCursor ?? null,
  };
}
