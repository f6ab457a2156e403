import type { Draft } from '@edgeforge/contracts/draft';
import {
  COMBAT_AWARENESS_OPTIONS,
  MAKER_SPECIALTIES,
  MEDICINE_SPECIALTIES,
} from '@edgeforge/rules/data/role-abilities';
import type { RoleId } from '@edgeforge/rules/ids';
import { describe, expect, it } from 'vitest';
import { savedCharacter } from '../../test/support/saved-characters.ts';
import type { FoundryCharacterActor, FoundryRoleItem } from '../model.ts';
import { FOUNDRY_ROLES } from '../tables/roles.ts';
import { validateFoundryActor } from '../validate.ts';
import { foundryActorFromCharacter } from './map-character.ts';

const options = { publicUrl: 'https://edgeforge.example' };

/** The actor of a character of the role with this role-ability set-up, checked by the validator. */
function exported(role: RoleId, roleAbility: Draft['roleAbility']): FoundryCharacterActor {
  const actor = foundryActorFromCharacter(savedCharacter({ selectedRole: role, roleAbility }), options);
  expect(validateFoundryActor(actor, options)).toEqual([]);
  return actor;
}

/** The role item's sub-abilities as name and rank. */
function ranks(actor: FoundryCharacterActor): Record<string, number> {
  const role = actor.items.find((item): item is FoundryRoleItem => item.type === 'role');
  return Object.fromEntries(role?.system.abilities.map((ability) => [ability.name, ability.rank]) ?? []);
}

describe('the role-ability set-up in the Foundry export', () => {
  it('has a sub-ability of the role item for every option a Solo, Tech or Medtech ranks', () => {
    const names = (role: RoleId) => FOUNDRY_ROLES[role].abilities.map((ability) => ability.name);
    for (const option of Object.values(COMBAT_AWARENESS_OPTIONS))
      expect(names('solo')).toContain(option.name);
    for (const name of Object.values(MAKER_SPECIALTIES)) expect(names('tech')).toContain(name);
    for (const name of Object.values(MEDICINE_SPECIALTIES)) expect(names('medtech')).toContain(name);
  });

  it("puts a Solo's Combat Awareness points on the sub-abilities", () => {
    const actor = exported('solo', { rank: 4, combatAwareness: { precisionAttack: 3, spotWeakness: 1 } });
    expect(ranks(actor)).toMatchObject({ 'Precision Attack': 3, 'Spot Weakness': 1, 'Threat Detection': 0 });
  });

  it("puts a Tech's Maker specialty ranks on the four Expertise sub-abilities", () => {
    const maker = { field: 3, upgrade: 1, fabrication: 2, invention: 2 };
    expect(ranks(exported('tech', { rank: 4, maker }))).toEqual({
      'Fabrication Expertise': 2,
      'Field Expertise': 3,
      'Invention Expertise': 2,
      'Upgrade Expertise': 1,
    });
  });

  it("puts a Medtech's Medicine specialty ranks on the sub-abilities of the same names", () => {
    const medicine = { surgery: 2, pharmaceuticals: 1, cryosystemOperation: 1 };
    expect(ranks(exported('medtech', { rank: 4, medicine }))).toEqual({
      'Medical Tech (Cryosystem Operation)': 1,
      'Medical Tech (Pharmaceuticals)': 1,
      'Medical Tech Skill': 0,
      Surgery: 2,
      'Surgery Skill': 0,
    });
  });

  it("writes an Exec's team in the Player Notes", () => {
    const team = [{ role: 'solo' as const }, { role: 'tech' as const }, { role: 'netrunner' as const }];
    const notes = exported('exec', { rank: 4, team }).system.information.notes;
    expect(notes).toContain(
      '<p>Teamwork set-up (Foundry has no field for it): Team: Solo, Tech, Netrunner.</p>',
    );
  });

  it("writes a Nomad's family vehicle in the Player Notes", () => {
    const notes = exported('nomad', { rank: 4, familyVehicle: 'Off-road Truck' }).system.information.notes;
    expect(notes).toContain(
      '<p>Moto set-up (Foundry has no field for it): Family vehicle: Off-road Truck.</p>',
    );
  });

  it('writes no set-up paragraph for a role whose set-up the role item holds or that has none', () => {
    for (const role of ['tech', 'fixer', 'rockerboy'] as const) {
      expect(exported(role, { rank: 4 }).system.information.notes).not.toContain('set-up');
    }
  });
});
