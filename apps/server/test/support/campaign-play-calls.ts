// The play endpoints of the campaign authorization matrix (authorization-campaigns.test.ts): what the
// GM, the member who owns the character and everyone else may do to the member's character at the
// table (decision 038).
import { randomUUID } from 'node:crypto';
import type { PlayCommand } from '@edgeforge/contracts/play-commands';
import { expect } from 'vitest';
import type { CampaignRole, CampaignWorld } from './campaign-world.ts';
import { SAMPLE_COMMANDS } from './play.ts';

/** The outcomes the matrix expects, as its own helpers make them. */
export interface Outcomes<O> {
  ok(status?: number, check?: (body: unknown, w: CampaignWorld) => void): O;
  changes(status?: number): O;
  refused(status: number, code: string): O;
  notFound: O;
  strangers: Record<'former' | 'removed' | 'invited' | 'other' | 'signedOut', O>;
}

/** One call of the matrix on the member's character or the party, with every role's outcome. */
export interface PlayCall<O> {
  method: 'GET' | 'POST' | 'PUT';
  path: (w: CampaignWorld) => string;
  json?: (w: CampaignWorld, role: CampaignRole) => unknown;
  expect: Record<CampaignRole, O>;
}

const playCommands = (w: CampaignWorld) => `/api/characters/${w.memberCharacter.id}/play/commands`;
const command = (c: PlayCommand) => ({ commandId: randomUUID(), command: c });

/** Each play call on the member's character, and the party's game session, with every role's outcome. */
export function campaignPlayCalls<O>({ ok, changes, refused, notFound, strangers }: Outcomes<O>) {
  const calls: Record<string, PlayCall<O>> = {
    "read the member's character's play": {
      method: 'GET',
      path: (w) => `/api/characters/${w.memberCharacter.id}/play`,
      expect: {
        gm: ok(200, (body) => expect((body as { play: { viewer: string } }).play.viewer).toBe('gm')),
        member: ok(200, (body) => expect((body as { play: { viewer: string } }).play.viewer).toBe('owner')),
        ...strangers,
      },
    },
    "hurt the member's character": {
      method: 'POST',
      path: playCommands,
      json: () => command(SAMPLE_COMMANDS.takeDamage),
      expect: { gm: changes(), member: changes(), ...strangers },
    },
    "roll for the member's character": {
      method: 'POST',
      path: playCommands,
      json: () => command(SAMPLE_COMMANDS.roll),
      expect: { gm: changes(), member: changes(), ...strangers },
    },
    "spend the member's character's Luck": {
      method: 'POST',
      path: playCommands,
      json: () => command(SAMPLE_COMMANDS.spendLuck),
      expect: { gm: refused(403, 'PLAY_NOT_ALLOWED'), member: changes(), ...strangers },
    },
    "fire the member's character's weapon": {
      method: 'POST',
      path: playCommands,
      json: () => command(SAMPLE_COMMANDS.fire),
      expect: { gm: refused(403, 'PLAY_NOT_ALLOWED'), member: changes(), ...strangers },
    },
    "pick a critical injury for the member's character by hand": {
      method: 'POST',
      path: playCommands,
      json: () =>
        command({ ...SAMPLE_COMMANDS.takeDamage, critical: true, injury: 'body-broken-ribs' } as PlayCommand),
      expect: { gm: changes(), member: refused(403, 'PLAY_NOT_ALLOWED'), ...strangers },
    },
    "start the member's character's game session": {
      method: 'POST',
      path: playCommands,
      json: () => command(SAMPLE_COMMANDS.startGameSession),
      expect: { gm: changes(), member: refused(403, 'PLAY_NOT_ALLOWED'), ...strangers },
    },
    "set who rolls the member's character's dice": {
      method: 'PUT',
      path: (w) => `/api/characters/${w.memberCharacter.id}/play/dice-mode`,
      json: () => ({ mode: 'entered' }),
      expect: { gm: refused(403, 'PLAY_NOT_ALLOWED'), member: changes(), ...strangers },
    },
    'start a game session for the party': {
      method: 'POST',
      path: (w) => `/api/campaigns/${w.campaignId}/game-sessions`,
      json: () => ({ commandId: randomUUID() }),
      expect: { gm: changes(), member: notFound, ...strangers },
    },
  };
  return calls;
}
