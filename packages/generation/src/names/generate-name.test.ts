import { createRng } from '@edgeforge/rules/dice';
import { GENDERS } from '@edgeforge/rules/ids';
import { ROLL_TABLES } from '@edgeforge/rules/tables';
import { describe, expect, it } from 'vitest';
import { generateName, UnknownRegionError } from './generate-name.ts';
import { NAME_LISTS, NAME_REGIONS } from './lists/index.ts';

const CULTURAL_REGIONS = ROLL_TABLES.culturalRegion.entries.map((entry) => entry.value);

describe('offline names', () => {
  it('covers exactly the ten cultural regions of the roll table', () => {
    expect([...NAME_REGIONS].sort()).toEqual([...CULTURAL_REGIONS].sort());
  });

  it.each(CULTURAL_REGIONS)(
    '%s has at least 60 distinct first names per gender and 60 surnames',
    (region) => {
      const list = NAME_LISTS[region]!;
      for (const names of [list.female, list.male, list.surnames]) {
        expect(new Set(names).size).toBe(names.length);
        expect(names.length).toBeGreaterThanOrEqual(60);
        for (const name of names) expect(name).toMatch(/^\p{Lu}[\p{L}' -]*\p{Ll}$/u);
      }
    },
  );

  it.each(CULTURAL_REGIONS.flatMap((region) => GENDERS.map((gender) => [region, gender] as const)))(
    '%s %s names come from that region and gender',
    (region, gender) => {
      const random = createRng(region.length * 31 + gender.length);
      const list = NAME_LISTS[region]!;
      for (let i = 0; i < 40; i++) {
        const { firstName, lastName } = generateName(gender, region, random);
        expect(list[gender]).toContain(firstName);
        expect(list.surnames).toContain(lastName);
      }
    },
  );

  it('reads the region without regard to case or extra spaces', () => {
    const { lastName } = generateName('male', '  east   asian ', createRng(1));
    expect(NAME_LISTS['East Asian']!.surnames).toContain(lastName);
  });

  it('is repeatable for a seed and varies across seeds', () => {
    const one = generateName('female', 'South Asian', createRng(5));
    expect(generateName('female', 'South Asian', createRng(5))).toEqual(one);
    const many = new Set(
      Array.from({ length: 20 }, (_, i) =>
        JSON.stringify(generateName('female', 'South Asian', createRng(i))),
      ),
    );
    expect(many.size).toBeGreaterThan(15);
  });

  it('refuses a region it has no list for', () => {
    expect(() => generateName('male', 'Lunar Colonies', createRng(1))).toThrow(UnknownRegionError);
  });
});
