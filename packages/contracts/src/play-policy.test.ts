import { describe, expect, it } from 'vitest';
import { type PlayCommandKind, playCommandSchema } from './play-commands.ts';
import { mayUseCommand, PLAY_POLICY_MESSAGES, playPolicyRefusal } from './play-policy.ts';

const GM = { viewer: 'gm', inCampaign: true } as const;
const PLAYER = { viewer: 'owner', inCampaign: true } as const;
const ALONE = { viewer: 'owner', inCampaign: false } as const;

// Fire is a union of its modes, each carrying the same kind.
const ALL_KINDS: readonly PlayCommandKind[] = [
  ...new Set(
    playCommandSchema.options.flatMap((option) =>
      'options' in option ? option.options.map((mode) => mode.shape.kind.value) : [option.shape.kind.value],
    ),
  ),
];

const allowed = (seat: typeof GM | typeof PLAYER | typeof ALONE, cyberpsycho = false) =>
  ALL_KINDS.filter((kind) => mayUseCommand(seat, kind, cyberpsycho));

describe('mayUseCommand', () => {
  it('lets the GM hurt, heal, treat, save, roll, hit with Black ICE, start the session and undo, and nothing of the player’s', () => {
    expect(allowed(GM)).toEqual([
      'takeDamage',
      'heal',
      'stabilize',
      'deathSave',
      'treatInjury',
      'startGameSession',
      'roll',
      'netHit',
      'undo',
    ]);
  });

  it('leaves the player in a campaign everything but the game session, and nothing on a cyberpsycho', () => {
    expect(allowed(PLAYER)).toEqual(ALL_KINDS.filter((kind) => kind !== 'startGameSession'));
    expect(allowed(PLAYER, true)).toEqual([]);
    expect(allowed(GM, true)).toEqual(allowed(GM));
  });

  it('leaves the owner outside a campaign every command, a cyberpsycho included', () => {
    expect(allowed(ALONE, true)).toEqual(ALL_KINDS);
  });
});

describe('playPolicyRefusal', () => {
  it('refuses the GM the player’s Luck on a roll, and a spend of it', () => {
    const roll = { kind: 'roll', roll: { type: 'initiative', luck: 1 } } as const;
    expect(playPolicyRefusal(GM, roll, false)).toBe(PLAY_POLICY_MESSAGES.luck);
    expect(playPolicyRefusal(GM, { ...roll, roll: { type: 'initiative' } }, false)).toBeNull();
    expect(playPolicyRefusal(GM, { kind: 'spendLuck', points: 1 }, false)).toBe(
      PLAY_POLICY_MESSAGES.playerOnly,
    );
  });

  it('keeps the private roll and a hand-picked injury in a campaign to the GM', () => {
    const secret = { kind: 'roll', roll: { type: 'initiative' }, private: true } as const;
    expect(playPolicyRefusal(ALONE, secret, false)).toBe(PLAY_POLICY_MESSAGES.privateRoll);
    expect(playPolicyRefusal(GM, secret, false)).toBeNull();
    const picked = {
      kind: 'takeDamage',
      damage: { amount: 5 },
      attack: 'direct',
      injury: 'body-broken-ribs',
    } as const;
    expect(playPolicyRefusal(PLAYER, picked, false)).toBe(PLAY_POLICY_MESSAGES.injury);
    expect(playPolicyRefusal(ALONE, picked, false)).toBeNull();
    expect(playPolicyRefusal(GM, picked, false)).toBeNull();
  });

  it('answers the player of a cyberpsycho in a campaign with the GM’s hands, whatever the command', () => {
    expect(playPolicyRefusal(PLAYER, { kind: 'undo' }, true)).toBe(PLAY_POLICY_MESSAGES.cyberpsycho);
    expect(playPolicyRefusal(PLAYER, { kind: 'startGameSession' }, false)).toBe(
      PLAY_POLICY_MESSAGES.gameSession,
    );
  });
});
