import { emptyCareer } from '@edgeforge/rules/career/state';
import { describe, expect, it } from 'vitest';
import { savedCharacter } from '../../test/support/saved-characters.ts';
import { validateFoundryActor } from '../validate.ts';
import { foundryActorFromCharacter } from './map-character.ts';

// The actor carries what the career bought and installed after creation (decision 064), through
// `possessionsNow` as the sheet, the PDF and play do.

const PUBLIC_URL = 'https://edgeforge.example';

describe('the Foundry actor after creation', () => {
  it('carries a shop purchase, a market purchase and chrome installed since, and stays valid', () => {
    const character = savedCharacter();
    const state = {
      ...emptyCareer(),
      bought: [{ id: 'weapon:assault-rifle', quantity: 1 }],
      marketBought: [{ itemId: 'gear:agent', name: 'Agent', price: 100, from: 'The Pit' }],
      chrome: [
        {
          instanceId: 'cybereye-9',
          itemId: 'cyberware:cybereye' as const,
          foundationId: null,
          humanityLoss: 6,
          rolled: true,
        },
      ],
    };
    const before = foundryActorFromCharacter(character, { publicUrl: PUBLIC_URL });
    const actor = foundryActorFromCharacter(character, {
      publicUrl: PUBLIC_URL,
      career: { state, entries: [] },
    });
    expect(validateFoundryActor(actor, { publicUrl: PUBLIC_URL })).toEqual([]);
    const count = (items: typeof actor.items, type: string, name: string) =>
      items.filter((item) => item.type === type && item.name === name).length;
    expect(count(actor.items, 'weapon', 'Assault Rifle')).toBe(
      count(before.items, 'weapon', 'Assault Rifle') + 1,
    );
    expect(count(actor.items, 'gear', 'Agent')).toBeGreaterThan(0);
    expect(count(actor.items, 'cyberware', 'Cybereye')).toBe(
      count(before.items, 'cyberware', 'Cybereye') + 1,
    );
  });
});
