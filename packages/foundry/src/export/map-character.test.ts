import { draftFromCharacter } from '@edgeforge/contracts/character-draft';
import type { InstalledCyberware } from '@edgeforge/rules/cyberware/types';
import { CHARACTER_TYPES, ROLE_IDS } from '@edgeforge/rules/ids';
import { initialPlayState } from '@edgeforge/rules/play/initial';
import { type PlayState, settle } from '@edgeforge/rules/play/state';
import { describe, expect, it } from 'vitest';
import { savedCharacter } from '../../test/support/saved-characters.ts';
import type {
  FoundryAmmoItem,
  FoundryArmorItem,
  FoundryCriticalInjuryItem,
  FoundryCyberwareItem,
  FoundryItem,
  FoundryWeaponItem,
} from '../model.ts';
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

  describe('with a play state', () => {
    const character = savedCharacter({ selectedRole: 'solo' });
    const initial = () => {
      const state = initialPlayState(draftFromCharacter(character) ?? (undefined as never));
      if (!state) throw new Error('the Solo has no play state');
      return state;
    };
    /** Hurt to 20 HP of 50, body armour down 3 SP, a collapsed lung, 2 Luck spent, 3 rifle rounds fired. */
    const played = (): PlayState => {
      const state = initial();
      const body = state.armor.body;
      const rifle = state.weapons['weapon:assault-rifle#1'];
      if (!body || !rifle) throw new Error('the Solo wears no body armour or carries no rifle');
      return settle({
        ...state,
        hp: 20,
        armor: { ...state.armor, body: { ...body, sp: body.sp - 3 } },
        injuries: { 'injury-1': { key: 'body-collapsed-lung', quickFixed: false } },
        deathSavePenalty: 1,
        luck: state.luck - 2,
        weapons: { ...state.weapons, 'weapon:assault-rifle#1': { ...rifle, loaded: rifle.loaded - 3 } },
        spareAmmo: { ...state.spareAmmo, 'ammo:rifle-basic': 10 },
        humanity: state.humanity - 4,
      });
    };

    it('carries HP, wound state, Luck, Humanity and the Death Save penalties, and passes the check', () => {
      const state = played();
      const actor = foundryActorFromCharacter(character, { ...options, play: state });
      expect(validateFoundryActor(actor, options)).toEqual([]);
      const { derivedStats, stats } = actor.system;
      expect(derivedStats.hp).toMatchObject({ value: 20, max: state.maxHp });
      expect(derivedStats.currentWoundState).toBe('seriouslyWounded');
      expect(stats.luck).toEqual({ value: state.luckMax - 2, max: state.luckMax });
      expect(derivedStats.humanity.value).toBe(state.humanity);
      expect(stats.emp.value).toBe(Math.floor(state.humanity / 10));
      expect(derivedStats.deathSave).toEqual({ value: 0, penalty: 1, basePenalty: 1 });
    });

    it('writes the SP lost as ablation, the rounds loaded and spare, and the injury as an item', () => {
      const actor = foundryActorFromCharacter(character, { ...options, play: played() });
      const body = byName(actor.items, 'Light Armorjack (Body)') as FoundryArmorItem;
      expect(body.system.bodyLocation).toEqual({ sp: 11, ablation: 3 });
      expect(body.system.equipped).toBe('equipped');
      const head = byName(actor.items, 'Light Armorjack (Head)') as FoundryArmorItem;
      expect(head.system.headLocation).toEqual({ sp: 11, ablation: 0 });
      const rifle = byName(actor.items, 'Assault Rifle') as FoundryWeaponItem;
      expect(rifle.system.magazine).toMatchObject({ value: 22, max: 25 });
      const pistol = byName(actor.items, 'Very Heavy Pistol') as FoundryWeaponItem;
      expect(pistol.system.magazine).toMatchObject({ value: 8, max: 8 });
      const rounds = actor.items.filter((item): item is FoundryAmmoItem => item.type === 'ammo');
      expect(rounds.map((item) => item.system.amount).sort((a, b) => a - b)).toEqual([10, 22]);
      const injury = byName(actor.items, 'Collapsed Lung') as FoundryCriticalInjuryItem;
      expect(injury.system).toMatchObject({
        location: 'body',
        quickFix: { type: 'paramedic', dvFirstAid: 0, dvParamedic: 15 },
        treatment: { type: 'surgery', dvParamedic: 0, dvSurgery: 15 },
        deathSaveIncrease: true,
      });
    });

    it('writes a dead character as dead, HP at the floor of 0', () => {
      const actor = foundryActorFromCharacter(character, {
        ...options,
        play: settle({ ...initial(), hp: -5, dead: true }),
      });
      expect(validateFoundryActor(actor, options)).toEqual([]);
      expect(actor.system.derivedStats.hp.value).toBe(0);
      expect(actor.system.derivedStats.currentWoundState).toBe('dead');
    });

    it('without a play state, or with an untouched one, is the saved character as before', () => {
      const saved = foundryActorFromCharacter(character, options);
      expect(foundryActorFromCharacter(character, { ...options, play: null })).toEqual(saved);
      expect(saved.system.derivedStats.hp.value).toBe(saved.system.derivedStats.hp.max);
      expect(saved.items.some((item) => item.type === 'criticalInjury')).toBe(false);
      const untouched = foundryActorFromCharacter(character, { ...options, play: initial() });
      expect(validateFoundryActor(untouched, options)).toEqual([]);
      expect(untouched.system.derivedStats).toEqual(saved.system.derivedStats);
    });
  });
});
