import { type Draft, emptyDraft } from '@edgeforge/contracts/draft';
import { LIMITS } from '@edgeforge/contracts/limits';
import { describe, expect, it } from 'vitest';
import { expectedKeys } from '../../test/support/bio-answers.ts';
import { sampleDraft } from '../../test/support/sample-draft.ts';
import { composeBio, generateOfflineBio } from './offline-bio.ts';
import { PHRASE_BOOK } from './phrase-book.ts';

const SEEDS = Array.from({ length: 20 }, (_, i) => i * 7 + 1);
const paragraph = (bio: string, i: number) => bio.split('\n\n')[i]!;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);

describe('biography as a story', () => {
  it('joins a corporate family and a Nomad childhood with what happened in between, never flat', () => {
    const base = sampleDraft({ originalBackground: 'Corporate Technicians' });
    const nomad = 'In a Nomad pack, always moving from town to town';
    for (const crisis of ['Lost everything through betrayal', null]) {
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
      originalBackground: 'Corporate Execs',
      childhoodEnvironment: 'In a luxury corporate arcology high above the Street',
      familyBackground: 'Lost everything through betrayal',
    });
    for (const seed of SEEDS) {
      const { bio, keys } = composeBio(draft, seed);
      expect(sentences(paragraph(bio, 0))).toHaveLength(2);
      expect(keys.filter((key) => key.startsWith('familyBackground#'))).toEqual(['familyBackground#1']);
    }
  });

  it("ignores an old draft's second family crisis: the crisis is told once, from the family background", () => {
    const old: Draft = { ...sampleDraft(), familyBackground: 'Lost everything through betrayal' };
    Object.assign(old, {
      familyCrisis: 'Inherited a family debt that must be paid off before anything else',
    });
    for (const seed of SEEDS) {
      const { bio, keys } = composeBio(old, seed);
      expect(keys.filter((key) => /^family(Background|Crisis)#/.test(key))).toEqual(['familyBackground#1']);
      expect(bio).not.toMatch(/debt/i);
    }
  });

  it('joins answers that pull apart with but, yet or though', () => {
    const draft = sampleDraft({
      personalityTrait: 'Friendly and outgoing',
      valuesMost: 'Vengeance',
      peopleAttitude: 'I stay neutral.',
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
    const draft = sampleDraft({ lifeGoal: 'Get rich', lifeGoalB: 'Get rich' });
    for (const seed of SEEDS) {
      const { bio, keys } = composeBio(draft, seed);
      expect(sentences(paragraph(bio, 4))).toHaveLength(1);
      expect(keys).toEqual(expect.arrayContaining(['lifeGoal#1', 'lifeGoalB#1']));
    }
  });

  it('leaves out answers the wizard no longer shows: a stale Rockerboy type, an abandoned branch', () => {
    const draft = sampleDraft({
      selectedRole: 'netrunner',
      rockerBoyType: 'DJ',
      roleLifepath: {
        ...sampleDraft().roleLifepath,
        partnerOrAlone: 'Partner',
        workspace: 'Minimalist, clean and tidy',
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
      const { keys } = composeBio(sampleDraft({ hairstyle: 'Short and spiked' }), 1);
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
