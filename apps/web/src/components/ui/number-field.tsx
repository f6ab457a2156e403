import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

interface NumberFieldProps {
  /** Its accessible name ("Body value"). */
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  /** A whole number was typed: the owner takes it as far as its own limits allow. */
  readonly onSet: (value: number) => void;
  readonly testId?: string;
  readonly className?: string;
}

/**
 * A number typed beside a stepper: each whole number typed goes to the owner, which applies it within
 * the same limits as its steppers. While the field has the focus it keeps what was typed, marked
 * invalid when the owner could not take it all; leaving it shows the value the owner kept.
 */
export function NumberField({ label, value, min, max, onSet, testId, className }: NumberFieldProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? String(value);
  const refused = typed !== null && typed !== '' && Number(typed) !== value;
  return (
    <input
      type="number"
      inputMode="numeric"
      aria-label={label}
      data-testid={testId}
      min={min}
      max={max}
      step={1}
      value={shown}
      aria-invalid={refused || undefined}
      onChange={(event) => {
        const text = event.target.value;
        setTyped(text);
        const number = Number(text);
        if (text !== '' && Number.isInteger(number)) onSet(number);
      }}
      onBlur={() => setTyped(null)}
      className={cn(
        'h-10 w-14 border border-line bg-void/80 text-center font-display text-lg font-bold text-ink touch:h-11',
        'focus-visible:border-neon-cyan aria-invalid:border-danger',
        className,
      )}
    />
  );
}
