import { planDiceRoll, type Rng } from '@edgeforge/rules/dice';
import { useCallback, useEffect, useRef, useState } from 'react';

interface DiceRollOptions {
  /** Rows of the table. */
  readonly count: number;
  /** Index of the stored answer, or null. */
  readonly currentIndex: number | null;
  /** Called once with the settled row. */
  readonly onSettle: (index: number) => void;
  readonly rng?: Rng;
}

interface DiceRoll {
  /** The transient highlight, or null when no animation runs. */
  readonly rollingIndex: number | null;
  readonly isRolling: boolean;
  readonly roll: () => void;
}

/**
 * Runs the dice button's animation (docs/rules/product.md): the rules package plans four highlights and
 * a result different from the current answer, this hook only schedules them. Timers are absolute offsets
 * from the click, so the highlights land at 100, 150, 200 and 250 ms whatever the render speed.
 */
export function useDiceRoll({ count, currentIndex, onSettle, rng = Math.random }: DiceRollOptions): DiceRoll {
  const [rollingIndex, setRollingIndex] = useState<number | null>(null);
  const [isRolling, setIsRolling] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const rolling = useRef(false);
  const settle = useRef(onSettle);
  settle.current = onSettle;

  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );

  const roll = useCallback(() => {
    if (rolling.current || count < 1) return;
    rolling.current = true;
    setIsRolling(true);
    const plan = planDiceRoll(rng, count, currentIndex);
    timers.current = [
      ...plan.highlights.map(({ atMs, index }) => setTimeout(() => setRollingIndex(index), atMs)),
      setTimeout(() => {
        rolling.current = false;
        setRollingIndex(null);
        setIsRolling(false);
        settle.current(plan.resultIndex);
      }, plan.settleAtMs),
    ];
  }, [count, currentIndex, rng]);

  return { rollingIndex, isRolling, roll };
}
