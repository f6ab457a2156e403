import { describe, expect, it } from 'vitest';
import { cyberTech, minimalExec, netrunner } from '../test/support/actors.ts';
import { found, itemIndex, removeAt, setAt, toJson } from '../test/support/json.ts';
import { validateFoundryActor } from './validate.ts';

const PUBLIC_URL = 'http://localhost:3000';

describe('validateFoundryActor on hand-written actors', () => {
  it.each([
    ['an Exec with no ware or gear', minimalExec],
    ['a Netrunner with deck, programs, pistol, rounds, armor, clothes and neuralware', netrunner],
    ['a Tech with options in a Cybereye, a Meat Arm and all three core containers', cyberTech],
  ])('passes %s', (_label, build) => {
    expect(validateFoundryActor(build(), { publicUrl: PUBLIC_URL })).toEqual([]);
  });

  it('refuses anything but one actor object', () => {
    for (const json of [null, [], 'actor', 42]) {
      expect(found(validateFoundryActor(json))).toEqual(['not-an-object ']);
    }
  });
});

describe('validateFoundryActor catches each kind of breakage', () => {
  it('a fraction in an integer field', () => {
    const actor = toJson(netrunner());
    const handgun = itemIndex(actor, 'Handgun');
    setAt(actor, ['items', handgun, 'system', 'level'], 6.5);
    const issues = validateFoundryActor(actor);
    expect(found(issues)).toEqual([`not-an-integer items[${handgun}].system.level`]);
    expect(issues[0]?.message).toBe(`items[${handgun}].system.level: must be a whole number, got 6.5`);
  });

  it('a number written as a string, which Foundry would quietly convert', () => {
    const actor = toJson(netrunner());
    setAt(actor, ['system', 'wealth', 'value'], '500');
    expect(found(validateFoundryActor(actor))).toEqual(['wrong-type system.wealth.value']);
  });

  it('a value outside a closed list of choices', () => {
    const actor = toJson(netrunner());
    const handgun = itemIndex(actor, 'Handgun');
    setAt(actor, ['items', handgun, 'system', 'category'], 'gunSkills');
    const issues = validateFoundryActor(actor);
    expect(found(issues)).toEqual([`unknown-choice items[${handgun}].system.category`]);
    expect(issues[0]?.message).toContain('"rangedweaponSkills"');
    expect(issues[0]?.message).toContain('got "gunSkills"');
  });

  it('a 15-character id', () => {
    const actor = toJson(netrunner());
    const pistol = itemIndex(actor, 'Very Heavy Pistol');
    setAt(actor, ['items', pistol, '_id'], 'WpVHPistol00001');
    expect(found(validateFoundryActor(actor))).toEqual([`bad-id items[${pistol}]._id`]);
  });

  it('the same id on two items', () => {
    const actor = toJson(netrunner());
    const pistol = itemIndex(actor, 'Very Heavy Pistol');
    const agent = itemIndex(actor, 'Agent');
    setAt(actor, ['items', agent, '_id'], 'WpVHPistol000001');
    const issues = validateFoundryActor(actor);
    expect(found(issues)).toEqual([`duplicate-id items[${agent}]._id`]);
    expect(issues[0]?.message).toContain(`already used at items[${pistol}]._id`);
  });

  it('an id in an installed-item list that names no item', () => {
    const actor = toJson(netrunner());
    const link = itemIndex(actor, 'Neural Link');
    setAt(
      actor,
      ['items', link, 'system', 'installedItems', 'list'],
      ['CwInterfacePlug1', 'CwSandevistan001'],
    );
    expect(found(validateFoundryActor(actor))).toEqual([
      `dangling-reference items[${link}].system.installedItems.list[1]`,
    ]);
  });

  it('a missing core container', () => {
    const actor = toJson(netrunner());
    removeAt(actor, ['items', itemIndex(actor, 'Internal (7 Option Slots)')]);
    setAt(
      actor,
      ['system', 'installedItems', 'list'],
      ['CoreFashionware1', 'CoreExternalBody', 'CwNeuralLink0001'],
    );
    const issues = validateFoundryActor(actor);
    expect(found(issues)).toEqual(['missing-core-container items']);
    expect(issues[0]?.message).toContain('"Internal (7 Option Slots)"');
  });

  it('a missing core skill', () => {
    const actor = toJson(netrunner());
    removeAt(actor, ['items', itemIndex(actor, 'Tracking')]);
    const issues = validateFoundryActor(actor);
    expect(found(issues)).toEqual(['missing-core-skill items']);
    expect(issues[0]?.message).toBe('items: the core skill "Tracking" is missing');
  });

  it('a missing lifepath field, and a field the schema would drop with a hint where one is known', () => {
    const actor = toJson(netrunner());
    removeAt(actor, ['system', 'lifepath', 'friends']);
    setAt(actor, ['system', 'lifepath', 'languages'], 'Streetslang, English');
    const issues = validateFoundryActor(actor);
    expect(found(issues)).toEqual([
      'missing-field system.lifepath.friends',
      'unknown-field system.lifepath.languages',
    ]);
    expect(issues[1]?.message).toContain('put languages into lifepath.culturalOrigin');
  });

  it('an item type the export does not write, and one the system does not know', () => {
    const actor = toJson(minimalExec());
    actor.items.push({ _id: 'DrugBlackLace001', name: 'Black Lace', type: 'drug', system: {} });
    actor.items.push({ _id: 'VehicleRoadBike1', name: 'Roadbike', type: 'motorbike', system: {} });
    const count = actor.items.length;
    expect(found(validateFoundryActor(actor))).toEqual([
      `unsupported-item-type items[${count - 2}].type`,
      `unknown-choice items[${count - 1}].type`,
    ]);
  });
});
