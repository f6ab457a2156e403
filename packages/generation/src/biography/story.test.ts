import { type Draft, emptyDraft } from '@edgeforge/contracts/draft';
import { LIMITS } from '@edgeforge/contracts/limits';
import { buildDraft as sampleDraft } from '@edgeforge/contracts/testing/build-draft';
import { ROLE_LIFEPATHS } from '@edgeforge/rules/role-lifepath';
import { ROLL_TABLES } from '@edgeforge/rules/tables';
import type { RollTable } from '@edgeforge/rules/types';
import { describe, expect, it } from 'vitest';
import { expectedKeys } from '../../test/support/bio-answers.ts';
import { composeBio, generateOfflineBio } from './offline-bio.ts';
import { PHRASE_BOOK } from './phrase-book.ts';

const T = ROLL_TABLES;
/** A row's text by its roll, so the tests follow the tables when a row is reworded. */
const row = (table: RollTable, roll: number) => table.entries.find((entry) => entry.roll === roll)!.value;
const netrunner = (id: string) => ROLE_LIFEPATHS.netrunner.find((q) => q.id === id)!.table;

const SEEDS = Array.from({ length: 20 }, (_, i) => i * 7 + 1);
const paragraph = (bio: string, i: number) => bio.split('\n\n')[i]!;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);

describe('biography as a story', () => {
  it('joins a corporate family and a Nomad childhood with what happened in between, never flat', () => {
    const base = sampleDraft({ originalBackground: row(T.originalBackground, 3) });
    const nomad = row(T.childhoodEnvironment, 3);
    for (const crisis of [row(T.familyBackground, 1), null]) {
      const draft = { ...base, childhoodEnvironment: nomad, familyBackground: crisis };
      for (const seed of SEEDS) {
        const origins = sentences(paragraph(composeBio(draft, seed).bio, 0));
        expect(origins).toHaveLength(2);
        expect(origins[1]).toMatch(/Nomad|convoy|truck/);
        expect(origins[1], 'the childhood is bridged, not stated flat').not.toMatch(
          /^(She|Kaori|Kaori Tanaka) (grew up|spent|was raised|ran|learned)\b/,
        );
      }
    }
  });

  it('tells the crisis in the childhood sentence when the family stayed in its own world', () => {
    const draft = sampleDraft({
      originalBackground: row(T.originalBackground, 1),
      childhoodEnvironment: row(T.childhoodEnvironment, 10),
      familyBackground: row(T.familyBackground, 1),
    });
    for (const seed of SEEDS) {
      const { bio, keys } = composeBio(draft, seed);
      expect(sentences(paragraph(bio, 0))).toHaveLength(2);
      expect(keys.filter((key) => key.startsWith('familyBackground#'))).toEqual(['familyBackground#1']);
    }
  });

  it("ignores an old draft's second family crisis: the crisis is told once, from the family background", () => {
    const old: Draft = { ...sampleDraft(), familyBackground: row(T.familyBackground, 1) };
    // The old field held a crisis row of its own; the engine must not tell it.
    Object.assign(old, {
      familyCrisis: row(T.familyBackground, 10),
    });
    for (const seed of SEEDS) {
      const { bio, keys } = composeBio(old, seed);
      expect(keys.filter((key) => /^family(Background|Crisis)#/.test(key))).toEqual(['familyBackground#1']);
      expect(bio).not.toMatch(/debt/i);
      expect(keys.some((key) => key.startsWith('familyBackground#10'))).toBe(false);
    }
  });

  it('joins answers that pull apart with but, yet or though', () => {
    const draft = sampleDraft({
      personalityTrait: row(T.personalityTrait, 10),
      valuesMost: row(T.valuesMost, 6),
      peopleAttitude: row(T.peopleAttitude, 1),
    });
    let paired = 0;
    for (const seed of SEEDS) {
      const both = sentences(paragraph(composeBio(draft, seed).bio, 1)).find(
        (s) => /friendly|warm, open|sociable/.test(s) && /vengeance|revenge|settling scores/.test(s),
      );
      if (!both) continue;
      paired++;
      expect(both).toMatch(/, (but|yet|though) /);
    }
    expect(paired).toBeGreaterThan(0);
  });

  it('tells the same goal on both goal tables once, and answers for both', () => {
    const draft = sampleDraft({ lifeGoal: row(T.lifeGoal, 1), lifeGoalB: row(T.lifeGoalB, 1) });
    for (const seed of SEEDS) {
      const { bio, keys } = composeBio(draft, seed);
      expect(sentences(paragraph(bio, 4))).toHaveLength(1);
      expect(keys).toEqual(expect.arrayContaining(['lifeGoal#1', 'lifeGoalB#1']));
    }
  });

  it('leaves out answers the wizard no longer shows: a stale Rockerboy type, an abandoned branch', () => {
    const draft = sampleDraft({
      selectedRole: 'netrunner',
      rockerBoyType: row(T.rockerBoyType, 9),
      roleLifepath: {
        ...sampleDraft().roleLifepath,
        partnerOrAlone: row(netrunner('partnerOrAlone'), 1),
        workspace: row(netrunner('workspace'), 5),
      },
    });
    const { keys } = composeBio(draft, 3);
    expect(
      keys.some((key) => key.startsWith('rockerBoyType#') || key.startsWith('netrunner-workspace#')),
    ).toBe(false);
    expect(keys.some((key) => key.startsWith('netrunner-partner#'))).toBe(true);
  });

  it('tells an answer that is not a table row in its own words, and the reflection check notices', () => {
    const draft = sampleDraft({ childhoodEnvironment: 'In a lighthouse; alone' });
    const { bio, keys } = composeBio(draft, 5);
    expect(bio).toMatch(/'In a lighthouse, alone'/);
    expect(keys.some((key) => key.startsWith('childhoodEnvironment#'))).toBe(false);
    expect(expectedKeys(draft).find((k) => k.where === 'childhoodEnvironment')?.key).toBeNull();
  });

  it('records no key for a row whose phrases are missing, so the reflection test fails for it', () => {
    const rows = PHRASE_BOOK.hairstyle!.rows as Record<string, readonly string[]>;
    const kept = rows[3]!;
    delete rows[3];
    try {
      const { keys } = composeBio(sampleDraft({ hairstyle: row(T.hairstyle, 3) }), 1);
      expect(keys).not.toContain('hairstyle#3');
    } finally {
      rows[3] = kept;
    }
  });

  it('is the same for a seed and reads differently across seeds', () => {
    const draft = sampleDraft();
    expect(generateOfflineBio(draft, 9)).toEqual(generateOfflineBio(draft, 9));
    const bios = new Set(SEEDS.map((seed) => generateOfflineBio(draft, seed).bio));
    expect(bios.size).toBe(SEEDS.length);
  });

  it('still writes five clean paragraphs for an empty draft and for a draft without a name', () => {
    for (const draft of [emptyDraft(), sampleDraft({ firstName: '', lastName: '' })]) {
      const { bio, shortBio } = generateOfflineBio(draft, 2);
      expect(bio.split('\n\n')).toHaveLength(5);
      for (const text of [bio, shortBio]) expect(text).not.toMatch(/[{}[\]|=;]|undefined|null| {2}/);
      expect(shortBio.length).toBeLessThanOrEqual(LIMITS.shortBioMax);
    }
    expect(generateOfflineBio(emptyDraft(), 2).bio).toMatch(/^(Nobody|The edgerunner|Where)/);
  });
});

describe('short bio', () => {
  it('names the role and varies its voice across seeds', () => {
    const openings = new Set(
      SEEDS.map((seed) => {
        const { shortBio } = generateOfflineBio(sampleDraft(), seed);
        expect(shortBio).toContain('Netrunner');
        return shortBio.split(' ').slice(0, 2).join(' ');
      }),
    );
    expect(openings.size).toBeGreaterThanOrEqual(4);
  });

  it('stays within 160 characters for the longest names', () => {
    const draft = sampleDraft({
      firstName: 'A'.repeat(LIMITS.nameMax),
      lastName: 'B'.repeat(LIMITS.nameMax),
    });
    for (const seed of SEEDS) {
      const { shortBio } = generateOfflineBio(draft, seed);
      expect(shortBio.length).toBeLessThanOrEqual(LIMITS.shortBioMax);
      expect(shortBio).toContain('Netrunner');
    }
  });
});
