import type { CareerView } from '@edgeforge/contracts/career';
import { HOUSING, type HousingId, LIFESTYLES, type LifestyleId } from '@edgeforge/rules/career/data/career';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Select } from '../../components/ui/select.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useCareerStep } from './api/career.ts';
import { CareerDialog } from './career-dialog.tsx';
import { formatEb } from './labels.ts';

/**
 * Lifestyle, Housing and a month passing, by the owner (docs/rules/career.md#lifestyle-and-housing).
 * The month says beforehand what it costs against what there is; when the money runs short the server
 * refuses it with its reason, and only the player's "Go into debt" sends it again, confirmed.
 */
export function LivingDialog({ career }: { career: CareerView }) {
  const [lifestyle, setLifestyle] = useState<LifestyleId>(career.state.lifestyle);
  const [housing, setHousing] = useState<HousingId>(career.state.housing);
  const choose = useCareerStep(career.characterId);
  const month = useCareerStep(career.characterId);
  const changed = lifestyle !== career.state.lifestyle || housing !== career.state.housing;
  const short = career.monthlyCost - career.state.eb;
  // The server's refusal of a month the money cannot pay: the player may then go into debt.
  const [refused, setRefused] = useState<string | null>(null);
  function passMonth(confirm: boolean) {
    month.mutate(confirm ? { kind: 'monthPasses', confirm } : { kind: 'monthPasses' }, {
      onSuccess: () => setRefused(null),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'CAREER_REFUSED') setRefused(error.message);
      },
    });
  }

  return (
    <CareerDialog
      title="Living and rent"
      description={<>What {career.name} eats and where they sleep, paid every month.</>}
      onOpenChange={() => {
        choose.reset();
        month.reset();
        setRefused(null);
        setLifestyle(career.state.lifestyle);
        setHousing(career.state.housing);
      }}
    >
      <Field label="Lifestyle">
        {(id) => (
          <Select
            id={id}
            value={lifestyle}
            onChange={(event) => setLifestyle(event.target.value as LifestyleId)}
          >
            {LIFESTYLES.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}: {formatEb(entry.monthlyEb)} a month
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Housing">
        {(id) => (
          <Select id={id} value={housing} onChange={(event) => setHousing(event.target.value as HousingId)}>
            {HOUSING.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.monthlyEb
                  ? `${entry.name}: ${formatEb(entry.monthlyEb)} a month`
                  : `${entry.name}: no rent`}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {choose.isError ? <FormMessage tone="error">{choose.error.message}</FormMessage> : null}
      {choose.isSuccess ? <FormMessage tone="success">{choose.data.entry.explanation}</FormMessage> : null}
      <Button
        variant="outline"
        aria-disabled={!changed}
        busy={choose.isPending}
        onClick={() => changed && choose.mutate({ kind: 'chooseLiving', lifestyle, housing })}
      >
        Save living
      </Button>
      <section aria-label="A month passes" className="grid gap-2 border-t border-line pt-3">
        <p className="text-sm">
          A month costs {formatEb(career.monthlyCost)}; {career.name} has {formatEb(career.state.eb)}.
          {short > 0 ? ` Short by ${formatEb(short)}.` : null}
        </p>
        {refused ? <FormMessage tone="error">{refused}</FormMessage> : null}
        {month.isError && !refused ? <FormMessage tone="error">{month.error.message}</FormMessage> : null}
        {month.isSuccess ? <FormMessage tone="success">{month.data.entry.explanation}</FormMessage> : null}
        {refused ? (
          <Button variant="destructive" busy={month.isPending} onClick={() => passMonth(true)}>
            Go into debt
          </Button>
        ) : (
          <Button busy={month.isPending} onClick={() => passMonth(false)}>
            A month passes
          </Button>
        )}
      </section>
    </CareerDialog>
  );
}
