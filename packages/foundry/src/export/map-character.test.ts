import type { InstalledCyberware } from '@edgeforge/rules/cyberware/types';
import { CHARACTER_TYPES, ROLE_IDS } from '@edgeforge/rules/ids';
import { describe, expect, it } from 'vitest';
import { savedCharacter } from '../../test/support/saved-characters.ts';
import type { FoundryCyberwareItem, FoundryItem } from '../model.ts';
import { FOUNDRY_ID_PATTERN } from '../schema/fields.ts';
import { FOUNDRY_CORE_SKILLS } from '../tables/core-skills.ts';
import { FOUNDRY_LIFEPATH_FIELDS } from '../tables/lifepath.ts';
import { validateFoundryActor } from '../validate.ts';
import { foundryActorFromCharacter } from './map-character.ts';

const PUBLIC_URL = 'https://edgeforge.example';
const options = { publicUrl: PUBLIC_URL };

const byName = (items: readonly FoundryItem[], name: string) => {
  const item = items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`no item named ${name}`);
  return item;
};
const holds = (items: readonly FoundryItem[], holder: string) =>
  (byName(items, holder) as FoundryCyberwareItem).system.installedItems.list.map(
    (id) => items.find((item) => item._id === id)?.name,
  );

const piece = (
  instanceId: string,
  itemId: string,
  foundationId: string | null,
  humanityLoss: number,
): InstalledCyberware => ({ instanceId, itemId, foundationId, humanityLoss, rolled: false });

describe('foundryActorFromCharacter', () => {
  it.each(ROLE_IDS.flatMap((role) => CHARACTER_TYPES.map((method) => [role, method] as const)))(
    'a %s made by the %s method passes the check',
    (role, method) => {
      const actor = foundryActorFromCharacter(
        savedCharacter({ selectedRole: role, characterType: method }),
        options,
      );
      expect(validateFoundryActor(actor, options)).toEqual([]);
    },
  );

  it("installs a Netrunner's Interface Plugs in the Neural Link and Shift Tacts in the fashionware", () => {
    const character = savedCharacter();
    const actor = foundryActorFromCharacter(character, options);
    const onBody = actor.system.installedItems.list.map(
      (id) => actor.items.find((item) => item._id === id)?.name,
    );
    expect(onBody).toEqual([
      'Fashionware (7 Option Slots)',
      'Internal (7 Option Slots)',
      'External (7 Option Slots)',
      'Neural Link',
    ]);
    expect(holds(actor.items, 'Neural Link')).toEqual(['Interface Plugs']);
    expect(holds(actor.items, 'Fashionware (7 Option Slots)')).toEqual(['Shift Tacts']);
    // EMP x 10, less 7 + 7 for the two neuralware pieces; maximum EMP x 10 less 2 + 2; EMP shown a tenth.
    const emp = character.character_stats.attributes.EMP;
    const { stats, derivedStats } = actor.system;
    expect(derivedStats.humanity).toMatchObject({ value: emp * 10 - 14, max: emp * 10 - 4 });
    expect(stats.emp).toEqual({ value: Math.floor((emp * 10 - 14) / 10), max: emp });
  });

  it('writes every core skill once, the specific ones the character has, and the levels', () => {
    const character = savedCharacter({ selectedRole: 'tech' });
    const actor = foundryActorFromCharacter(character, options);
    const skills = actor.items.filter((item) => item.type === 'skill');
    for (const core of FOUNDRY_CORE_SKILLS) expect(skills.map((s) => s.name)).toContain(core.name);
    expect(skills.map((s) => s.name)).toContain('Language (Japanese)');
    // The Tech package's bare Science takes the specialty the rules suggest first.
    const science = byName(skills, 'Science (Biology)');
    expect(science.type === 'skill' && science.system.level).toBe(6);
    const cybertech = byName(skills, 'Cybertech');
    expect(cybertech.type === 'skill' && cybertech.system.level).toBe(
      character.character_stats.skills.find((s) => s.name === 'Cybertech')?.ranks,
    );
  });

  it('names a package skill the sheet shows bare with the first suggested specialty, and says so', () => {
    const character = savedCharacter({ selectedRole: 'rockerboy' });
    expect(character.character_stats.skills.map((skill) => skill.name)).toContain('Play Instrument');
    const actor = foundryActorFromCharacter(character, options);
    const names = actor.items.filter((item) => item.type === 'skill').map((item) => item.name);
    expect(names).toContain('Play Instrument (Guitar)');
    expect(names.filter((name) => name.startsWith('Play Instrument'))).toHaveLength(1);
    expect(actor.system.information.notes).toContain(
      '<p>Named for Foundry, which wants a specialty: Play Instrument as Play Instrument (Guitar).</p>',
    );
  });

  it('puts options in their foundations, a chip in its socket and Wolvers on a Meat Arm', () => {
    const ware = [
      piece('nl', 'cyberware:neural-link', null, 7),
      piece('socket', 'cyberware:chipware-socket', 'nl', 7),
      piece('chip', 'cyberware:memory-chip', 'socket', 0),
      piece('eye', 'cyberware:cybereye', null, 7),
      piece('tele', 'cyberware:teleoptics', 'eye', 3),
      piece('wolvers', 'cyberware:wolvers', null, 7),
      piece('muscle', 'cyberware:grafted-muscle-and-bone-lace', null, 14),
      piece('pocket', 'cyberware:subdermal-pocket', null, 3),
    ];
    const character = savedCharacter(
      { characterType: 'complete', houseRules: { enabled: true, statRerolls: false } },
      {},
    );
    character.character_inventory.installed_cyberware = ware;
    const actor = foundryActorFromCharacter(character, options);
    expect(validateFoundryActor(actor, options)).toEqual([]);
    expect(holds(actor.items, 'Neural Link')).toEqual(['Chipware Socket']);
    expect(holds(actor.items, 'Chipware Socket')).toEqual(['Memory Chip']);
    expect(holds(actor.items, 'Cybereye')).toEqual(['TeleOptics']);
    expect(holds(actor.items, 'Meat Arm')).toEqual(['Wolvers']);
    expect(holds(actor.items, 'Internal (7 Option Slots)')).toEqual(['Grafted Muscle and Bone Lace']);
    expect(holds(actor.items, 'External (7 Option Slots)')).toEqual(['Subdermal Pocket']);
    // Grafted Muscle raises BODY by 2 in the file, and HP with it.
    const body = character.character_stats.attributes.BODY;
    expect(actor.system.stats.body.value).toBe(Math.min(10, body + 2));
  });

  it('leaves out an option whose foundation is missing and says so in the notes', () => {
    const character = savedCharacter();
    character.character_inventory.installed_cyberware = [piece('tele', 'cyberware:teleoptics', 'gone', 3)];
    const actor = foundryActorFromCharacter(character, options);
    expect(validateFoundryActor(actor, options)).toEqual([]);
    expect(actor.items.some((item) => item.name === 'TeleOptics')).toBe(false);
    expect(actor.system.information.notes).toContain('TeleOptics');
  });

  it("names a house-rules character's deviations in the notes, and a legal one's none", () => {
    const character = savedCharacter();
    expect(foundryActorFromCharacter(character, options).system.information.notes).not.toContain(
      'house rules',
    );
    const message = 'Streetrat: BODY is 8, but row 3 of the Netrunner table gives 5';
    character.character_stats.house_rules = { enabled: true, statRerolls: false };
    character.character_stats.deviations = [
      { code: 'TEMPLATE_ROW_MISMATCH', path: 'attributes.BODY', step: 'attributes', message },
    ];
    const notes = foundryActorFromCharacter(character, options).system.information.notes;
    expect(notes).toContain('Built under house rules:');
    expect(notes).toContain(message);
  });

  it('writes the lifepath, the biography as escaped HTML, the cash and an absolute portrait', () => {
    const character = savedCharacter();
    const actor = foundryActorFromCharacter(character, options);
    expect(Object.keys(actor.system.lifepath).sort()).toEqual([...FOUNDRY_LIFEPATH_FIELDS].sort());
    expect(actor.system.lifepath.culturalOrigin).toBe('<p>East Asian, native language Japanese</p>');
    expect(actor.system.information.history).toBe(
      '<p>First paragraph.</p><p>Second &lt;paragraph&gt; &amp; more.</p>',
    );
    expect(actor.system.wealth.value).toBe(character.character_inventory.money);
    expect(actor.img).toBe(`${PUBLIC_URL}${character.portrait_url}`);
    expect(actor.name).toBe('Kaori Tanaka');
  });

  it('gives every document a unique 16-character id, the same ones on a second export', () => {
    const character = savedCharacter({ selectedRole: 'solo' });
    const first = foundryActorFromCharacter(character, options);
    const ids = first.items.map((item) => item._id);
    for (const id of ids) expect(id).toMatch(FOUNDRY_ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
    expect(foundryActorFromCharacter(character, options)).toEqual(first);
  });

  it('exports a character saved before the rules check from its gear table', () => {
    const character = savedCharacter(
      {},
      {
        character_inventory: {
          gear: [
            { item: 'Heavy Pistol', group: 'Weapon', ammo: '3 mags', thematicDescription: '' },
            { item: 'A lucky charm', group: 'Basic & Misc', thematicDescription: '' },
          ],
          cyberware: [],
          fashion_items: [],
          money: 500,
          gear_choices: null,
          purchases: null,
          installed_cyberware: null,
          items: null,
        },
      },
    );
    character.character_stats = { ...character.character_stats, humanity: null, deviations: null };
    const actor = foundryActorFromCharacter(character, options);
    expect(validateFoundryActor(actor, options)).toEqual([]);
    expect(actor.items.some((item) => item.type === 'weapon' && item.name === 'Heavy Pistol')).toBe(true);
    expect(actor.system.information.notes).toContain('A lucky charm');
  });
});
