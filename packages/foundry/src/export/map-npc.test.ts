import type { Npc } from '@edgeforge/contracts/gm';
import { findCatalogItem } from '@edgeforge/rules/catalog/catalog';
import { effectiveBody } from '@edgeforge/rules/cyberware/body';
import { computeHumanity } from '@edgeforge/rules/cyberware/humanity';
import { createRng } from '@edgeforge/rules/dice';
import { type NpcBuild, npcArmorSp, npcHp } from '@edgeforge/rules/gm/npc';
import { NPC_TIER_RULES, NPC_TIERS, type NpcTier } from '@edgeforge/rules/gm/npc-tiers';
import { rollNpc } from '@edgeforge/rules/gm/roll-npc';
import { describe, expect, it } from 'vitest';
import { found, setAt } from '../../test/support/json.ts';
import { savedCharacter } from '../../test/support/saved-characters.ts';
import type { FoundryArmorItem, FoundryItem, FoundryMookActor, FoundrySkillItem } from '../model.ts';
import { FOUNDRY_CORE_SKILLS } from '../tables/core-skills.ts';
import { validateFoundryActor } from '../validate.ts';
import { foundryActorFromCharacter } from './map-character.ts';
import { foundryActorFromNpc, NPC_EXPORT_ROLE_RANK } from './map-npc.ts';

/** An NPC of the roster as the API answers it, from a build. */
function rosterNpc(build: NpcBuild, name = 'Rook Varga'): Npc {
  const hp = npcHp(build);
  return {
    id: '0f9a3c1e-5d55-4b7e-9a43-0d7a3c1e9b21',
    name,
    status: 'active',
    build: {
      ...build,
      skills: [...build.skills],
      weapons: [...build.weapons],
      cyberware: [...build.cyberware],
    },
    hp,
    seriouslyWounded: Math.ceil(hp / 2),
    sp: npcArmorSp(build),
    weight: NPC_TIER_RULES[build.tier].weight,
  };
}

const ofType = <T extends FoundryItem['type']>(actor: FoundryMookActor, type: T) =>
  actor.items.filter((item): item is Extract<FoundryItem, { type: T }> => item.type === type);

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

describe('foundryActorFromNpc', () => {
  it.each(NPC_TIERS)('exports rolled %s NPCs as mook actors that validate', (tier: NpcTier) => {
    for (const seed of SEEDS) {
      const actor = foundryActorFromNpc(rosterNpc(rollNpc(createRng(seed), tier)));
      expect(actor.type).toBe('mook');
      expect(validateFoundryActor(JSON.parse(JSON.stringify(actor)))).toEqual([]);
    }
  });

  it.each(NPC_TIERS)('carries the numbers of rolled %s NPCs', (tier: NpcTier) => {
    for (const seed of SEEDS) {
      const npc = rosterNpc(rollNpc(createRng(seed), tier));
      const { attributes, cyberware } = npc.build;
      const { system, items } = foundryActorFromNpc(npc);
      expect(system.derivedStats.hp).toMatchObject({ value: npc.hp, max: npc.hp });
      expect(system.derivedStats.seriouslyWounded).toBe(npc.seriouslyWounded);
      expect(system.stats.int.value).toBe(attributes.INT);
      expect(system.stats.ref.value).toBe(attributes.REF);
      expect(system.stats.will.value).toBe(attributes.WILL);
      expect(system.stats.luck).toEqual({ value: attributes.LUCK, max: attributes.LUCK });
      expect(system.stats.move.value).toBe(attributes.MOVE);
      expect(system.stats.body.value).toBe(effectiveBody(attributes.BODY, cyberware));
      const humanity = computeHumanity(attributes.EMP, cyberware);
      expect(system.stats.emp).toEqual({ value: humanity.emp, max: attributes.EMP });
      expect(system.derivedStats.humanity).toMatchObject({ value: humanity.current, max: humanity.max });

      // Every skill at its ranks, under its own name or the specialty the notes name.
      const skills = ofType({ items } as FoundryMookActor, 'skill') as FoundrySkillItem[];
      expect(skills.length).toBeGreaterThanOrEqual(FOUNDRY_CORE_SKILLS.length);
      for (const skill of npc.build.skills) {
        const item = skills.find((candidate) => candidate.name === skill.name);
        if (item) expect(item.system.level).toBe(skill.ranks);
        else expect(system.information.notes).toContain(`${skill.name} as `);
      }

      // Armour worn on body and head at the roster's SP; every weapon; every piece of ware.
      const armor = ofType({ items } as FoundryMookActor, 'armor') as FoundryArmorItem[];
      const body = armor.find((piece) => piece.system.isBodyLocation);
      const head = armor.find((piece) => piece.system.isHeadLocation);
      expect(body?.system).toMatchObject({ equipped: 'equipped', bodyLocation: { sp: npc.sp.body } });
      expect(head?.system).toMatchObject({ equipped: 'equipped', headLocation: { sp: npc.sp.head } });
      const weapons = items.filter((item) => item.type === 'weapon').map((item) => item.name);
      expect(weapons.sort()).toEqual(npc.build.weapons.map((id) => findCatalogItem(id)?.name).sort());
      const ware = items.filter((item) => item.type === 'cyberware').map((item) => item.name);
      for (const piece of cyberware) expect(ware).toContain(findCatalogItem(piece.itemId)?.name);
    }
  });

  it('gives the role item at rank 4, named as the active role, and says why in the notes', () => {
    const npc = rosterNpc(rollNpc(createRng(11), 'lieutenant', { role: 'solo' }));
    const actor = foundryActorFromNpc(npc);
    const [role] = ofType(actor, 'role');
    expect(role).toMatchObject({ name: 'Solo', system: { rank: NPC_EXPORT_ROLE_RANK } });
    expect(actor.system.roleInfo).toEqual({ activeRole: 'Solo', activeNetRole: role?._id });
    expect(actor.name).toBe('Rook Varga');
    expect(actor.system.information.notes).toContain('a Lieutenant NPC');
    expect(actor.system.information.notes).toContain('Role ability rank 4');
  });

  it('gives the same ids to a second export of the same NPC', () => {
    const npc = rosterNpc(rollNpc(createRng(5), 'boss'));
    expect(foundryActorFromNpc(npc)).toEqual(foundryActorFromNpc(npc));
  });

  it('escapes an NPC name nowhere but keeps it whole as the actor name', () => {
    const npc = rosterNpc(rollNpc(createRng(9), 'mook'), '<b>Vex</b> "the Knife"');
    expect(foundryActorFromNpc(npc).name).toBe('<b>Vex</b> "the Knife"');
  });
});

describe('validateFoundryActor on a mook', () => {
  const mook = () =>
    JSON.parse(JSON.stringify(foundryActorFromNpc(rosterNpc(rollNpc(createRng(3), 'miniBoss')))));

  it('refuses a field the mook data model does not have (a character has wealth, a mook none)', () => {
    const actor = mook();
    setAt(actor, ['system', 'wealth'], { value: 0, transactions: [] });
    expect(found(validateFoundryActor(actor))).toEqual(['unknown-field system.wealth']);
  });

  it('refuses a character file relabelled as a mook, for its lifepath and wealth', () => {
    const actor = JSON.parse(
      JSON.stringify(foundryActorFromCharacter(savedCharacter(), { publicUrl: 'https://x.example' })),
    );
    expect(validateFoundryActor(actor)).toEqual([]);
    setAt(actor, ['type'], 'mook');
    expect(found(validateFoundryActor(actor))).toContain('unknown-field system.wealth');
  });

  it("checks a mook's stored numbers as a character's", () => {
    const actor = mook();
    setAt(actor, ['system', 'derivedStats', 'hp', 'max'], 99);
    expect(found(validateFoundryActor(actor))).toContain('derived-mismatch system.derivedStats.hp.max');
  });
});
