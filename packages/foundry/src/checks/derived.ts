import { deriveStats } from '@edgeforge/rules/derived';
import type { Attributes } from '@edgeforge/rules/ids';
import { woundStateOf } from '@edgeforge/rules/play/state';
import { FOUNDRY_STAT_KEYS } from '../choices.ts';
import { type FoundryIssue, issue } from '../issues.ts';
import { ATTRIBUTE_BY_FOUNDRY_STAT } from '../tables/stats.ts';
import { asNumber, at, type ItemView, type Json } from './read.ts';

/**
 * The system stores HP, Seriously Wounded, Humanity, EMP and movement and recomputes some of them only
 * when the player clicks a section title or installs ware, so an export must write them computed.
 * These checks recompute them from the file itself (the STATs and the installed ware).
 */

/** The STATs as our rules take them: each value, with LUCK and EMP at their maximum. */
function attributesOf(actor: Json): Attributes | undefined {
  const entries = FOUNDRY_STAT_KEYS.map((key) => {
    const field = key === 'luck' || key === 'emp' ? 'max' : 'value';
    return [ATTRIBUTE_BY_FOUNDRY_STAT[key], asNumber(at(actor, 'system', 'stats', key, field))] as const;
  });
  return entries.every(([, value]) => value !== undefined)
    ? (Object.fromEntries(entries) as Attributes)
    : undefined;
}

/**
 * Max Humanity as the system counts it: 10 x EMP, less 4 per borgware and 2 per other piece with a
 * fixed Humanity Loss above 0, counting only ware installed in the character.
 */
function maxHumanity(emp: number, items: readonly ItemView[], inCharacter: ReadonlySet<string>): number {
  const penalty = items
    .filter((item) => item.type === 'cyberware' && item.id !== undefined && inCharacter.has(item.id))
    .reduce((sum, item) => {
      if (item.system.type === 'borgware') return sum + 4;
      return sum + ((asNumber(at(item.system, 'humanityLoss', 'static')) ?? 0) > 0 ? 2 : 0);
    }, 0);
  return 10 * emp - penalty;
}

/** Each stored derived value against the one the STATs and the installed ware give. */
export function checkDerived(
  actor: Json,
  items: readonly ItemView[],
  inCharacter: ReadonlySet<string>,
): FoundryIssue[] {
  const attributes = attributesOf(actor);
  if (!attributes) return [];
  const derived = deriveStats(attributes);
  const read = (...keys: string[]) => asNumber(at(actor, 'system', ...keys));
  const humanity = read('derivedStats', 'humanity', 'value');
  const expectations: [string[], number | undefined, string][] = [
    [['derivedStats', 'hp', 'max'], derived.hp, '10 + 5 x (WILL + BODY) / 2, rounded up'],
    [['derivedStats', 'seriouslyWounded'], derived.seriouslyWounded, 'half of HP, rounded up'],
    [['derivedStats', 'walk', 'value'], attributes.MOVE * 2, 'MOVE x 2 (what Edgeforge calls Run)'],
    [['derivedStats', 'run', 'value'], attributes.MOVE * 4, 'MOVE x 4'],
    [
      ['derivedStats', 'humanity', 'max'],
      maxHumanity(attributes.EMP, items, inCharacter),
      '10 x EMP less 2 per piece of ware with Humanity Loss, 4 per borgware',
    ],
    [
      ['stats', 'emp', 'value'],
      humanity === undefined ? undefined : Math.floor(humanity / 10),
      'current Humanity / 10, rounded down',
    ],
    [['derivedStats', 'deathSave', 'value'], 0, '0: it is a penalty that builds up, not BODY'],
    [
      ['derivedStats', 'deathSave', 'basePenalty'],
      items.filter((item) => item.type === 'criticalInjury' && item.system.deathSaveIncrease === true).length,
      'one per critical injury that raises the Death Save penalty',
    ],
  ];
  const issues = expectations.flatMap(([keys, expected, rule]) => {
    const actual = read(...keys);
    if (actual === undefined || expected === undefined || actual === expected) return [];
    return [issue('derived-mismatch', ['system', ...keys], `is ${actual}, expected ${expected} (${rule})`)];
  });
  // What play spends (HP, Humanity, Luck) stays at or below its maximum.
  const pools: [string[], string[]][] = [
    [
      ['derivedStats', 'hp', 'value'],
      ['derivedStats', 'hp', 'max'],
    ],
    [
      ['derivedStats', 'humanity', 'value'],
      ['derivedStats', 'humanity', 'max'],
    ],
    [
      ['stats', 'luck', 'value'],
      ['stats', 'luck', 'max'],
    ],
  ];
  for (const [valueKeys, maxKeys] of pools) {
    const value = read(...valueKeys);
    const max = read(...maxKeys);
    if (value !== undefined && max !== undefined && value > max) {
      issues.push(
        issue('derived-mismatch', ['system', ...valueKeys], `is ${value}, above the maximum ${max}`),
      );
    }
  }
  const hp = read('derivedStats', 'hp', 'value');
  const hpMax = read('derivedStats', 'hp', 'max');
  const seriously = read('derivedStats', 'seriouslyWounded');
  const wound = at(actor, 'system', 'derivedStats', 'currentWoundState');
  if (hp !== undefined && hpMax !== undefined && seriously !== undefined && wound !== 'dead') {
    const expected = woundStateOf(hp, hpMax, seriously);
    if (wound !== expected) {
      issues.push(
        issue(
          'derived-mismatch',
          ['system', 'derivedStats', 'currentWoundState'],
          `is ${String(wound)}, expected ${expected} (what HP ${hp} of ${hpMax} gives)`,
        ),
      );
    }
  }
  return issues;
}
