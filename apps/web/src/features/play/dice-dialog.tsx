import { useState } from 'react';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { CommandDialog, wholeNumber } from './command-dialog.tsx';
import type { DiceAsk, DiceRequest } from './use-play-runner.ts';

/** The dice fields an ask needs, in the order the rules read them, given the values typed so far. */
function diceFields(ask: DiceAsk, values: readonly string[]): { label: string; sides: 6 | 10 }[] {
  if ('d6' in ask)
    return Array.from({ length: ask.d6 }, (_, i) => ({ label: `d6 number ${i + 1}`, sides: 6 }));
  const first = wholeNumber(values[0] ?? '');
  const critical = ask.d10.critical && (first === 10 || first === 1);
  return [
    { label: 'd10', sides: 10 },
    ...(critical ? [{ label: 'Critical die (d10)', sides: 10 as const }] : []),
  ];
}

/** Checks the typed values against their dice: the values in order, or the first problem. */
export function readDice(
  fields: readonly { label: string; sides: 6 | 10 }[],
  values: readonly string[],
): number[] | string {
  const dice: number[] = [];
  for (const [index, field] of fields.entries()) {
    const value = wholeNumber(values[index] ?? '');
    if (value === null || value < 1 || value > field.sides)
      return `Enter the ${field.label}: 1 to ${field.sides}.`;
    dice.push(value);
  }
  return dice;
}

/**
 * "I roll my own dice": asks for the values of the dice the command rolls (a d10 and, on a 10 or a 1,
 * its critical die; or the d6s of a damage roll). The server adds the rest and marks the roll entered.
 */
export function DiceDialog({
  request,
  onAnswer,
}: {
  request: DiceRequest | null;
  onAnswer: (dice: number[] | null) => void;
}) {
  const [values, setValues] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const ask = request?.ask ?? { d10: { critical: false } };
  const fields = diceFields(ask, values);
  const close = (dice: number[] | null) => {
    setValues([]);
    setProblem(null);
    onAnswer(dice);
  };
  return (
    <CommandDialog
      open={request !== null}
      onOpenChange={(open) => (open ? undefined : close(null))}
      title="Your dice"
      description="Type what your dice show; the sheet adds the rest, and the log marks the roll as entered."
      submit="Roll"
      problem={problem}
      onSubmit={() => {
        const dice = readDice(fields, values);
        if (typeof dice === 'string') setProblem(dice);
        else close(dice);
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        {fields.map((field, index) => (
          <Field key={field.label} label={field.label}>
            {(id) => (
              <Input
                id={id}
                type="number"
                inputMode="numeric"
                min={1}
                max={field.sides}
                value={values[index] ?? ''}
                onChange={(event) => {
                  const next = [...values];
                  next[index] = event.target.value;
                  setValues(next);
                }}
              />
            )}
          </Field>
        ))}
      </div>
    </CommandDialog>
  );
}
