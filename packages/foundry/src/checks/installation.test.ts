import { describe, expect, it } from 'vitest';
import { cyberTech, netrunner } from '../../test/support/actors.ts';
import { cyberdeck, ware } from '../../test/support/items.ts';
import { type ActorJson, found, getAt, itemIndex, setAt, toJson } from '../../test/support/json.ts';
import { validateFoundryActor } from '../validate.ts';

const BODY = ['system', 'installedItems', 'list'];

/** The installed-item list path of the named item. */
function listOf(actor: ActorJson, name: string): (string | number)[] {
  return ['items', itemIndex(actor, name), 'system', 'installedItems'];
}

/** Moves an installed item between containers, keeping each container's used slots right. */
function move(actor: ActorJson, id: string, from: string, to: string | 'body', size: number) {
  const source = listOf(actor, from);
  setAt(
    actor,
    [...source, 'list'],
    (getAt(actor, [...source, 'list']) as string[]).filter((x) => x !== id),
  );
  setAt(actor, [...source, 'usedSlots'], (getAt(actor, [...source, 'usedSlots']) as number) - size);
  if (to === 'body') {
    setAt(actor, BODY, [...(getAt(actor, BODY) as string[]), id]);
    return;
  }
  const target = listOf(actor, to);
  setAt(actor, [...target, 'list'], [...(getAt(actor, [...target, 'list']) as string[]), id]);
  setAt(actor, [...target, 'usedSlots'], (getAt(actor, [...target, 'usedSlots']) as number) + size);
}

describe('the installation tree', () => {
  it('refuses an option put straight on the body', () => {
    const actor = toJson(netrunner());
    move(actor, 'CwInterfacePlug1', 'Neural Link', 'body', 1);
    const issues = validateFoundryActor(actor);
    expect(found(issues)).toEqual(['foundation-mismatch system.installedItems.list[4]']);
    expect(issues[0]?.message).toContain('"Interface Plugs" is an option, not a foundation');
  });

  it('refuses an option in a foundation of another type', () => {
    const actor = toJson(netrunner());
    move(actor, 'CwInterfacePlug1', 'Neural Link', 'Internal (7 Option Slots)', 1);
    const plugs = itemIndex(actor, 'Interface Plugs');
    const issues = validateFoundryActor(actor);
    expect(found(issues)).toEqual([`foundation-mismatch items[${plugs}]`]);
    expect(issues[0]?.message).toContain('a cyberwareInternal foundation');
  });

  it('refuses an item type the container does not take', () => {
    const actor = toJson(netrunner());
    move(actor, 'PgArmor000000001', 'Cyberdeck', 'Neural Link', 1);
    expect(found(validateFoundryActor(actor))).toEqual([
      `wrong-reference-type items[${itemIndex(actor, 'Neural Link')}].system.installedItems.list[1]`,
    ]);
  });

  it('refuses things on the body that are not cyberware, or ids that name nothing', () => {
    const actor = toJson(netrunner());
    setAt(actor, BODY, [...(getAt(actor, BODY) as string[]), 'WpVHPistol000001', 'CwKerenzikov0001']);
    expect(found(validateFoundryActor(actor))).toEqual([
      'wrong-reference-type system.installedItems.list[4]',
      'dangling-reference system.installedItems.list[5]',
    ]);
  });

  it('requires used slots to be the sum of the installed sizes, within the slots offered', () => {
    const actor = toJson(netrunner());
    const link = listOf(actor, 'Neural Link');
    setAt(actor, [...link, 'usedSlots'], 0);
    const at = `items[${itemIndex(actor, 'Neural Link')}].system.installedItems`;
    expect(found(validateFoundryActor(actor))).toEqual([`slots-mismatch ${at}.usedSlots`]);
    setAt(actor, [...link, 'usedSlots'], 1);
    setAt(actor, [...link, 'slots'], 0);
    expect(found(validateFoundryActor(actor))).toEqual([`slots-mismatch ${at}.slots`]);
  });

  it('refuses an item listed twice, or installed in two places (ammo excepted)', () => {
    const twice = toJson(netrunner());
    const deck = listOf(twice, 'Cyberdeck');
    setAt(twice, [...deck, 'list'], [...(getAt(twice, [...deck, 'list']) as string[]), 'PgSeeYa000000001']);
    expect(found(validateFoundryActor(twice))).toEqual([
      `installed-twice items[${itemIndex(twice, 'Cyberdeck')}].system.installedItems.list[3]`,
    ]);

    const twoDecks = toJson(netrunner());
    twoDecks.items.push(cyberdeck('DeckSecondHand01', ['PgSeeYa000000001'], 1));
    const issues = validateFoundryActor(twoDecks);
    expect(found(issues)).toEqual([`installed-twice items[${itemIndex(twoDecks, 'See Ya')}]`]);
    expect(issues[0]?.message).toContain('is installed in items[');
  });

  it('refuses items installed inside each other', () => {
    const actor = toJson(netrunner());
    setAt(actor, BODY, ['CoreFashionware1', 'CoreInternalBody', 'CoreExternalBody']);
    const plugs = listOf(actor, 'Interface Plugs');
    setAt(actor, plugs, {
      allowed: true,
      allowedTypes: ['cyberware'],
      list: ['CwNeuralLink0001'],
      slots: 1,
      usedSlots: 0,
    });
    const codes = found(validateFoundryActor(actor));
    expect(codes).toContain(`install-cycle items[${itemIndex(actor, 'Neural Link')}]`);
    expect(codes).toContain(`install-cycle items[${itemIndex(actor, 'Interface Plugs')}]`);
  });

  it('refuses cyberware that is not installed, and items put in a container that takes nothing', () => {
    const actor = toJson(netrunner());
    const fashion = listOf(actor, 'Fashionware (7 Option Slots)');
    setAt(actor, [...fashion, 'list'], []);
    setAt(actor, [...fashion, 'usedSlots'], 0);
    expect(found(validateFoundryActor(actor))).toEqual([
      `not-installed items[${itemIndex(actor, 'Shift Tacts')}]`,
    ]);

    const closed = toJson(cyberTech());
    setAt(closed, [...listOf(closed, 'Cybereye'), 'allowed'], false);
    expect(found(validateFoundryActor(closed))).toEqual([
      `container-config items[${itemIndex(closed, 'Cybereye')}].system.installedItems.allowed`,
    ]);
  });

  it('counts borgware as 4 off max Humanity and other ware with a loss as 2', () => {
    const actor = toJson(netrunner());
    actor.items.push(ware('CwLinearFrameSig', 'Implanted Linear Frame ∑ (Sigma)'));
    setAt(actor, BODY, [...(getAt(actor, BODY) as string[]), 'CwLinearFrameSig']);
    // Humanity 36 - 14 = 22, max 46 - 4 = 42, EMP shown 2.
    setAt(actor, ['system', 'derivedStats', 'humanity'], { value: 22, max: 42 });
    setAt(actor, ['system', 'stats', 'emp', 'value'], 2);
    expect(validateFoundryActor(actor)).toEqual([]);
    setAt(actor, ['system', 'derivedStats', 'humanity', 'max'], 44);
    expect(found(validateFoundryActor(actor))).toEqual(['derived-mismatch system.derivedStats.humanity.max']);
  });
});
