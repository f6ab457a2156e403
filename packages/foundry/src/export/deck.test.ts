import type { Purchase } from '@edgeforge/rules/shop/budget';
import { describe, expect, it } from 'vitest';
import { savedCharacter } from '../../test/support/saved-characters.ts';
import type { FoundryCharacterActor, FoundryCyberdeckItem, FoundryItem } from '../model.ts';
import { validateFoundryActor } from '../validate.ts';
import { foundryActorFromCharacter } from './map-character.ts';

const options = { publicUrl: 'https://edgeforge.example' };

/** A Complete Package Netrunner who bought these lines, as a Foundry actor that passes the check. */
function exported(purchases: Purchase[]): FoundryCharacterActor {
  const character = savedCharacter({ characterType: 'complete', selectedRole: 'netrunner', purchases });
  const actor = foundryActorFromCharacter(character, options);
  expect(validateFoundryActor(actor, options)).toEqual([]);
  return actor;
}

const decksOf = (actor: FoundryCharacterActor) =>
  actor.items.filter((item): item is FoundryCyberdeckItem => item.type === 'cyberdeck');
const named = (actor: FoundryCharacterActor, ids: readonly string[]) =>
  ids.map((id) => actor.items.find((item) => item._id === id)?.name);
const installedAnywhere = (actor: FoundryCharacterActor, item: FoundryItem) =>
  decksOf(actor).some((deck) => deck.system.installedItems.list.includes(item._id));

describe('the Foundry export of the deck', () => {
  it("installs a Streetrat Netrunner's five package programs in the package's deck", () => {
    const actor = foundryActorFromCharacter(savedCharacter({ selectedRole: 'netrunner' }), options);
    expect(validateFoundryActor(actor, options)).toEqual([]);
    const [deck, ...others] = decksOf(actor);
    expect(others).toEqual([]);
    expect(deck?.system.installedItems).toMatchObject({ slots: 7, usedSlots: 5 });
    expect(named(actor, deck?.system.installedItems.list ?? [])).toHaveLength(5);
  });

  it("installs each copy of a program the Netrunner's set-up chose twice, as the sheet lists them", () => {
    const gearChoices = { 'netrunner-program-2': 'sword', 'netrunner-program-3': 'sword' };
    const actor = foundryActorFromCharacter(
      savedCharacter({ selectedRole: 'netrunner', gearChoices }),
      options,
    );
    expect(validateFoundryActor(actor, options)).toEqual([]);
    const [deck] = decksOf(actor);
    expect(named(actor, deck?.system.installedItems.list ?? [])).toEqual([
      'Armor',
      'Sword',
      'Sword',
      'Sword',
      'See Ya',
    ]);
  });

  it.each([
    ['cyberdeck:poor', 5, 'poor'],
    ['cyberdeck:standard', 7, 'standard'],
    ['cyberdeck:excellent', 9, 'excellent'],
  ] as const)('gives %s its %i slots and quality', (id, slots, quality) => {
    const [deck] = decksOf(exported([{ id, quantity: 1 }]));
    expect(deck?.system).toMatchObject({ quality, installedItems: { slots, usedSlots: 0, list: [] } });
  });

  it('installs the hardware as cyberdeck upgrades with their slots, beside the programs', () => {
    const actor = exported([
      { id: 'cyberdeck:excellent', quantity: 1 },
      { id: 'program:sword', quantity: 2 },
      { id: 'hardware:dna-lock', quantity: 1 },
      { id: 'hardware:range-upgrade', quantity: 1 },
    ]);
    const [deck] = decksOf(actor);
    expect(deck?.system.installedItems.usedSlots).toBe(2 + 2 + 1);
    expect(named(actor, deck?.system.installedItems.list ?? [])).toEqual([
      'DNA Lock',
      'Sword',
      'Sword',
      'Range Upgrade',
    ]);
    const lock = actor.items.find((item) => item.name === 'DNA Lock');
    expect(lock).toMatchObject({ type: 'itemUpgrade', system: { type: 'cyberdeck', size: 2 } });
    expect(actor.items.filter((item) => item.type === 'gear').map((item) => item.name)).not.toContain(
      'DNA Lock',
    );
  });

  it('leaves what a house-rules character holds beyond its deck uninstalled', () => {
    const actor = exported([
      { id: 'cyberdeck:poor', quantity: 1 },
      { id: 'program:sword', quantity: 9 },
    ]);
    const [deck] = decksOf(actor);
    expect(deck?.system.installedItems).toMatchObject({ slots: 5, usedSlots: 5 });
    const programs = actor.items.filter((item) => item.type === 'program');
    expect(programs).toHaveLength(9);
    expect(programs.filter((item) => !installedAnywhere(actor, item))).toHaveLength(4);
  });
});
