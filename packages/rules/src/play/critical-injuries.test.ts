import { describe, expect, it } from 'vitest';
import { playState } from '../../test/support/play-state.ts';
import { CRITICAL_INJURIES, type CriticalInjuryKey } from './data/critical-injuries.ts';
import { enteredDice } from './dice.ts';
import { injuryFor, rollInjury } from './injuries.ts';

/** Every row as docs/rules/play.md lists it: roll, name, DS+1, quick fix, treatment ('quickFix': the quick fix cures). */
const ROWS: readonly [string, number, string, boolean, string, string][] = [
  ['body', 2, 'Dismembered Arm', true, '', 'Surgery 17'],
  ['body', 3, 'Dismembered Hand', true, '', 'Surgery 17'],
  ['body', 4, 'Collapsed Lung', true, 'Paramedic 15', 'Surgery 15'],
  ['body', 5, 'Broken Ribs', false, 'Paramedic 13', 'Paramedic 15, Surgery 13'],
  ['body', 6, 'Broken Arm', false, 'Paramedic 13', 'Paramedic 15, Surgery 13'],
  ['body', 7, 'Foreign Object', false, 'First Aid 13, Paramedic 13', 'quickFix'],
  ['body', 8, 'Broken Leg', false, 'Paramedic 13', 'Paramedic 15, Surgery 13'],
  ['body', 9, 'Torn Muscle', false, 'First Aid 13, Paramedic 13', 'quickFix'],
  ['body', 10, 'Spinal Injury', true, 'Paramedic 15', 'Surgery 15'],
  ['body', 11, 'Crushed Fingers', false, 'Paramedic 13', 'Surgery 15'],
  ['body', 12, 'Dismembered Leg', true, '', 'Surgery 17'],
  ['head', 2, 'Lost Eye', true, '', 'Surgery 17'],
  ['head', 3, 'Brain Injury', true, '', 'Surgery 17'],
  ['head', 4, 'Damaged Eye', false, 'Paramedic 15', 'Surgery 13'],
  ['head', 5, 'Concussion', false, 'First Aid 13, Paramedic 13', 'quickFix'],
  ['head', 6, 'Broken Jaw', false, 'Paramedic 13', 'Paramedic 13, Surgery 13'],
  ['head', 7, 'Foreign Object', false, 'First Aid 13, Paramedic 13', 'quickFix'],
  ['head', 8, 'Whiplash', true, 'Paramedic 13', 'Paramedic 13, Surgery 13'],
  ['head', 9, 'Cracked Skull', true, 'Paramedic 15', 'Paramedic 15, Surgery 15'],
  ['head', 10, 'Damaged Ear', false, 'Paramedic 13', 'Surgery 13'],
  ['head', 11, 'Crushed Windpipe', true, '', 'Surgery 15'],
  ['head', 12, 'Lost Ear', true, '', 'Surgery 17'],
];

const checks = (list: readonly { skill: string; dv: number }[]) =>
  list.map((c) => `${c.skill} ${c.dv}`).join(', ');

/** Penalties and MOVE per row, where a row has any. */
const EFFECTS: Partial<Record<CriticalInjuryKey, { penalties?: string; move?: number }>> = {
  'body-collapsed-lung': { move: 2 },
  'body-broken-leg': { move: 4 },
  'body-dismembered-leg': { move: 6 },
  'body-torn-muscle': { penalties: 'meleeAttack -2' },
  'body-crushed-fingers': { penalties: 'injuredHand -4' },
  'head-lost-eye': { penalties: 'rangedAttack -4, sight -4' },
  'head-brain-injury': { penalties: 'all -2' },
  'head-damaged-eye': { penalties: 'rangedAttack -2, sight -2' },
  'head-concussion': { penalties: 'all -2' },
  'head-broken-jaw': { penalties: 'speech -4' },
  'head-damaged-ear': { penalties: 'hearing -2' },
  'head-lost-ear': { penalties: 'hearing -4' },
};

describe('the critical injury tables', () => {
  it('hold 22 rows, one per 2d6 total on each table', () => {
    expect(Object.keys(CRITICAL_INJURIES)).toHaveLength(22);
  });

  it.each(ROWS)(
    '%s %i is %s (DS+1 %s, quick fix "%s", treatment "%s")',
    (location, roll, name, ds, quick, cure) => {
      const key = injuryFor(location as 'body' | 'head', roll);
      const row = CRITICAL_INJURIES[key];
      expect(row.name).toBe(name);
      expect(row.deathSave).toBe(ds);
      expect(checks(row.quickFix)).toBe(quick);
      expect(row.treatment === 'quickFix' ? 'quickFix' : checks(row.treatment)).toBe(cure);
      const effects = EFFECTS[key] ?? {};
      expect(row.penalties.map((p) => `${p.on} ${p.value}`).join(', ')).toBe(effects.penalties ?? '');
      expect(row.move).toBe(effects.move ?? 0);
    },
  );

  it('triples head damage only with a Cracked Skull', () => {
    const multipliers = Object.entries(CRITICAL_INJURIES).filter(([, row]) => 'headMultiplier' in row);
    expect(multipliers.map(([key]) => key)).toEqual(['head-cracked-skull']);
  });
});

describe('rollInjury', () => {
  it('reads the 2d6 total on the table of the location hit', () => {
    expect(rollInjury(playState(), 'head', enteredDice([4, 5])).key).toBe('head-cracked-skull');
    expect(rollInjury(playState(), 'body', enteredDice([4, 5])).key).toBe('body-torn-muscle');
  });

  it('rolls again while the injury is one the character already has', () => {
    const state = playState({ injuries: { 'injury-1': { key: 'body-broken-arm', quickFixed: false } } });
    const result = rollInjury(state, 'body', enteredDice([3, 3, 1, 1]));
    expect(result).toEqual({ rolls: [6, 2], key: 'body-dismembered-arm' });
  });

  it('keeps the first roll once every row of the table is taken', () => {
    const all = Object.keys(CRITICAL_INJURIES).filter((key) =>
      key.startsWith('head-'),
    ) as CriticalInjuryKey[];
    const injuries = Object.fromEntries(all.map((key, i) => [`injury-${i + 1}`, { key, quickFixed: false }]));
    expect(rollInjury(playState({ injuries }), 'head', enteredDice([1, 1])).key).toBe('head-lost-eye');
  });
});
