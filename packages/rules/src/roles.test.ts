import { describe, expect, it } from 'vitest';
import { parseDefaultStat } from './attributes.ts';
import { ROLE_IDS } from './ids.ts';
import { getRole, ROLES, roleQuote, roleStory, UNKNOWN_ROLE } from './roles.ts';

/** The product's role table (docs/rules/product.md#roles): default stats, key skills and ability name. */
const SPEC_ROLES = {
  rockerboy: [
    ['COOL 7', 'EMP 6', 'INT 5'],
    ['Charismatic Leadership', 'Performance', 'Wardrobe & Style'],
    'Charismatic Impact',
  ],
  solo: [['REF 7', 'DEX 6', 'COOL 6'], ['Combat Awareness', 'Weapons', 'Tactics'], 'Combat Awareness'],
  netrunner: [['INT 7', 'TECH 6', 'COOL 5'], ['Interface', 'Electronics', 'Cryptography'], 'Interface'],
  tech: [['TECH 7', 'INT 6', 'DEX 5'], ['Basic Tech', 'Cybertech', 'Electronics/Security Tech'], 'Maker'],
  medtech: [['TECH 7', 'INT 6', 'COOL 5'], ['Surgery', 'Pharmaceuticals', 'Paramedic'], 'Medicine'],
  media: [['INT 7', 'COOL 6', 'EMP 5'], ['Composition', 'Credibility', 'Interview'], 'Credibility'],
  exec: [['INT 7', 'COOL 6', 'EMP 5'], ['Resources', 'Teamwork', 'Business'], 'Teamwork'],
  lawman: [['WILL 7', 'REF 6', 'COOL 5'], ['Backup', 'Combat Awareness', 'Criminology'], 'Backup'],
  fixer: [['COOL 7', 'INT 6', 'TECH 5'], ['Streetdeal', 'Trading', 'Business'], 'Operator'],
  nomad: [['TECH 7', 'REF 6', 'WILL 5'], ['Driving', 'Family', 'Survival'], 'Moto'],
} as const;

describe('ROLES', () => {
  it('lists the ten roles in ROLE_IDS order', () => {
    expect(ROLES.map((r) => r.id)).toEqual([...ROLE_IDS]);
  });

  it.each(ROLES.map((r) => [r.id, r] as const))('%s has every field filled', (id, role) => {
    expect(role.name.length).toBeGreaterThan(2);
    expect(role.description.length).toBeGreaterThan(40);
    expect(role.story.length).toBeGreaterThan(150);
    expect(role.quote.length).toBeGreaterThan(10);
    expect(role.image).toBe(id);
    expect(role.roleAbility.description.length).toBeGreaterThan(40);
    expect(role.roleAbility.rankDescriptions).toHaveLength(10);
    expect(new Set(role.roleAbility.rankDescriptions).size).toBe(10);
    for (const text of role.roleAbility.rankDescriptions) expect(text.length).toBeGreaterThan(5);
  });

  it.each(Object.entries(SPEC_ROLES))('%s matches the spec table', (id, [stats, skills, ability]) => {
    const role = getRole(id)!;
    expect(role.defaultStats).toEqual(stats);
    expect(role.keySkills).toEqual(skills);
    expect(role.specialAbility).toBe(ability);
    expect(role.roleAbility.name).toBe(ability);
    for (const label of role.defaultStats) expect(parseDefaultStat(label)).not.toBeNull();
  });

  it('the rockerboy ranks give the crowd that can be influenced', () => {
    const crowds = [10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000];
    expect(getRole('rockerboy')!.roleAbility.rankDescriptions).toEqual(
      crowds.map((n) => `Crowd that can be influenced: ${n}`),
    );
  });

  it('the solo ranks give an initiative bonus of +1 to +10', () => {
    expect(getRole('solo')!.roleAbility.rankDescriptions).toEqual(
      Array.from({ length: 10 }, (_, i) => `Initiative bonus: +${i + 1}`),
    );
  });

  it('the netrunner gains NET actions at ranks 4, 7 and 10', () => {
    const actions = getRole('netrunner')!.roleAbility.rankDescriptions.map((t) =>
      Number(/(\d) NET actions/.exec(t)?.[1]),
    );
    expect(actions).toEqual([2, 2, 2, 3, 3, 3, 4, 4, 4, 5]);
  });

  it('every role has its own story and quote', () => {
    expect(new Set(ROLES.map((r) => r.story)).size).toBe(10);
    expect(new Set(ROLES.map((r) => r.quote)).size).toBe(10);
  });
});

describe('role look-ups', () => {
  it('finds a role by id and nothing for anything else', () => {
    expect(getRole('nomad')?.name).toBe('Nomad');
    for (const id of [null, undefined, '', 'Rockerboy', 'corpo']) expect(getRole(id)).toBeUndefined();
  });

  it('falls back to the unknown-role story and quote', () => {
    expect(roleStory('corpo')).toBe(UNKNOWN_ROLE.story);
    expect(roleQuote(null)).toBe(UNKNOWN_ROLE.quote);
    expect(UNKNOWN_ROLE.story.length).toBeGreaterThan(100);
  });

  it('returns the role texts for a known role', () => {
    const solo = getRole('solo')!;
    expect(roleStory('solo')).toBe(solo.story);
    expect(roleQuote('solo')).toBe(solo.quote);
  });
});
