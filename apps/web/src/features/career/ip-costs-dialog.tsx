import { costFormula } from '@edgeforge/rules/career/advance';
import { IP_COST_TABLE, type IpMultipliers } from '@edgeforge/rules/career/data/career';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useIpMultipliers } from './api/career.ts';
import { CareerDialog } from './career-dialog.tsx';

/** What the form holds: the two multipliers as typed. */
interface MultipliersForm {
  readonly skill: string;
  readonly roleRank: string;
}

const FIELDS: readonly { key: keyof MultipliersForm; label: string }[] = [
  { key: 'skill', label: 'Skill multiplier' },
  { key: 'roleRank', label: 'Role rank multiplier' },
];

const formOf = (multipliers: IpMultipliers): MultipliersForm => ({
  skill: String(multipliers.skill),
  roleRank: String(multipliers.roleRank),
});

/** The multipliers typed, or why they cannot be sent: whole numbers within the house rule's bounds. */
export function multipliersOf(form: MultipliersForm): IpMultipliers | string {
  const { multiplierMin: min, multiplierMax: max } = IP_COST_TABLE;
  const skill = Number(form.skill.trim());
  const roleRank = Number(form.roleRank.trim());
  const fits = (value: number, text: string) =>
    text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max;
  if (!fits(skill, form.skill) || !fits(roleRank, form.roleRank))
    return `Each multiplier is a whole number from ${min} to ${max}.`;
  return { skill, roleRank };
}

/** The formula the multipliers feed, one line per thing IP raise, under a visible caption. */
function Formula({ multipliers, label }: { multipliers: IpMultipliers; label: string }) {
  const formula = costFormula(multipliers);
  return (
    <div className="grid gap-1">
      <p className="font-mono text-xs uppercase tracking-wider text-ink-muted">{label}</p>
      <dl aria-label={label} className="grid gap-1 text-sm">
        {[
          ['A skill', formula.skill],
          ['An x2 skill', formula.doubleSkill],
          ['The role rank', formula.roleRank],
        ].map(([term, cost]) => (
          <div key={term} className="flex flex-wrap gap-x-2">
            <dt className="text-ink-muted">{term}:</dt>
            <dd>{cost} IP</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The GM's house rule on the IP costs (decision 063): the two multipliers of the cost chart, with the
 * formula they feed shown as typed, checked before sending; "The rules' table" returns to the defaults.
 * The server's refusal is what the GM reads when it refuses.
 */
export function IpCostsDialog({
  campaignId,
  multipliers,
  onSaved,
}: {
  campaignId: string;
  /** The campaign's house rule, null for the rules' table. */
  multipliers: IpMultipliers | null;
  onSaved: () => void;
}) {
  const save = useIpMultipliers(campaignId);
  const inForce = multipliers ?? IP_COST_TABLE.multipliers;
  const [form, setForm] = useState<MultipliersForm>(() => formOf(inForce));
  const [problem, setProblem] = useState<string | null>(null);
  const typed = multipliersOf(form);

  function send(next: IpMultipliers | null) {
    setProblem(null);
    save.mutate(next, {
      onSuccess: (answer) => {
        setForm(formOf(answer.multipliers ?? IP_COST_TABLE.multipliers));
        onSaved();
      },
    });
  }
  function submit() {
    if (typeof typed === 'string') {
      setProblem(typed);
      return;
    }
    send(typed);
  }

  return (
    <CareerDialog
      title="IP costs"
      description={`What Improvement Points buy in this campaign: ${multipliers ? 'your house rule' : "the rules' table"}. A level costs its multiplier times the level reached.`}
      onOpenChange={() => {
        setForm(formOf(inForce));
        setProblem(null);
        save.reset();
      }}
    >
      <Formula multipliers={inForce} label="Costs now" />
      <div className="grid grid-cols-2 items-end gap-2">
        {FIELDS.map(({ key, label }) => (
          <Field key={key} label={label}>
            {(id) => (
              <Input
                id={id}
                inputMode="numeric"
                value={form[key]}
                onChange={(event) => setForm({ ...form, [key]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
      {/* Room kept for the formula as typed, shown once it differs from the one in force. */}
      <div className="min-h-28">
        {typeof typed === 'string' ||
        (typed.skill === inForce.skill && typed.roleRank === inForce.roleRank) ? null : (
          <Formula multipliers={typed} label="Costs as typed" />
        )}
      </div>
      {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
      {save.isError ? <FormMessage tone="error">{save.error.message}</FormMessage> : null}
      {save.isSuccess ? (
        <FormMessage tone="success">
          {save.data.multipliers ? 'The house rule is saved.' : "Back to the rules' table."}
        </FormMessage>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button busy={save.isPending} onClick={submit}>
          Save multipliers
        </Button>
        <Button variant="outline" disabled={!multipliers || save.isPending} onClick={() => send(null)}>
          The rules' table
        </Button>
      </div>
    </CareerDialog>
  );
}
