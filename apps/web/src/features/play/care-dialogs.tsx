import type { PlayCommand } from '@edgeforge/contracts/play-commands';
import { STABILIZE_SKILLS } from '@edgeforge/rules/play/data/combat';
import { CRITICAL_INJURIES, type MedicalCheck } from '@edgeforge/rules/play/data/critical-injuries';
import type { SufferedInjury } from '@edgeforge/rules/play/state';
import { type ReactNode, useState } from 'react';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ChoiceField, CommandDialog, NumberField, wholeNumber } from './command-dialog.tsx';

/** What every play dialog is given: whether it is open, and where its command goes. */
interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSend: (command: PlayCommand) => void;
}

/**
 * A dialog whose command is built from its fields: `build` answers the command, or the problem to show.
 * The fields are kept between openings; the problem is not.
 */
function BuiltDialog({
  open,
  onOpenChange,
  onSend,
  build,
  ...frame
}: DialogProps & {
  title: string;
  description: string;
  submit: string;
  build: () => PlayCommand | string;
  children: ReactNode;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <CommandDialog
      {...frame}
      open={open}
      onOpenChange={(next) => {
        setProblem(null);
        onOpenChange(next);
      }}
      problem={problem}
      onSubmit={() => {
        const command = build();
        if (typeof command === 'string') return setProblem(command);
        setProblem(null);
        onSend(command);
      }}
    />
  );
}

type HealBy = 'rest' | 'speedheal' | 'amount';

/** Heal: days of rest (with antibiotics or not), a Speedheal, or a set amount. */
export function HealDialog(props: DialogProps) {
  const [by, setBy] = useState<HealBy>('rest');
  const [number, setNumber] = useState('1');
  const [antibiotics, setAntibiotics] = useState<'no' | 'yes'>('no');
  return (
    <BuiltDialog
      {...props}
      title="Heal"
      description="Rest heals BODY HP a full day once stabilized; Speedheal heals BODY + WILL at once."
      submit="Heal"
      build={() => {
        if (by === 'speedheal') return { kind: 'heal', heal: { kind: 'speedheal' } };
        const value = wholeNumber(number);
        if (value === null || value < 1) return 'Type a whole number, 1 or more.';
        return by === 'rest'
          ? { kind: 'heal', heal: { kind: 'rest', days: value, antibiotics: antibiotics === 'yes' } }
          : { kind: 'heal', heal: { kind: 'amount', amount: value } };
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <ChoiceField
          label="How"
          value={by}
          onChange={setBy}
          options={[
            ['rest', 'Days of rest'],
            ['speedheal', 'Speedheal'],
            ['amount', 'A set amount'],
          ]}
        />
        {by === 'speedheal' ? null : (
          <NumberField label={by === 'rest' ? 'Days' : 'HP'} value={number} onChange={setNumber} />
        )}
        {by === 'rest' ? (
          <ChoiceField
            label="Antibiotics"
            value={antibiotics}
            onChange={setAntibiotics}
            options={[
              ['no', 'No'],
              ['yes', 'Yes (+2 a day)'],
            ]}
          />
        ) : null}
      </div>
    </BuiltDialog>
  );
}

/** The healer's check: which skill, and the total they rolled on their own sheet. */
function useHealerCheck<S extends string>(first: S) {
  const [skill, setSkill] = useState<S>(first);
  const [total, setTotal] = useState('');
  return { skill, setSkill, total, setTotal, value: wholeNumber(total) };
}

/** Stabilize: the healer's TECH + First Aid or Paramedic + 1d10, rolled on the healer's sheet. */
export function StabilizeDialog(props: DialogProps) {
  const check = useHealerCheck<(typeof STABILIZE_SKILLS)[number]>('First Aid');
  return (
    <BuiltDialog
      {...props}
      title="Stabilize"
      description="The healer rolls TECH + First Aid or Paramedic + 1d10 against DV 10, 13 or 15 by wound state."
      submit="Stabilize"
      build={() =>
        check.value === null
          ? "Type the healer's total."
          : { kind: 'stabilize', skill: check.skill, total: check.value }
      }
    >
      <div className="grid grid-cols-2 gap-3">
        <ChoiceField
          label="Skill"
          value={check.skill}
          onChange={check.setSkill}
          options={STABILIZE_SKILLS.map((skill) => [skill, skill] as const)}
        />
        <NumberField label="Healer's total" value={check.total} onChange={check.setTotal} />
      </div>
    </BuiltDialog>
  );
}

/** Humanity up or down by a signed amount, with the reason. */
export function HumanityDialog(props: DialogProps) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  return (
    <BuiltDialog
      {...props}
      title="Humanity"
      description="A loss (new chrome, trauma) is negative, a gain (therapy) positive; 0 or below is cyberpsychosis."
      submit="Change Humanity"
      build={() => {
        const value = wholeNumber(amount);
        if (value === null || value === 0) return 'Type a whole number: -4 for a loss, 2 for a gain.';
        return { kind: 'changeHumanity', amount: value, ...(reason.trim() ? { reason: reason.trim() } : {}) };
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <NumberField label="Change" value={amount} onChange={setAmount} />
        <Field label="Why">
          {(id) => (
            <Input
              id={id}
              value={reason}
              maxLength={200}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
      </div>
    </BuiltDialog>
  );
}

/** The checks a way of treating the injury takes, as "Paramedic DV 13". */
function checksOf(checks: readonly MedicalCheck[] | 'quickFix'): readonly MedicalCheck[] {
  return checks === 'quickFix' ? [] : checks;
}

/** Treat a critical injury: a quick fix or a treatment, with the healer's skill and total. */
export function TreatDialog({
  injuryId,
  injury,
  ...props
}: DialogProps & { injuryId: string; injury: SufferedInjury }) {
  const row = CRITICAL_INJURIES[injury.key];
  const methods = [
    ...(row.quickFix.length > 0 && !injury.quickFixed ? (['quickFix'] as const) : []),
    ...(checksOf(row.treatment).length > 0 ? (['treatment'] as const) : []),
  ];
  const [method, setMethod] = useState<'quickFix' | 'treatment'>(methods[0] ?? 'treatment');
  const checks = method === 'quickFix' ? row.quickFix : checksOf(row.treatment);
  const check = useHealerCheck<MedicalCheck['skill']>(checks[0]?.skill ?? 'Surgery');
  // Another method may not take the skill picked for the first.
  const skill = checks.some((row) => row.skill === check.skill)
    ? check.skill
    : (checks[0]?.skill ?? check.skill);
  return (
    <BuiltDialog
      {...props}
      title={`Treat ${row.name}`}
      description={`${row.effect} The healer's check must beat the DV.`}
      submit="Treat"
      build={() =>
        check.value === null
          ? "Type the healer's total."
          : { kind: 'treatInjury', injuryId, method, skill, total: check.value }
      }
    >
      <div className="grid grid-cols-2 gap-3">
        <ChoiceField
          label="Method"
          value={method}
          onChange={setMethod}
          options={methods.map((key) => [key, key === 'quickFix' ? 'Quick fix' : 'Treatment'] as const)}
        />
        <ChoiceField
          label="Skill"
          value={skill}
          onChange={check.setSkill}
          options={checks.map(({ skill, dv }) => [skill, `${skill} (DV ${dv})`] as const)}
        />
        <NumberField label="Healer's total" value={check.total} onChange={check.setTotal} />
      </div>
    </BuiltDialog>
  );
}
