import type { PlayCommand } from '@edgeforge/contracts/play-commands';
import { AMMO_TYPES, type AmmoType } from '@edgeforge/rules/catalog/types';
import { useState } from 'react';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import type { PlaySend } from './api/play.ts';
import { CommandDialog, wholeNumber } from './command-dialog.tsx';

type DamageBy = 'amount' | 'faces' | 'roll';
type Attack = Extract<PlayCommand, { kind: 'takeDamage' }>['attack'];

const ATTACKS: Readonly<Record<Attack, string>> = {
  ranged: 'Ranged',
  melee: 'Melee (armour counts half)',
  brawling: 'Brawling',
  direct: 'Straight to HP (fire, poison)',
};

/** Whole numbers from 1 to `max` typed apart by spaces or commas, or null when one is not. */
export function facesOf(text: string, max: number): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const faces = parts.map((part) => wholeNumber(part));
  return parts.length > 0 && faces.every((face) => face !== null && face >= 1 && face <= max)
    ? (faces as number[])
    : null;
}

/** The hit as the form describes it, or the problem with the form. */
function hitOf(fields: {
  by: DamageBy;
  value: string;
  location: 'body' | 'head';
  attack: Attack;
  ammo: AmmoType | '';
  injuryDice: string;
  entered: boolean;
}): PlaySend | string {
  let damage: Extract<PlayCommand, { kind: 'takeDamage' }>['damage'];
  if (fields.by === 'faces') {
    const faces = facesOf(fields.value, 6);
    if (!faces) return 'Type each d6 as 1 to 6, apart: 6 6 2.';
    damage = { faces };
  } else {
    const number = wholeNumber(fields.value);
    if (number === null || number < (fields.by === 'roll' ? 1 : 0)) return 'Type a whole number.';
    damage = fields.by === 'roll' ? { roll: `${number}d6` } : { amount: number };
  }
  const command: PlayCommand = {
    kind: 'takeDamage',
    damage,
    attack: fields.attack,
    location: fields.location,
    ammoType: fields.ammo || null,
  };
  if (!fields.entered || !fields.injuryDice.trim()) return { command };
  const dice = facesOf(fields.injuryDice, 6);
  return dice ? { command, dice } : 'Type the injury dice as two d6: 3 4.';
}

/**
 * Take damage: an amount, the d6 faces rolled, or (when the server rolls) dice to roll; at the body or
 * the head; ranged, melee, brawling or straight to HP; with the ammunition's type. In "I roll my own
 * dice" mode the 2d6 of a critical injury may be typed too.
 */
export function DamageDialog({
  open,
  onOpenChange,
  entered,
  onSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entered: boolean;
  onSend: (send: PlaySend) => void;
}) {
  const [by, setBy] = useState<DamageBy>('amount');
  const [value, setValue] = useState('');
  const [location, setLocation] = useState<'body' | 'head'>('body');
  const [attack, setAttack] = useState<Attack>('ranged');
  const [ammo, setAmmo] = useState<AmmoType | ''>('');
  const [injuryDice, setInjuryDice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <CommandDialog
      open={open}
      onOpenChange={(next) => {
        setProblem(null);
        onOpenChange(next);
      }}
      title="Take damage"
      description="The armour at the location stops its SP; what gets through comes off HP, twice on the head."
      submit="Take the hit"
      problem={problem}
      onSubmit={() => {
        const hit = hitOf({ by, value, location, attack, ammo, injuryDice, entered });
        if (typeof hit === 'string') return setProblem(hit);
        setProblem(null);
        setValue('');
        setInjuryDice('');
        onSend(hit);
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <Field label="Damage as">
          {(id) => (
            <Select id={id} value={by} onChange={(event) => setBy(event.target.value as DamageBy)}>
              <option value="amount">Amount</option>
              <option value="faces">d6 faces</option>
              {entered ? null : <option value="roll">Roll d6s</option>}
            </Select>
          )}
        </Field>
        <Field label={by === 'amount' ? 'Damage' : by === 'faces' ? 'Faces (6 6 2)' : 'How many d6'}>
          {(id) => (
            <Input
              id={id}
              inputMode={by === 'faces' ? 'text' : 'numeric'}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          )}
        </Field>
        <Field label="Location">
          {(id) => (
            <Select
              id={id}
              value={location}
              onChange={(event) => setLocation(event.target.value as 'body' | 'head')}
            >
              <option value="body">Body</option>
              <option value="head">Head</option>
            </Select>
          )}
        </Field>
        <Field label="Attack">
          {(id) => (
            <Select id={id} value={attack} onChange={(event) => setAttack(event.target.value as Attack)}>
              {Object.entries(ATTACKS).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Ammunition">
          {(id) => (
            <Select id={id} value={ammo} onChange={(event) => setAmmo(event.target.value as AmmoType | '')}>
              <option value="">None or basic</option>
              {AMMO_TYPES.filter((type) => type !== 'basic').map((type) => (
                <option key={type} value={type}>
                  {type.replace(/([A-Z])/g, ' $1').toLowerCase()}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {entered ? (
          <Field label="Injury 2d6 (a critical)">
            {(id) => (
              <Input id={id} value={injuryDice} onChange={(event) => setInjuryDice(event.target.value)} />
            )}
          </Field>
        ) : null}
      </div>
    </CommandDialog>
  );
}
