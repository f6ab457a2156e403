import type { CareerResponse } from '@edgeforge/contracts/career';
import { Button } from '../../components/ui/button.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { useCareerStep } from './api/career.ts';

/**
 * Undo of the last spend (docs/rules/career.md#undo): offered while the career's last entry is a spend,
 * named with what it bought; the server gives the IP back as a new entry, or says why it cannot.
 */
export function UndoSpend({ data }: { data: CareerResponse }) {
  const step = useCareerStep(data.career.characterId);
  const last = data.timeline.find((entry) => entry.kind !== 'gameSession' && entry.kind !== 'humanity');
  return (
    <div className="grid gap-2 print:hidden">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" busy={step.isPending} onClick={() => step.mutate({ kind: 'undo' })}>
          Undo last spend
        </Button>
        {last ? <span className="text-sm text-ink-muted">{last.explanation}</span> : null}
      </div>
      {step.isError ? <FormMessage tone="error">{step.error.message}</FormMessage> : null}
    </div>
  );
}
