import { describe, expect, it } from 'vitest';
import { netrunner } from '../../test/support/actors.ts';
import { found, getAt, itemIndex, setAt, toJson } from '../../test/support/json.ts';
import { validateFoundryActor } from '../validate.ts';

/*
 * Items written out with every field the system's own compendium items carry (the shapes of its core
 * packs, values from docs/rules/catalog.md), so the strict schemas are shown not to refuse a field the
 * system has.
 */

const source = (page: number) => ({ book: 'Core', page });
const systemFlags = { 'cyberpunk-red-core': { _migration: { current: 44, previous: 33 } } };

/** Attack fields every cyberware item carries, even one that is no weapon. */
const attackFields = {
  ammoVariety: [],
  attackmod: 0,
  canIgnoreArmor: true,
  critFailEffect: 'jammed',
  damage: '1d6',
  dvTable: '',
  fireModes: { autoFire: 0, suppressiveFire: false },
  ignoreArmorPercent: 50,
  ignoreBelowSP: 0,
  isRanged: false,
  magazine: { ammoData: null, max: 0, value: 0 },
  rof: 1,
  unarmedAutomaticCalculation: true,
  usesType: 'magazine',
  weaponSkill: '',
  weaponType: '',
};

const fullInternalContainer = {
  _id: 'CoreInternalBody',
  name: 'Internal (7 Option Slots)',
  type: 'cyberware',
  img: 'icons/svg/item-bag.svg',
  effects: [],
  flags: systemFlags,
  system: {
    ...attackFields,
    brand: '',
    concealable: { concealable: false, isConcealed: false },
    core: true,
    description: { value: '' },
    favorite: false,
    humanityLoss: { roll: '0', static: 0 },
    installLocation: 'hospital',
    installedItems: {
      allowed: true,
      allowedTypes: ['itemUpgrade', 'cyberware'],
      list: [],
      slots: 7,
      usedSlots: 0,
    },
    isElectronic: false,
    isFoundational: true,
    isWeapon: false,
    price: { market: 0 },
    providesHardening: false,
    revealed: true,
    size: 1,
    source: source(362),
    type: 'cyberwareInternal',
    usage: 'toggled',
  },
};

const fullPistol = {
  _id: 'WpVHPistol000001',
  name: 'Very Heavy Pistol',
  type: 'weapon',
  img: 'systems/cyberpunk-red-core/icons/compendium/weapons/veryHeavyPistol.svg',
  effects: [],
  flags: systemFlags,
  system: {
    ...attackFields,
    ammoVariety: ['vHeavyPistol'],
    brand: '',
    canIgnoreArmor: false,
    concealable: { concealable: false, isConcealed: false },
    damage: '4d6',
    description: { value: '<p>Our own words.</p>' },
    dvTable: 'DV Pistol',
    equipped: 'equipped',
    favorite: false,
    handsReq: 1,
    ignoreArmorPercent: 0,
    installedItems: {
      allowed: true,
      allowedTypes: ['itemUpgrade', 'ammo'],
      list: [],
      slots: 3,
      usedSlots: 0,
    },
    isRanged: true,
    magazine: { ammoData: null, max: 8, value: 0 },
    price: { market: 100 },
    quality: 'standard',
    revealed: true,
    source: source(341),
    usage: 'equipped',
    weaponSkill: 'Handgun',
    weaponType: 'vHeavyPistol',
  },
};

const fullSeeYa = {
  _id: 'PgSeeYa000000001',
  name: 'See Ya',
  type: 'program',
  img: 'systems/cyberpunk-red-core/icons/compendium/programs/see_ya.svg',
  effects: [
    {
      _id: 'EfSeeYaPerBonus1',
      name: 'See Ya',
      changes: [{ key: 'bonuses.perception_net', mode: 2, priority: null, value: '2' }],
      description: '',
      disabled: false,
      duration: {
        combat: null,
        rounds: null,
        seconds: null,
        startRound: null,
        startTime: null,
        startTurn: null,
        turns: null,
      },
      flags: {
        'cyberpunk-red-core': {
          changes: {
            cats: { 0: 'netrun' },
            situational: { 0: { onByDefault: false, isSituational: false } },
          },
        },
      },
      img: 'systems/cyberpunk-red-core/icons/compendium/programs/see_ya.svg',
      statuses: [],
      system: {},
      transfer: true,
      type: 'base',
    },
  ],
  flags: systemFlags,
  system: {
    atk: 0,
    blackIceType: 'antipersonnel',
    class: 'booster',
    damage: { blackIce: '', standard: '1d6' },
    def: 0,
    description: { value: '' },
    favorite: false,
    installLocation: 'mall',
    interface: 0,
    isRezzed: false,
    per: 0,
    price: { market: 20 },
    prototypeActor: '',
    revealed: true,
    rez: { max: 7, value: 7, transactions: [] },
    size: 1,
    source: source(368),
    spd: 0,
    usage: 'rezzed',
  },
};

describe('item schemas', () => {
  it("accept every field the system's own compendium items carry", () => {
    const actor = toJson(netrunner());
    for (const item of [fullInternalContainer, fullPistol, fullSeeYa]) {
      setAt(actor, ['items', itemIndex(actor, item.name)], item);
    }
    expect(validateFoundryActor(actor)).toEqual([]);
  });

  it("accept a role's sub-abilities that keep the whole skill they roll with", () => {
    const actor = toJson(netrunner());
    const role = itemIndex(actor, 'Netrunner');
    const trading = { _id: 'Y4RvJmUnCREbIP4N', name: 'Trading', type: 'skill', data: { stat: 'cool' } };
    setAt(
      actor,
      ['items', role, 'system', 'abilities'],
      [
        {
          name: 'Haggle',
          rank: 4,
          multiplier: 1,
          stat: 'cool',
          hasRoll: true,
          skill: trading,
          bonuses: [],
          universalBonuses: [],
          bonusRatio: 1,
          isSituational: false,
          onByDefault: false,
        },
      ],
    );
    expect(validateFoundryActor(actor)).toEqual([]);
    expect(getAt(actor, ['items', role, 'system', 'abilities', 0, 'skill', 'name'])).toBe('Trading');
  });

  it('refuse a sub-ability field the system does not have', () => {
    const actor = toJson(netrunner());
    const role = itemIndex(actor, 'Netrunner');
    setAt(actor, ['items', role, 'system', 'ranks'], 4);
    expect(found(validateFoundryActor(actor))).toEqual([`unknown-field items[${role}].system.ranks`]);
  });
});
