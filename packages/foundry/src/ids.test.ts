import { describe, expect, it } from 'vitest';
import { createFoundryIdAllocator, FOUNDRY_ID_ALPHABET, foundryIdFromSeed, isFoundryId } from './ids.ts';

describe('foundryIdFromSeed', () => {
  it('gives 16 letters or digits, the same for the same seed', () => {
    const id = foundryIdFromSeed('character-1:skill:Handgun');
    expect(isFoundryId(id)).toBe(true);
    expect(foundryIdFromSeed('character-1:skill:Handgun')).toBe(id);
  });

  it('stays the same across releases, so a character exported twice keeps its ids', () => {
    // Pinned on purpose: changing the derivation would change every id of every re-export.
    expect(foundryIdFromSeed('edgeforge')).toBe('Q0WzfI68dE6bpcTt');
    expect(foundryIdFromSeed('character-1:skill:Handgun')).toBe('Kj1BRncR83a45YJH');
    expect(isFoundryId(foundryIdFromSeed(''))).toBe(true);
  });

  it('spreads near seeds apart and uses the whole alphabet', () => {
    const ids = Array.from({ length: 5000 }, (_, index) => foundryIdFromSeed(`character-1:item:${index}`));
    expect(new Set(ids).size).toBe(ids.length);
    const letters = new Set(ids.join(''));
    expect([...FOUNDRY_ID_ALPHABET].every((letter) => letters.has(letter))).toBe(true);
  });
});

describe('isFoundryId', () => {
  it('accepts exactly 16 letters or digits', () => {
    expect(isFoundryId('Rl0eNetrunner001')).toBe(true);
    expect(isFoundryId('Rl0eNetrunner01')).toBe(false);
    expect(isFoundryId('Rl0e-Netrunner01')).toBe(false);
    expect(isFoundryId(1234567890123456)).toBe(false);
  });
});

describe('createFoundryIdAllocator', () => {
  it('gives a key the same id each time and two keys two ids', () => {
    const next = createFoundryIdAllocator('character-1');
    const handgun = next('skill:Handgun');
    expect(next('skill:Handgun')).toBe(handgun);
    expect(next('skill:Evasion')).not.toBe(handgun);
    expect(createFoundryIdAllocator('character-1')('skill:Handgun')).toBe(handgun);
    expect(createFoundryIdAllocator('character-2')('skill:Handgun')).not.toBe(handgun);
  });

  it('derives again when two keys would share an id', () => {
    // A derivation that collides for every key that does not carry a retry counter.
    const collide = (seed: string) =>
      seed.split('\u0000').length > 2 ? foundryIdFromSeed(seed) : 'SameIdForAll0000';
    const next = createFoundryIdAllocator('character-1', collide);
    const first = next('a');
    const second = next('b');
    expect(first).toBe('SameIdForAll0000');
    expect(second).not.toBe(first);
    expect(isFoundryId(second)).toBe(true);
    expect(next('b')).toBe(second);
  });
});
