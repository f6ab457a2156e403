import { describe, expect, it } from 'vitest';
import { deriveStats } from '../derived.ts';
import { createRng } from '../dice.ts';
import { ROLE_IDS } from '../ids.ts';
import { effectiveBody } from './body.ts';
import { computeHumanity, empLabel, humanityLossRange, rollHumanityLoss, shownHumanity } from './humanity.ts';
import { installFixed, withRolledLoss } from './install.ts';
import { packageCyberware } from './package-installs.ts';

const ATTRIBUTES = { INT: 5, REF: 5, DEX: 5, TECH: 5, COOL: 5, WILL: 6, LUCK: 5, MOVE: 5, BODY: 6, EMP: 6 };

describe('shownHumanity and empLabel', () => {
  it('keeps the Humanity stored at the save, and computes it for a character saved without one', () => {
    const stored = { current: 26, max: 36, emp: 2, baseEmp: 4 };
    expect(shownHumanity(stored, 4, packageCyberware('tech'))).toBe(stored);
    expect(shownHumanity(null, 7, packageCyberware('tech'))).toEqual(
      computeHumanity(7, packageCyberware('tech')),
    );
    expect(shownHumanity(undefined, 6, null)).toEqual({ current: 60, max: 60, emp: 6, baseEmp: 6 });
  });

  it('shows the current EMP, with the EMP bought after a slash once chrome lowered it', () => {
    expect(empLabel(computeHumanity(7, packageCyberware('tech')))).toBe('5/7');
    expect(empLabel(computeHumanity(6, []))).toBe('6');
  });
});

describe('computeHumanity', () => {
  it('gives a Streetrat Tech with EMP 7 58 current and 64 maximum Humanity, EMP shown 5', () => {
    expect(computeHumanity(7, packageCyberware('tech'))).toEqual({
      current: 58,
      max: 64,
      emp: 5,
      baseEmp: 7,
    });
  });

  it.each(ROLE_IDS)(
    'takes the %s package at its fixed values: current EMP x 10 - total, max - 2 a piece',
    (roleId) => {
      const installed = packageCyberware(roleId);
      const total = installed.reduce((sum, piece) => sum + piece.humanityLoss, 0);
      const { current, max } = computeHumanity(8, installed);
      expect(current).toBe(80 - total);
      expect(max).toBe(80 - 2 * installed.filter((piece) => piece.humanityLoss > 0).length);
    },
  );

  it('is EMP x 10 with no cyberware, and zero-loss pieces cost nothing', () => {
    expect(computeHumanity(5, [])).toEqual({ current: 50, max: 50, emp: 5, baseEmp: 5 });
    const fashion = [installFixed('cyberware:techhair', 'a'), installFixed('cyberware:chemskin', 'b')];
    expect(computeHumanity(5, fashion)).toEqual({ current: 50, max: 50, emp: 5, baseEmp: 5 });
  });

  it('costs 4 maximum Humanity per piece of borgware, 2 per other piece', () => {
    const installed = [
      installFixed('cyberware:cyberarm', 'arm'),
      installFixed('cyberware:multioptic-mount', 'm'),
    ];
    expect(computeHumanity(8, installed)).toEqual({
      current: 80 - 7 - 14,
      max: 80 - 2 - 4,
      emp: 5,
      baseEmp: 8,
    });
  });

  it('uses a rolled loss in place of the fixed value', () => {
    const link = withRolledLoss(installFixed('cyberware:neural-link', 'nl'), { dice: [6, 6], total: 12 });
    expect(link).toMatchObject({ humanityLoss: 12, rolled: true });
    expect(computeHumanity(6, [link])).toMatchObject({ current: 48, max: 58, emp: 4 });
  });

  it('ignores pieces it does not know', () => {
    const unknown = { ...installFixed('cyberware:wolvers', 'x'), itemId: 'cyberware:nope' as never };
    expect(computeHumanity(6, [unknown]).current).toBe(60);
  });
});

describe('Humanity Loss rolls', () => {
  it.each([
    ['1d3', 1, 3],
    ['1d6', 1, 6],
    ['2d6', 2, 12],
    ['4d6', 4, 24],
  ] as const)('%s totals %i to %i', (dice, min, max) => {
    expect(humanityLossRange(dice)).toEqual({ min, max });
    const rng = createRng(42);
    for (let i = 0; i < 200; i += 1) {
      const roll = rollHumanityLoss(rng, dice);
      expect(roll.total).toBe(roll.dice.reduce((sum, die) => sum + die, 0));
      expect(roll.total).toBeGreaterThanOrEqual(min);
      expect(roll.total).toBeLessThanOrEqual(max);
    }
  });

  it('rolls each die with the injected source, repeatably', () => {
    expect(rollHumanityLoss(() => 0, '4d6')).toEqual({ dice: [1, 1, 1, 1], total: 4 });
    expect(rollHumanityLoss(() => 0.99, '1d3')).toEqual({ dice: [3], total: 3 });
    expect(rollHumanityLoss(createRng(3), '2d6')).toEqual(rollHumanityLoss(createRng(3), '2d6'));
  });
});

describe('BODY with cyberware', () => {
  const grafts = (count: number) =>
    Array.from({ length: count }, (_, i) => installFixed('cyberware:grafted-muscle-and-bone-lace', `g${i}`));

  it.each([
    [6, 0, 6],
    [6, 1, 8],
    [6, 2, 10],
    [6, 3, 10],
    [9, 1, 10],
  ])('BODY %i with %i Grafted Muscle and Bone Lace is %i', (body, count, expected) => {
    expect(effectiveBody(body, grafts(count))).toBe(expected);
  });

  it('is set to 12 by the Sigma frame and 14 by the Beta frame', () => {
    expect(
      effectiveBody(6, [...grafts(1), installFixed('cyberware:implanted-linear-frame-sigma', 'f')]),
    ).toBe(12);
    expect(effectiveBody(8, [...grafts(2), installFixed('cyberware:implanted-linear-frame-beta', 'f')])).toBe(
      14,
    );
  });

  it('carries into HP, Seriously Wounded, Death Save and Carry Capacity, and Humanity is the current one', () => {
    const installed = [...grafts(1)];
    const stats = deriveStats(ATTRIBUTES, installed);
    // BODY 8, WILL 6: HP 10 + 5 x 7 = 45.
    expect(stats).toMatchObject({ hp: 45, seriouslyWounded: 23, deathSave: 8, carryCapacity: 80 });
    expect(stats.humanity).toBe(60 - 14);
    expect(deriveStats(ATTRIBUTES, [])).toMatchObject({ hp: 40, deathSave: 6, humanity: 60 });
  });
});
