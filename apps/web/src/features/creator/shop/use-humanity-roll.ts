import type { HumanityLossDice } from '@edgeforge/rules/catalog/types';
import {
  type HumanityLossRoll,
  humanityLossRange,
  rollHumanityLoss,
} from '@edgeforge/rules/cyberware/humanity';
import type { Rng } from '@edgeforge/rules/dice';
import { useCallback, useEffect, useRef, useState } from 'react';

/** When the tumbling totals show, from the click; the roll settles at SETTLE_MS. */
const TUMBLE_MS = [80, 160, 240, 320] as const;
const SETTLE_MS = 400;

interface HumanityRoll {
  /** A total shown while the dice tumble (the animation), or null. */
  readonly tumbling: number | null;
  readonly isRolling: boolean;
  /** The settled rolls, one per copy installed (two for a paired option), or null before rolling. */
  readonly rolls: readonly HumanityLossRoll[] | null;
  readonly roll: () => void;
}

/**
 * Rolls a piece's Humanity Loss once per copy: the dice tumble for a moment (totals flicker within the
 * dice's range), then settle on the rolls made with `rng`. A settled roll stands; a new dialog rolls anew.
 */
export function useHumanityRoll(dice: HumanityLossDice | null, copies: number, rng: Rng): HumanityRoll {
  const [tumbling, setTumbling] = useState<number | null>(null);
  const [rolls, setRolls] = useState<readonly HumanityLossRoll[] | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );

  const roll = useCallback(() => {
    if (!dice || timers.current.length > 0 || rolls) return;
    const { min, max } = humanityLossRange(dice);
    // The flicker is decoration only: its faces never decide anything, so they need no seeded source.
    const face = () => (min + Math.floor(Math.random() * (max - min + 1))) * copies;
    timers.current = [
      ...TUMBLE_MS.map((atMs) => setTimeout(() => setTumbling(face()), atMs)),
      setTimeout(() => {
        timers.current = [];
        setTumbling(null);
        setRolls(Array.from({ length: copies }, () => rollHumanityLoss(rng, dice)));
      }, SETTLE_MS),
    ];
    setTumbling(face());
  }, [dice, copies, rng, rolls]);

  return { tumbling, isRolling: tumbling !== null, rolls, roll };
}
