import { describe, expect, it } from 'vitest';
import { CASES, change, LEGAL, solo, street, withSkill } from '../../test/support/check-character-cases.ts';
import { CHARACTER_TYPES, ROLE_IDS } from '../ids.ts';
import type { CharacterBuild } from './build.ts';
import { CHARACTER_RULES, checkCharacter, findingsByStep } from './check-character.ts';
import { FINDING_CODES } from './finding.ts';
import type { CharacterRule } from './rule.ts';

describe('checkCharacter', () => {
  it.each(CHARACTER_TYPES.flatMap((method) => ROLE_IDS.map((role) => [method, role] as const)))(
    'passes a legal %s %s',
    (method, role) => {
      expect(checkCharacter(LEGAL[method](role))).toEqual([]);
    },
  );

  it.each(CASES.map((c) => [c.name, c] as const))('reports %s', (_name, { build, expected, says }) => {
    const findings = checkCharacter(build);
    const found = findings.find((item) => item.code === expected.code && item.path === expected.path);
    expect(found, JSON.stringify(findings, null, 1)).toMatchObject(expected);
    expect(found?.message).toContain(says);
  });

  it('tests every finding code the method rules own; the rest belong to the catalogue', () => {
    // The catalogue's codes (gear, shop, money, cyberware) come last in the list; their module tests them.
    const catalogue = FINDING_CODES.slice(FINDING_CODES.indexOf('GEAR_CHOICE_INVALID'));
    const tested = new Set(CASES.map((c) => c.expected.code));
    expect([...tested, ...catalogue].sort()).toEqual([...FINDING_CODES].sort());
  });

  it("answers the issue's own example: ten 8s, row 1, a made-up skill", () => {
    const eights = { INT: 8, REF: 8, DEX: 8, TECH: 8, COOL: 8, WILL: 8, LUCK: 8, MOVE: 8, BODY: 8, EMP: 8 };
    for (const method of CHARACTER_TYPES) {
      const build = { ...LEGAL[method]('solo'), attributes: eights, templateRow: 1 };
      const codes = checkCharacter(withSkill(build, 'Hacking the Gibson', 6)).map((item) => item.code);
      expect(codes).toContain('SKILL_UNKNOWN');
      expect(codes).toContain(
        {
          streetrat: 'TEMPLATE_ROW_MISMATCH',
          edgerunner: 'STAT_ROLL_MISMATCH',
          complete: 'STAT_POINTS_OVER',
        }[method],
      );
    }
  });

  it('judges nothing else while the method or the role is missing', () => {
    const findings = checkCharacter({ ...solo, characterType: null, selectedRole: null, attributes: null });
    expect(findings.map((item) => item.code)).toEqual(['METHOD_MISSING', 'ROLE_MISSING']);
  });

  it('runs rules added to the list, only for their methods, on builds with fields of their own', () => {
    type Tagged = CharacterBuild & { readonly tag?: string };
    const seen: unknown[] = [];
    const tagged: CharacterRule<Tagged> = {
      id: 'tagged',
      methods: ['complete'],
      check: (build, context) => {
        seen.push(build.tag, context.roleName);
        return build.tag === 'ok'
          ? []
          : [{ code: 'ITEM_UNKNOWN', path: 'tag', step: 'shop', message: 'wrong tag' }];
      },
    };
    const rules = [...CHARACTER_RULES, tagged];
    expect(checkCharacter<Tagged>({ ...solo, tag: 'ok' }, rules)).toEqual([]);
    expect(checkCharacter<Tagged>({ ...solo, tag: 'no' }, rules).map((f) => f.code)).toEqual([
      'ITEM_UNKNOWN',
    ]);
    expect(checkCharacter<Tagged>({ ...street, tag: 'no' }, rules)).toEqual([]);
    expect(seen).toEqual(['ok', 'Solo', 'no', 'Solo']);
  });

  it('groups findings by the step that needs attention', () => {
    const findings = checkCharacter(change(withSkill(street, 'Handgun', 4), { nativeLanguage: null }));
    const byStep = findingsByStep(findings);
    expect(Object.keys(byStep).sort()).toEqual(['background', 'skills']);
    expect(byStep.skills?.map((item) => item.code)).toContain('SKILL_PACKAGE_MISMATCH');
  });
});
