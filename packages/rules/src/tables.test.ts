import { describe, expect, it } from 'vitest';
import { CULTURAL_REGION_LANGUAGES, findEntry, LIFEPATH_TABLES, ROLL_TABLES } from './tables.ts';
import type { RollTable } from './types.ts';

const allTables: [string, RollTable][] = [...Object.entries(ROLL_TABLES), ...Object.entries(LIFEPATH_TABLES)];
const d10Tables = allTables.filter(([key]) => key !== 'enemyWronged');

/** The product's own entries (docs/rules/product.md#roll-tables), held exactly and in order. */
const SPEC_ENTRIES: Partial<Record<keyof typeof ROLL_TABLES, string[]>> = {
  culturalRegion: [
    'North American',
    'South/Central American',
    'Western European',
    'Eastern European',
    'Middle Eastern/North African',
    'Sub-Saharan African',
    'South Asian',
    'South East Asian',
    'East Asian',
    'Oceania/Pacific Islander',
  ],
  personalityTrait: [
    'Shy and secretive',
    'Rebellious, antisocial, and violent',
    'Arrogant, proud, and aloof',
    'Moody, rash, and headstrong',
    'Picky, fussy, and nervous',
    'Stable and serious',
    'Silly and fluff-headed',
    'Sneaky and deceptive',
    'Intellectual and detached',
    'Friendly and outgoing',
  ],
  valuesMost: [
    'Money',
    'Honor',
    'Your word',
    'Honesty',
    'Knowledge',
    'Vengeance',
    'Love',
    'Power',
    'Family',
    'Friendship',
  ],
  clothingStyle: [
    'Generic Chic',
    'Leisurewear',
    'Urban Flash',
    'Businesswear',
    'High Fashion',
    'Bohemian',
    'Bag Lady Chic',
    'Gang Colors',
    'Nomad Leathers',
    'Asia Pop',
  ],
  hairstyle: [
    'Mohawk',
    'Long and ratty',
    'Short and spiked',
    'Wild and all over',
    'Bald',
    'Striped',
    'Wild colors',
    'Neat and short',
    'Short and curly',
    'Long and straight',
  ],
  affectation: [
    'Tattoos',
    'Mirrorshades',
    'Ritual scars',
    'Spiked gloves',
    'Nose rings',
    'Tongue or other piercings',
    'Strange fingernail implants',
    'Spiked boots or heels',
    'Fingerless gloves',
    'Strange contacts',
  ],
  originalBackground: [
    'Corporate Execs',
    'Corporate Managers',
    'Corporate Technicians',
    'Nomad Pack',
    'Ganger Family',
    'Combat Zoners',
    'Urban Homeless',
    'Megastructure Warren Rats',
    'Reclaimers',
    'Edgerunners',
  ],
  lifeGoal: [
    'Get rich',
    'Gain power',
    'Gain prestige and social standing',
    'Find love',
    'Cause pain and suffering',
    'Live down your past',
    'Gain revenge',
    'Protect someone/something',
    'Become feared/respected',
    'Acquire a specific item/thing',
  ],
  lifeGoalB: [
    'Get rich',
    'Gain power',
    'Gain fame',
    'Find love',
    'Save the world',
    'Destroy the world',
    'Discover who you are',
    'Avenge a wrong',
    'Bring justice to the world',
    'Live down your past',
  ],
  rockerBoyType: [
    'Musician',
    'Slam Poet',
    'Street Artist',
    'Performance Artist',
    'Comedian',
    'Orator',
    'Politico',
    'Rap Artist',
    'DJ',
    'Idoru',
  ],
};

describe('roll tables', () => {
  it.each(d10Tables)(
    '%s is a 1d10 table with exactly 10 distinct entries numbered 1 to 10',
    (_key, table) => {
      expect(table.die).toBe(10);
      expect(table.entries.map((e) => e.roll)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(new Set(table.entries.map((e) => e.value)).size).toBe(10);
      for (const entry of table.entries) expect(entry.value.trim().length).toBeGreaterThan(1);
    },
  );

  it.each(allTables)('%s has its own id and a short human title', (key, table) => {
    expect(table.id).toBe(key);
    expect(table.title.length).toBeGreaterThan(3);
    expect(table.title.length).toBeLessThan(40);
  });

  it.each(Object.entries(SPEC_ENTRIES))('%s holds the spec entries in order', (key, values) => {
    expect(ROLL_TABLES[key as keyof typeof ROLL_TABLES].entries.map((e) => e.value)).toEqual(values);
  });

  it('the two life goal tables have different entries', () => {
    const a = ROLL_TABLES.lifeGoal.entries.map((e) => e.value);
    const b = ROLL_TABLES.lifeGoalB.entries.map((e) => e.value);
    expect(a).not.toEqual(b);
  });

  it('attitude to people runs from neutral to wonderful', () => {
    const entries = ROLL_TABLES.peopleAttitude.entries;
    expect(entries[0]?.value).toBe('I stay neutral.');
    expect(entries[9]?.value).toBe('People are wonderful!');
  });

  it('family background runs from betrayal to inherited debt, as the spec describes', () => {
    const entries = ROLL_TABLES.familyBackground.entries;
    expect(entries[0]?.value).toMatch(/betrayal/i);
    expect(entries[9]?.value).toMatch(/debt/i);
  });

  it('childhood environment runs from the unsupervised Street to a corporate arcology', () => {
    const entries = ROLL_TABLES.childhoodEnvironment.entries;
    expect(entries[0]?.value).toMatch(/Street.*nobody/i);
    expect(entries[9]?.value).toMatch(/arcology/i);
  });

  it('holds one family crisis table: the family background, not a second copy', () => {
    expect(Object.keys(ROLL_TABLES)).not.toContain('familyCrisis');
    expect(ROLL_TABLES.familyBackground.entries).toHaveLength(10);
  });

  it('words the rows that read close to the rulebook in our own way', () => {
    const everyValue = allTables.flatMap(([, table]) => table.entries.map((e) => e.value));
    for (const closeToRulebook of [
      'Ran on the Street, with no adult supervision',
      'Your family was killed, and you were the only survivor',
      'I like almost everyone.',
      'I hate almost everyone.',
      'A former lover',
      'An old enemy',
      'Like a parent to you',
      'An old childhood friend',
      'Someone from the Street',
      'Your lover went insane or cyberpsycho',
      'Your lover committed suicide',
      'Your lover was killed in a fight',
      'A rival cut you out of the action',
      'The local cops or other Lawmen',
      'A powerful corporation',
      'Backstab them indirectly',
    ]) {
      expect(everyValue).not.toContain(closeToRulebook);
    }
  });

  it.each(['clothingStyle', 'originalBackground'] as const)('every %s entry has a description', (key) => {
    for (const entry of ROLL_TABLES[key].entries) expect(entry.description?.length ?? 0).toBeGreaterThan(20);
  });

  it('who was wronged is a d2 of You and Them', () => {
    expect(LIFEPATH_TABLES.enemyWronged.die).toBe(2);
    expect(LIFEPATH_TABLES.enemyWronged.entries.map((e) => [e.roll, e.value])).toEqual([
      [1, 'You'],
      [2, 'Them'],
    ]);
  });

  it('lists languages for every cultural region value and for nothing else', () => {
    const regions = ROLL_TABLES.culturalRegion.entries.map((e) => e.value);
    expect(Object.keys(CULTURAL_REGION_LANGUAGES).sort()).toEqual([...regions].sort());
    for (const region of regions) {
      expect(CULTURAL_REGION_LANGUAGES[region]!.length).toBeGreaterThanOrEqual(6);
      expect(CULTURAL_REGION_LANGUAGES[region]).toContain('English');
    }
  });

  it('finds entries by value', () => {
    expect(findEntry(ROLL_TABLES.valuesMost, 'Love')?.roll).toBe(7);
    expect(findEntry(ROLL_TABLES.valuesMost, 'Pizza')).toBeUndefined();
    expect(findEntry(ROLL_TABLES.valuesMost, null)).toBeUndefined();
  });
});
