import { effectiveBody } from './cyberware/body.ts';
import { computeHumanity } from './cyberware/humanity.ts';
import type { InstalledCyberware } from './cyberware/types.ts';
import type { Attributes } from './ids.ts';
import type { DerivedStats } from './types.ts';

/**
 * Computes every derived stat from the ten STATs and the installed cyberware: the product's Run, Leap and
 * Carry Capacity and the game's HP, Seriously Wounded, Death Save and Humanity
 * (docs/rules/creation.md#derived-stats). BODY counts Grafted Muscle and Linear Frames (HP, Seriously
 * Wounded, Death Save and Carry Capacity follow it), and Humanity is the current one: EMP x 10 less every
 * piece's Humanity Loss.
 */
export function deriveStats(attrs: Attributes, installed: readonly InstalledCyberware[] = []): DerivedStats {
  const body = effectiveBody(attrs.BODY, installed);
  const hp = 10 + 5 * Math.ceil((body + attrs.WILL) / 2);
  return {
    run: attrs.MOVE * 2,
    leap: Math.floor(attrs.MOVE / 3),
    carryCapacity: body * 10,
    hp,
    seriouslyWounded: Math.ceil(hp / 2),
    deathSave: body,
    humanity: computeHumanity(attrs.EMP, installed).current,
  };
}

/** Label, unit ('' when the value has none) and a one-line explanation of a derived stat. */
export interface DerivedStatLabel {
  readonly label: string;
  readonly unit: string;
  readonly explanation: string;
}

/** Derived stats in display order: the product's three first, then the game's four. */
export const DERIVED_STAT_KEYS = [
  'run',
  'leap',
  'carryCapacity',
  'hp',
  'seriouslyWounded',
  'deathSave',
  'humanity',
] as const satisfies readonly (keyof DerivedStats)[];

/** How the screens name and explain each derived stat. */
export const DERIVED_STAT_LABELS: Record<keyof DerivedStats, DerivedStatLabel> = {
  run: { label: 'Run', unit: 'm', explanation: 'Ground you cover in one move action: MOVE x 2.' },
  leap: { label: 'Leap', unit: 'm', explanation: 'How far you can jump: MOVE / 3, rounded down.' },
  carryCapacity: {
    label: 'Carry Capacity',
    unit: 'kg',
    explanation: 'What you can haul without slowing down: BODY x 10.',
  },
  hp: { label: 'HP', unit: '', explanation: 'Hit Points: 10 + 5 x (BODY + WILL) / 2, rounded up.' },
  seriouslyWounded: {
    label: 'Seriously Wounded',
    unit: '',
    explanation: 'Below half your HP (rounded up) every action takes a -2.',
  },
  deathSave: {
    label: 'Death Save',
    unit: '',
    explanation: 'Equal to BODY: when mortally wounded, roll under it on 1d10 to keep breathing.',
  },
  humanity: {
    label: 'Humanity',
    unit: '',
    explanation: 'EMP x 10, less what your chrome cost. Run dry and cyberpsychosis takes the wheel.',
  },
};
