import { useState } from 'react';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { CommandDialog, wholeNumber } from './command-dialog.tsx';
import type { DiceAsk, DiceRequest } from './use-play-runner.ts';

/** The dice fields an ask needs, in the order the rules read them, given the values typed so far. */
function diceFields(
  ask: DiceAsk,
  values: Readonly<Record<string, string>>,
): { label: string; sides: 6 | 10 }[] {
  const d10: { label: string; sides: 6 | 10 }[] = [];
  if ('d10' in ask) {
    const first = wholeNumber(values.d10 ?? '');
    const critical = ask.d10.critical && (first === 10 || first === 1);
    d10.push({ label: 'd10', sides: 10 });
    if (critical) d10.push({ label: 'Critical die (d10)', sides: 10 });
  }
  // After a d10 the d6s are damage, read only when the attack hits.
  const d6Label = d10.length > 0 ? 'Damage d6 number' : 'd6 number';
  const d6 = Array.from({ length: ask.d6 ?? 0 }, (_, i) => ({
    label: `${d6Label} ${i + 1}`,
    sides: 6 as const,
  }));
  return [...d10, ...d6];
}

/**
 * Checks the typed values (by field label, so a field that appears later moves no value) against their
 * dice: the values in order, or the first problem.
 */
export function readDice(
  fields: readonly { label: string; sides: 6 | 10 }[],
  values: Readonly<Record<string, string>>,
): number[] | string {
  const dice: number[] = [];
  for (const field of fields) {
    const value = wholeNumber(values[field.label] ?? '');
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
  const [values, setValues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const ask = request?.ask ?? { d10: { critical: false } };
  const fields = diceFields(ask, values);
  const close = (dice: number[] | null) => {
    setValues({});
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
        {fields.map((field) => (
          <Field key={field.label} label={field.label}>
            {(id) => (
              <Input
                id={id}
                type="number"
                inputMode="numeric"
                min={1}
                max={field.sides}
                value={values[field.label] ?? ''}
                onChange={(event) => setValues({ ...values, [field.label]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
    </CommandDialog>
  );
}
