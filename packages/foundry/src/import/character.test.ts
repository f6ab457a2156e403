import { completeDraftSchema } from '@edgeforge/contracts/draft';
import { foundryActorFileSchema } from '@edgeforge/contracts/foundry-actor-file';
import { characterNumbers } from '@edgeforge/rules/check/character-numbers';
import { computeHumanity } from '@edgeforge/rules/cyberware/humanity';
import { CHARACTER_TYPES, ROLE_IDS } from '@edgeforge/rules/ids';
import { describe, expect, it } from 'vitest';
import { savedCharacter } from '../../test/support/saved-characters.ts';
import { systemSolo } from '../../test/support/system-actor.ts';
import { foundryActorFromCharacter } from '../export/map-character.ts';
import { characterFromFoundryActor, type FoundryImport } from './character.ts';

const options = { publicUrl: 'https://edgeforge.example' };

/** A file as the import reads it: JSON text parsed, then the contract's schema. */
function imported(file: unknown): FoundryImport {
  const parsed = foundryActorFileSchema.parse(JSON.parse(JSON.stringify(file)));
  const result = characterFromFoundryActor(parsed);
  if ('problem' in result) throw new Error(result.problem);
  return result;
}

/** What the draft owns, package and purchases merged, as the rules count it. */
const ownedOf = (draft: FoundryImport['draft']) =>
  Object.fromEntries((characterNumbers(draft)?.inventory ?? []).map((line) => [line.id, line.quantity]));

describe('characterFromFoundryActor: the system\'s own "Export Data"', () => {
  const result = imported(systemSolo());
  const { draft } = result;

  it('takes the name, the role and its rank, and the STATs as bought', () => {
    expect([draft.firstName, draft.lastName, draft.selectedRole, draft.roleAbility]).toEqual([
      'Kaz',
      'Orlov',
      'solo',
      { rank: 4 },
    ]);
    // LUCK and EMP from their maximum: the values are what play and chrome left.
    expect(draft.attributes).toEqual({
      INT: 5,
      REF: 8,
      DEX: 7,
      TECH: 4,
      COOL: 6,
      WILL: 6,
      LUCK: 6,
      MOVE: 6,
      BODY: 7,
      EMP: 5,
    });
  });

  it('takes every skill with a level, and the native language the cultural region speaks', () => {
    expect(draft.skills).toEqual([
      { name: 'Athletics', ranks: 2 },
      { name: 'Brawling', ranks: 2 },
      { name: 'Evasion', ranks: 6 },
      { name: 'Handgun', ranks: 6 },
      { name: 'Perception', ranks: 4 },
      { name: 'Language (Streetslang)', ranks: 2 },
      { name: 'Language (Russian)', ranks: 4 },
    ]);
    expect([draft.culturalRegion, draft.nativeLanguage]).toEqual(['Eastern European', 'Russian']);
  });

  it('installs the chrome along the installation tree, options in their foundation', () => {
    expect(draft.cyberware?.map((piece) => [piece.instanceId, piece.itemId, piece.foundationId])).toEqual([
      ['subdermal-pocket-1', 'cyberware:subdermal-pocket', null],
      ['cybereye-1', 'cyberware:cybereye', null],
      ['microoptics-1', 'cyberware:microoptics', 'cybereye-1'],
      ['neural-link-1', 'cyberware:neural-link', null],
      ['kerenzikov-1', 'cyberware:kerenzikov', 'neural-link-1'],
    ]);
  });

  it('owns the weapons, ammunition packages, armour, gear, clothing and chrome by catalogue id', () => {
    expect(ownedOf(draft)).toMatchObject({
      'weapon:very-heavy-pistol': 1,
      // 30 rounds in packages of 10.
      'ammo:very-heavy-pistol-basic': 3,
      'armor:light-armorjack-body': 1,
      'gear:agent': 1,
      'fashion:genericChic-top': 2,
      'cyberware:cybereye': 1,
      'cyberware:kerenzikov': 1,
    });
  });

  it('takes the lifepath, the biography and the short bio', () => {
    expect(draft).toMatchObject({
      personalityTrait: 'Shy and secretive',
      hairstyle: 'Short and shaved',
      originalBackground: 'Nomad Pack',
      familyBackground: 'Your family was scattered',
      lifeGoal: 'Get revenge',
      friends: [
        { id: 'friend-1', relationship: 'An old lover' },
        { id: 'friend-2', relationship: 'A partner in crime' },
      ],
      enemies: [expect.objectContaining({ enemyType: 'A boostergang leader who wants him dead' })],
      loveAffairs: [],
    });
    expect(result.bio).toBe('Kaz came over the border at twelve.\n\nHe has not gone back.');
    expect(result.shortBio).toBe('A quiet gun for hire from the Combat Zone.');
  });

  it('names no method: it is checked by the one that finds least, comes in under house rules with the findings', () => {
    expect(result.importedFrom).toEqual({ source: 'Foundry VTT (cyberpunk-red-core)', methodNamed: false });
    expect(CHARACTER_TYPES).toContain(draft.characterType);
    expect(result.findings.length).toBeGreaterThan(0);
    expect(draft.houseRules).toEqual({ enabled: true, statRerolls: false });
    expect(completeDraftSchema.safeParse(draft).success).toBe(true);
  });

  it('lists to the player everything that did not come in', () => {
    const humanity = computeHumanity(5, draft.cyberware ?? []).current;
    expect(result.notMapped).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Skill Basket Weaving 3'),
        expect.stringContaining('Militech Prototype Implant'),
        expect.stringContaining('Cyberware Wolvers: owned but not installed'),
        expect.stringContaining('Blue Glass (drug)'),
        expect.stringContaining('Critical injury Broken Ribs'),
        expect.stringContaining('Precision Attack 2, Spot Weakness 2'),
        expect.stringContaining(`Humanity 21: here it is ${humanity}`),
        expect.stringContaining('worlds/night-city/portraits/kaz.webp, which is not fetched'),
        expect.stringContaining('Player notes'),
        expect.stringContaining('Alias "Iron Kaz"'),
        expect.stringContaining('Gender'),
        expect.stringContaining('Fashion style'),
        expect.stringContaining('Role lifepath "Who ran him: nobody"'),
      ]),
    );
    expect(result.portrait).toBeNull();
    expect(result.cash).toBe(1200);
  });

  it('takes an inline PNG as the portrait, and names an inline image of another type', () => {
    const png = imported({ ...systemSolo(), img: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(png.portrait).toBe('iVBORw0KGgo=');
    const jpeg = imported({ ...systemSolo(), img: 'data:image/jpeg;base64,/9j/4AAQ' });
    expect(jpeg.portrait).toBeNull();
    expect(jpeg.notMapped).toContainEqual(expect.stringContaining('inline image/jpeg image'));
  });

  it('refuses an actor without a role it knows', () => {
    const file = systemSolo();
    const items = (file.items as { type: string }[]).filter((entry) => entry.type !== 'role');
    const parsed = foundryActorFileSchema.parse({ ...file, items });
    expect(characterFromFoundryActor(parsed)).toEqual({ problem: expect.stringContaining('no role') });
  });

  it('refuses control characters in any text it reads', () => {
    expect(foundryActorFileSchema.safeParse({ ...systemSolo(), name: 'Kaz\u0007Orlov' }).success).toBe(false);
    const file = systemSolo();
    const system = file.system as { information: Record<string, string> };
    system.information.history = '<p>Kaz\u202Eback</p>';
    expect(foundryActorFileSchema.safeParse(file).success).toBe(false);
  });
});

describe("characterFromFoundryActor: Edgeforge's own Foundry export", () => {
  it.each(ROLE_IDS.flatMap((role) => CHARACTER_TYPES.map((method) => [role, method] as const)))(
    'a legal %s made by the %s method comes back field by field, legal',
    (role, method) => {
      const character = savedCharacter({ selectedRole: role, characterType: method });
      const result = imported(foundryActorFromCharacter(character, options));
      const { draft } = result;
      expect(result.findings).toEqual([]);
      expect(draft.houseRules).toBeNull();
      expect(result.importedFrom).toEqual({
        source: 'Foundry VTT (cyberpunk-red-core), exported by Edgeforge',
        methodNamed: true,
      });
      expect([draft.characterType, draft.selectedRole, draft.gender, draft.fashionStyle]).toEqual([
        method,
        role,
        character.gender,
        character.fashion_style,
      ]);
      expect(draft.attributes).toEqual(character.character_stats.attributes);
      expect(draft.roleAbility?.rank).toBe(character.character_stats.role_ability_rank);
      expect(draft.nativeLanguage).toBe(character.character_stats.native_language);
      // Walked from the body down: the same pieces, the core containers' options first.
      expect(draft.cyberware?.map((piece) => piece.itemId).sort()).toEqual(
        character.character_inventory.installed_cyberware?.map((piece) => piece.itemId).sort(),
      );
      expect(ownedOf(draft)).toEqual(
        Object.fromEntries(
          (character.character_inventory.items ?? []).map((line) => [line.id, line.quantity]),
        ),
      );
      expect(draft.culturalRegion).toBe(character.character_background.personal_history.culturalRegion);
      expect(draft.friends).toEqual(character.character_background.connections.friends);
      expect(result.bio).toBe(character.bio);
    },
  );
});
