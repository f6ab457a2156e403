import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A field's value owned by the field: a keystroke changes it at once and is pushed out (to the draft,
 * say), and a change from outside (a generated name, Start over) replaces it. The outside value comes
 * back late, maybe several keystrokes behind; such an echo of something pushed from here never
 * overwrites what was typed since, so no letter is lost and the cursor stays where it was.
 */
export function useLocalValue(
  outside: string,
  push: (value: string) => void,
): readonly [string, (value: string) => void] {
  const [local, setLocal] = useState(outside);
  // Pushed values the outside has not echoed yet, oldest first.
  const unechoed = useRef<string[]>([]);

  useEffect(() => {
    const echo = unechoed.current.indexOf(outside);
    if (echo === -1) {
      unechoed.current = [];
      setLocal(outside);
      return;
    }
    unechoed.current = unechoed.current.slice(echo + 1);
  }, [outside]);

  const change = useCallback(
    (value: string) => {
      unechoed.current.push(value);
      setLocal(value);
      push(value);
    },
    [push],
  );
  return [local, change] as const;
}
