import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  completeFromScreens,
  edgerunnerFromScreens,
  streetratFromScreens,
} from '../../test/support/screen-model.ts';
import { allGearChoiceCombinations } from '../catalog/role-packages.ts';
import { MAKER_SPECIALTIES, MEDICINE_SPECIALTIES } from '../data/role-abilities.ts';
import { SPECIALTY_SKILL_BASES } from '../data/skill-specialties.ts';
import { BASIC_SKILL_NAMES } from '../data/skills.ts';
import { ATTRIBUTE_KEYS, type CharacterType, ROLE_IDS, type RoleId } from '../ids.ts';
import { BASIC_SKILL_MIN, METHOD_RULES, SKILL_CREATION_MAX } from '../methods.ts';
import { nativeLanguageOptions, nativeLanguageSkillName } from '../native-language.ts';
import {
  combatAwarenessLayouts,
  familyVehiclesAt,
  type RoleAbilitySetup,
  roleAbilityChoice,
  TEAM_MEMBER_ROLES,
} from '../role-ability.ts';
import { PLAIN_SKILL_NAMES, readSkillName, specialtySkillName } from '../skill-names.ts';
import { CULTURAL_REGION_LANGUAGES } from '../tables.ts';
import { STAT_TEMPLATES } from '../templates.ts';
import type { CharacterBuild } from './build.ts';
import { checkCharacter } from './check-character.ts';
import type { FindingCode } from './finding.ts';

const RANK = 4;

// --- legal screen actions --------------------------------------------------------------------

/** The background screen: a cultural region, then one of its languages. */
const originArb = fc
  .constantFrom(...Object.keys(CULTURAL_REGION_LANGUAGES))
  .chain((region) =>
    fc
      .constantFrom(...nativeLanguageOptions(region))
      .map((language) => ({ culturalRegion: region, nativeLanguage: language })),
  );

/** Ranks per key after `picks`, each pick adding 1 to every key it names. */
function countPicks<K extends string>(
  keys: readonly K[],
  picks: readonly (readonly K[])[],
): Record<K, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const pick of picks) for (const key of pick) counts[key] += 1;
  return counts;
}

/** The role ability panel: any choice its controls allow, zero entries kept or left out. */
function setupArb(role: RoleId): fc.Arbitrary<RoleAbilitySetup> {
  const makerKeys = Object.keys(MAKER_SPECIALTIES) as (keyof typeof MAKER_SPECIALTIES)[];
  const medicineKeys = Object.keys(MEDICINE_SPECIALTIES) as (keyof typeof MEDICINE_SPECIALTIES)[];
  switch (roleAbilityChoice(role)) {
    case 'combatAwareness':
      return fc
        .tuple(fc.constantFrom(...combatAwarenessLayouts(RANK)), fc.boolean())
        .map(([layout, dropZeros]) => ({
          rank: RANK,
          combatAwareness: dropZeros
            ? Object.fromEntries(Object.entries(layout).filter(([, v]) => v > 0))
            : layout,
        }));
    case 'maker': {
      const pairs = makerKeys.flatMap((a, i) => makerKeys.slice(i + 1).map((b) => [a, b] as const));
      return fc
        .array(fc.constantFrom(...pairs), { minLength: RANK, maxLength: RANK })
        .map((picks) => ({ rank: RANK, maker: countPicks(makerKeys, picks) }));
    }
    case 'medicine':
      return fc
        .array(fc.constantFrom(...medicineKeys), { minLength: RANK, maxLength: RANK })
        .map((picks) => ({
          rank: RANK,
          medicine: countPicks(
            medicineKeys,
            picks.map((key) => [key]),
          ),
        }));
    case 'team':
      return fc
        .array(fc.constantFrom(...TEAM_MEMBER_ROLES), { minLength: 3, maxLength: 3 })
        .map((roles) => ({ rank: RANK, team: roles.map((r) => ({ role: r })) }));
    case 'familyVehicle':
      return fc
        .constantFrom(...familyVehiclesAt(RANK))
        .map((vehicle) => ({ rank: RANK, familyVehicle: vehicle }));
    default:
      return fc.constant({ rank: RANK });
  }
}

/** One click on a row: +1 or -1 on the row at this index. */
const clicksArb = (maxLength: number) => fc.array(fc.tuple(fc.nat(), fc.constantFrom(1, -1)), { maxLength });

/** Everything a role, its origin, its role ability panel and its package's gear choices allow. */
function sharedArb(method: CharacterType) {
  return fc
    .record({ role: fc.constantFrom(...ROLE_IDS), origin: originArb })
    .chain((shared) =>
      fc
        .tuple(
          setupArb(shared.role),
          method === 'complete'
            ? fc.constant({})
            : fc.constantFrom(...allGearChoiceCombinations(shared.role)),
        )
        .map(([roleAbility, gearChoices]) => ({ ...shared, roleAbility, gearChoices })),
    );
}

const streetratArb = fc
  .tuple(sharedArb('streetrat'), fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 5 }))
  .map(([shared, rows]) => streetratFromScreens({ ...shared, rows }));

const edgerunnerArb = fc
  .tuple(
    sharedArb('edgerunner'),
    fc.record({
      houseRules: fc.boolean(),
      rolls: fc.array(fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 2 }), {
        minLength: 10,
        maxLength: 10,
      }),
      skillClicks: clicksArb(60),
      seed: fc.integer(),
    }),
  )
  .map(([shared, screens]) => edgerunnerFromScreens({ ...shared, ...screens }));

/** A skill the Complete Package screen can add: a plain one, or a named instance. */
const addedSkillArb = fc.oneof(
  fc.constantFrom(...PLAIN_SKILL_NAMES),
  fc
    .tuple(
      fc.constantFrom(...SPECIALTY_SKILL_BASES),
      fc.stringMatching(/^[A-Z][a-z]{1,12}( [A-Z][a-z]{1,10})?$/),
    )
    .map(([base, specialty]) => specialtySkillName(base, specialty)),
);

const completeArb = fc
  .tuple(
    sharedArb('complete'),
    fc.record({
      statClicks: clicksArb(80),
      addedSkills: fc.array(addedSkillArb, { maxLength: 12 }),
      skillClicks: clicksArb(60),
      seed: fc.integer(),
    }),
  )
  .map(([shared, screens]) => completeFromScreens({ ...shared, ...screens }));

const legalBuildArb = fc.oneof(streetratArb, edgerunnerArb, completeArb);

// --- properties -----------------------------------------------------------------------------

// Hundreds of generated characters per property: seconds on a busy machine, so a generous limit.
describe('rules check properties', { timeout: 30_000 }, () => {
  it('passes every Streetrat the screens can make', () => {
    fc.assert(
      fc.property(streetratArb, (build) => {
        expect(checkCharacter(build)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('passes every Edgerunner the screens can make', () => {
    fc.assert(
      fc.property(edgerunnerArb, (build) => {
        expect(checkCharacter(build)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('passes every Complete Package character the screens can make', () => {
    fc.assert(
      fc.property(completeArb, (build) => {
        expect(checkCharacter(build)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  /** Runs one illegal change on legal builds and expects its finding code. */
  function caught(
    mutate: (
      build: CharacterBuild,
      pick: number,
      value: number,
    ) => { build: CharacterBuild; code: FindingCode } | null,
  ) {
    fc.assert(
      fc.property(legalBuildArb, fc.nat(), fc.integer({ min: -20, max: 20 }), (legal, pick, value) => {
        const changed = mutate(legal, pick, value);
        fc.pre(changed !== null);
        expect(checkCharacter(changed!.build).map((f) => f.code)).toContain(changed!.code);
      }),
      { numRuns: 300 },
    );
  }

  it('catches a STAT out of range', () => {
    caught((build, pick, value) => {
      const rules = METHOD_RULES[build.characterType!];
      if (value >= rules.statMin && value <= rules.statMax) return null;
      const key = ATTRIBUTE_KEYS[pick % ATTRIBUTE_KEYS.length]!;
      return {
        build: { ...build, attributes: { ...build.attributes!, [key]: value } },
        code: 'STAT_OUT_OF_RANGE',
      };
    });
  });

  it('catches points over the budget', () => {
    caught((build, pick) => {
      const method = build.characterType!;
      if (method === 'complete' && pick % 2 === 0) {
        const open = ATTRIBUTE_KEYS.filter((key) => build.attributes![key] < 8);
        const key = open[pick % open.length]!;
        return {
          build: { ...build, attributes: { ...build.attributes!, [key]: build.attributes![key] + 1 } },
          code: 'STAT_POINTS_OVER',
        };
      }
      const native = nativeLanguageSkillName(build.nativeLanguage!);
      const open = build.skills.filter(
        (s) => s.ranks >= 1 && s.ranks < SKILL_CREATION_MAX && s.name !== native,
      );
      if (open.length === 0) return null;
      const target = open[pick % open.length]!;
      const skills = build.skills.map((s) => (s === target ? { ...s, ranks: s.ranks + 1 } : s));
      return {
        build: { ...build, skills },
        code: method === 'streetrat' ? 'SKILL_PACKAGE_MISMATCH' : 'SKILL_POINTS_OVER',
      };
    });
  });

  it('catches a skill the game does not have', () => {
    fc.assert(
      fc.property(
        legalBuildArb,
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 6 }),
        (build, name, ranks) => {
          fc.pre(readSkillName(name).kind === 'unknown');
          const findings = checkCharacter({ ...build, skills: [...build.skills, { name, ranks }] });
          expect(findings.map((f) => f.code)).toContain('SKILL_UNKNOWN');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('catches a basic skill under 2', () => {
    caught((build, pick, value) => {
      const ranks = Math.abs(value) % BASIC_SKILL_MIN;
      const name = BASIC_SKILL_NAMES[pick % BASIC_SKILL_NAMES.length]!;
      const skills = build.skills.map((s) => (s.name === name ? { ...s, ranks } : s));
      const code = build.characterType === 'streetrat' ? 'SKILL_PACKAGE_MISMATCH' : 'BASIC_SKILL_BELOW_MIN';
      return { build: { ...build, skills }, code };
    });
  });

  it('catches STATs that the template row or the column rolls do not give', () => {
    caught((build, pick, value) => {
      if (build.characterType === 'complete') return null;
      const code = build.characterType === 'streetrat' ? 'TEMPLATE_ROW_MISMATCH' : 'STAT_ROLL_MISMATCH';
      if (build.characterType === 'streetrat' && pick % 2 === 0) {
        const row = ((build.templateRow! + (pick % 9)) % 10) + 1;
        const same = ATTRIBUTE_KEYS.every(
          (key) => STAT_TEMPLATES[build.selectedRole!][row - 1]![key] === build.attributes![key],
        );
        return same ? null : { build: { ...build, templateRow: row }, code };
      }
      const key = ATTRIBUTE_KEYS[pick % ATTRIBUTE_KEYS.length]!;
      const changed = Math.min(8, Math.max(1, build.attributes![key] + (value >= 0 ? 1 : -1)));
      if (changed === build.attributes![key]) return null;
      return { build: { ...build, attributes: { ...build.attributes!, [key]: changed } }, code };
    });
  });
});
