import type { CareerView } from '@edgeforge/contracts/career';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { useCareerStep } from './api/career.ts';
import { AwardFields, type AwardForm, awardProblem, awardsOf, EMPTY_AWARD } from './award-fields.tsx';
import { CareerDialog } from './career-dialog.tsx';

/**
 * The owner's own award, outside a campaign (decision 056): IP, eurobucks and Reputation with a reason,
 * each amount one step of the career, in turn; the entries say "self-awarded".
 */
export function SelfAwardDialog({ career }: { career: CareerView }) {
  const [form, setForm] = useState<AwardForm>(EMPTY_AWARD);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const step = useCareerStep(career.characterId);

  async function submit() {
    const found = awardProblem(form);
    setProblem(found);
    setDone(null);
    if (found) return;
    const reason = form.reason.trim();
    try {
      const lines: string[] = [];
      for (const { ledger, amount } of awardsOf(form) ?? []) {
        const answer = await step.mutateAsync({ kind: 'award', ledger, amount, reason });
        lines.push(answer.entry.explanation);
      }
      setDone(lines.join(' '));
      setForm(EMPTY_AWARD);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }
  return (
    <CareerDialog
      title="Self-award"
      description={
        <>{career.name} plays in no campaign: you award its IP, eurobucks and Reputation yourself.</>
      }
      onOpenChange={() => {
        setProblem(null);
        setDone(null);
      }}
    >
      <AwardFields form={form} onChange={setForm} />
      {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
      {done ? <FormMessage tone="success">{done}</FormMessage> : null}
      <Button busy={step.isPending} onClick={() => void submit()}>
        Award
      </Button>
    </CareerDialog>
  );
}
