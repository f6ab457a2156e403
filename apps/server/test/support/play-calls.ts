// The play endpoints in the shared authorization matrix (authorization-matrix.ts): each aimed at the
// owner's character or campaign, as a caller out of reach would try them (decision 038).
import { randomUUID } from 'node:crypto';
import type { PlayCommand } from '@edgeforge/contracts/play-commands';
import { SAMPLE_COMMANDS } from './play.ts';

interface Target {
  /** The owner's character. */
  characterId(): string;
  /** The owner's campaign. */
  campaignId(): string;
}

/** Every play endpoint, and the command endpoint with one command of each kind. */
export function playCalls(t: Target) {
  const play = (rest = '') => `/api/characters/${t.characterId()}/play${rest}`;
  const commands = Object.entries(SAMPLE_COMMANDS).map(([kind, command]) => ({
    name: `play: ${kind}`,
    method: 'POST' as const,
    path: () => play('/commands'),
    json: () => ({ commandId: randomUUID(), command: command as PlayCommand }),
  }));
  return [
    { name: 'play: read the state and log', method: 'GET', path: () => play() },
    { name: 'play: read the log from a cursor', method: 'GET', path: () => play('?limit=1&cursor=s1') },
    {
      name: 'play: set the dice mode',
      method: 'PUT',
      path: () => play('/dice-mode'),
      json: () => ({ mode: 'entered' }),
    },
    ...commands,
    // The shop on a saved character (decision 064), paid from the career's eurobucks.
    {
      name: 'play: read the shop after creation',
      method: 'GET',
      path: () => `/api/characters/${t.characterId()}/career/shop`,
    },
    {
      name: 'play: install a cyberarm after creation',
      method: 'POST',
      path: () => `/api/characters/${t.characterId()}/career/shop`,
      json: () => ({
        commandId: randomUUID(),
        command: { kind: 'install', itemId: 'cyberware:cyberarm', placement: [null] },
      }),
    },
    {
      name: 'play: pay for therapy',
      method: 'POST',
      path: () => `/api/characters/${t.characterId()}/career/shop`,
      json: () => ({ commandId: randomUUID(), command: { kind: 'therapy', therapy: 'standard' } }),
    },
    // The live stream (decision 042) follows what these GETs read, and refuses as they do.
    {
      name: "play: follow the character's play live",
      method: 'GET',
      path: () => `/api/live?channels=character:${t.characterId()}`,
    },
    {
      name: 'play: follow the campaign live',
      method: 'GET',
      path: () => `/api/live?channels=campaign:${t.campaignId()}`,
    },
    {
      name: 'play: start a game session for the party',
      method: 'POST',
      path: () => `/api/campaigns/${t.campaignId()}/game-sessions`,
      json: () => ({ commandId: randomUUID() }),
    },
  ] as const;
}
