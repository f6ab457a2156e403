import type { PlayCommand } from '@edgeforge/contracts/play-commands';
import { AMMO_TYPES, type AmmoType } from '@edgeforge/rules/catalog/types';
import { useState } from 'react';
import type { PlaySend } from './api/play.ts';
import { ChoiceField, CommandDialog, NumberField, wholeNumber } from './command-dialog.tsx';

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
  serverDice = true,
  onSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entered: boolean;
  /** Whether the server can roll the d6s now (not offline). */
  serverDice?: boolean;
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
        <ChoiceField
          label="Damage as"
          value={by}
          onChange={setBy}
          options={[
            ['amount', 'Amount'],
            ['faces', 'd6 faces'],
            // Rolled by the server: a player rolling their own types the faces instead, and offline the
            // server's dice wait for the connection (decision 049).
            ...(entered || !serverDice ? [] : [['roll', 'Roll d6s'] as const]),
          ]}
        />
        <NumberField
          label={by === 'amount' ? 'Damage' : by === 'faces' ? 'Faces (6 6 2)' : 'How many d6'}
          value={value}
          onChange={setValue}
          inputMode={by === 'faces' ? 'text' : 'numeric'}
        />
        <ChoiceField
          label="Location"
          value={location}
          onChange={setLocation}
          options={[
            ['body', 'Body'],
            ['head', 'Head'],
          ]}
        />
        <ChoiceField
          label="Attack"
          value={attack}
          onChange={setAttack}
          options={Object.entries(ATTACKS) as [Attack, string][]}
        />
        <ChoiceField
          label="Ammunition"
          value={ammo}
          onChange={setAmmo}
          options={[
            ['', 'None or basic'],
            ...AMMO_TYPES.filter((type) => type !== 'basic').map(
              (type) => [type, type.replace(/([A-Z])/g, ' $1').toLowerCase()] as const,
            ),
          ]}
        />
        {entered ? (
          <NumberField
            label="Injury 2d6 (a critical)"
            value={injuryDice}
            onChange={setInjuryDice}
            inputMode="text"
          />
        ) : null}
      </div>
    </CommandDialog>
  );
}
