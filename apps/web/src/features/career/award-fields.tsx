import { LIMITS } from '@edgeforge/contracts/limits';
import type { LedgerKind } from '@edgeforge/rules/career/state';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';

/** What an award form holds: the three amounts as typed, and the reason. */
export interface AwardForm {
  readonly ip: string;
  readonly eb: string;
  readonly reputation: string;
  readonly reason: string;
}

export const EMPTY_AWARD: AwardForm = { ip: '', eb: '', reputation: '', reason: '' };

const LEDGERS: readonly { ledger: LedgerKind; label: string }[] = [
  { ledger: 'ip', label: 'IP' },
  { ledger: 'eb', label: 'Eurobucks' },
  { ledger: 'reputation', label: 'Reputation' },
];

/** The non-zero whole amounts of the form, one per ledger; null when one is not a whole number. */
export function awardsOf(form: AwardForm): { ledger: LedgerKind; amount: number }[] | null {
  const awards: { ledger: LedgerKind; amount: number }[] = [];
  for (const { ledger } of LEDGERS) {
    const text = form[ledger].trim();
    if (!text) continue;
    const amount = Number(text);
    if (!Number.isInteger(amount)) return null;
    if (amount !== 0) awards.push({ ledger, amount });
  }
  return awards;
}

/**
 * The amounts and the reason of an award (the GM's to the party, the owner's own outside a campaign).
 * An amount may be negative, to take back a mistake; the rules refuse one that takes a balance below 0.
 */
export function AwardFields({ form, onChange }: { form: AwardForm; onChange: (form: AwardForm) => void }) {
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-3 gap-2">
        {LEDGERS.map(({ ledger, label }) => (
          <Field key={ledger} label={label}>
            {(id) => (
              <Input
                id={id}
                inputMode="numeric"
                value={form[ledger]}
                onChange={(event) => onChange({ ...form, [ledger]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
      <Field label="Reason">
        {(id) => (
          <Input
            id={id}
            maxLength={LIMITS.careerReasonMax}
            value={form.reason}
            onChange={(event) => onChange({ ...form, reason: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}

/** Why an award form cannot be sent yet, or null when it can. */
export function awardProblem(form: AwardForm): string | null {
  const awards = awardsOf(form);
  if (awards === null) return 'Amounts are whole numbers.';
  if (awards.length === 0) return 'Give an amount of IP, eurobucks or Reputation.';
  if (!form.reason.trim()) return 'Say what it is for.';
  return null;
}
