import type { PlayState } from '../../src/play/state.ts';
import { settle } from '../../src/play/state.ts';

/**
 * A play state for the play rules' tests: BODY 6, WILL 6 (40 HP, Seriously Wounded below 20), LUCK 5,
 * Light Armorjack on body and head (SP 11), a Heavy Pistol with 8 basic rounds and 20 spare, an
 * Assault Rifle with 25 and 10 spare armour-piercing, Humanity 40 of 60.
 */
export function playState(overrides: Partial<PlayState> = {}): PlayState {
  return settle({
    stats: { INT: 5, REF: 6, DEX: 5, TECH: 5, COOL: 5, WILL: 6, LUCK: 5, MOVE: 5, BODY: 6, EMP: 4 },
    skills: { Handgun: 4, Brawling: 2, 'First Aid': 3, Evasion: 3 },
    maxHp: 40,
    seriouslyWoundedAt: 20,
    hp: 40,
    woundState: 'notWounded',
    armor: {
      body: {
        itemId: 'armor:light-armorjack-body',
        name: 'Light Armorjack (Body)',
        maxSp: 11,
        sp: 11,
        penalty: 0,
      },
      head: {
        itemId: 'armor:light-armorjack-head',
        name: 'Light Armorjack (Head)',
        maxSp: 11,
        sp: 11,
        penalty: 0,
      },
    },
    injuries: {},
    deathSavePenalty: 0,
    deathSaveBase: 0,
    luckMax: 5,
    luck: 5,
    weapons: {
      'weapon:heavy-pistol#1': {
        itemId: 'weapon:heavy-pistol',
        name: 'Heavy Pistol',
        magazine: 8,
        loaded: 8,
        ammoId: 'ammo:heavy-pistol-basic',
        varieties: ['heavyPistol'],
        autofire: false,
      },
      'weapon:assault-rifle#1': {
        itemId: 'weapon:assault-rifle',
        name: 'Assault Rifle',
        magazine: 25,
        loaded: 25,
        ammoId: 'ammo:rifle-basic',
        varieties: ['rifle'],
        autofire: true,
      },
    },
    spareAmmo: { 'ammo:heavy-pistol-basic': 20, 'ammo:rifle-armor-piercing': 10 },
    humanity: 40,
    humanityMax: 60,
    stabilized: false,
    dead: false,
    cyberpsycho: false,
    ...overrides,
  });
}
