import { emptyCareer } from '@edgeforge/rules/career/state';
import { describe, expect, it } from 'vitest';
import { savedCharacter } from '../../test/support/saved-characters.ts';
import type { FoundryRoleItem } from '../model.ts';
import { validateFoundryActor } from '../validate.ts';
import { foundryActorFromCharacter } from './map-character.ts';

// The actor carries the levels the career raised (docs/rules/career.md#where-the-levels-show): the
// skill items at their level now, the role item at the rank now with the grown set-up, through
// `withLevelsNow` as the sheet and the PDF do.

const options = { publicUrl: 'https://edgeforge.example' };

describe('the Foundry actor after a raise', () => {
  it('writes a raised skill, the raised rank and the grown Maker ranks, and stays valid', () => {
    const character = savedCharacter({
      selectedRole: 'tech',
      roleAbility: { rank: 4, maker: { field: 2, upgrade: 2, fabrication: 2, invention: 2 } },
    });
    const evasion = character.character_stats.skills.find((skill) => skill.name === 'Evasion')?.ranks ?? 0;
    const state = {
      ...emptyCareer(),
      skills: { Evasion: { from: evasion, bought: 2, paid: 0 } },
      roleRank: { from: 4, bought: 1, paid: 300 },
      roleGrowth: { maker: { field: 1, invention: 1 } },
    };
    const actor = foundryActorFromCharacter(character, { ...options, career: { state, entries: [] } });
    expect(validateFoundryActor(actor, options)).toEqual([]);
    const skill = actor.items.find((item) => item.type === 'skill' && item.name === 'Evasion');
    expect(skill?.system).toMatchObject({ level: evasion + 2 });
    const role = actor.items.find((item): item is FoundryRoleItem => item.type === 'role');
    expect(role?.system.rank).toBe(5);
    const ranks = Object.fromEntries(role?.system.abilities.map((a) => [a.name, a.rank]) ?? []);
    expect(ranks).toMatchObject({ 'Field Expertise': 3, 'Invention Expertise': 3, 'Upgrade Expertise': 2 });
    expect(actor.flags).toMatchObject({ edgeforge: { roleAbility: { rank: 5 } } });
    // The build is left as creation made it.
    expect(character.character_stats.role_ability).toMatchObject({ rank: 4, maker: { field: 2 } });
    const before = foundryActorFromCharacter(character, options);
    expect(
      before.items.find((item) => item.type === 'skill' && item.name === 'Evasion')?.system,
    ).toMatchObject({
      level: evasion,
    });
  });
});
