import type { CampaignCareerResponse } from '@edgeforge/contracts/career';
import type { IpMultipliers } from '@edgeforge/rules/career/data/career';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { SheetSection } from '../../components/ui/sheet-section.tsx';
import { useCampaignAward, useCampaignMonth } from './api/career.ts';
import { AwardFields, type AwardForm, awardProblem, awardsOf, EMPTY_AWARD } from './award-fields.tsx';
import { CareerDialog } from './career-dialog.tsx';
import { IpCostsDialog } from './ip-costs-dialog.tsx';
import { formatEb } from './labels.ts';

/** A character of the party the GM may award: its id and name. */
export interface PartyCareerCharacter {
  readonly id: string;
  readonly name: string;
}

/** What a step across the party did to each character, one line each. */
function Outcome({ answer }: { answer: CampaignCareerResponse }) {
  return (
    <ul aria-label="What it did" className="grid gap-1 text-sm">
      {answer.characters.map((character) => (
        <li key={character.characterId}>
          <span className="font-semibold">{character.name}: </span>
          {character.refused
            ? `not done. ${character.refused.message}`
            : character.state
              ? `${character.state.ip} IP, ${formatEb(character.state.eb)}, Reputation ${character.state.reputation}.`
              : 'done.'}
        </li>
      ))}
    </ul>
  );
}

/** The id of the party's career section: the GM's page links to it. */
export const PARTY_CAREER_SECTION = 'between-the-jobs';

/**
 * The GM's career tools on an open campaign's page (decision 063): an award of IP, eurobucks (pay for a
 * job) and Reputation to several attached characters in one step, with one reason; and a month passing
 * for the whole party. Each answers per character: the new balances, or why it was refused (a player
 * short of money confirms the debt on their own sheet). And the campaign's IP costs, a house rule the GM
 * may set before anyone has joined (the party's tools wait for a character).
 */
export function PartyCareer({
  campaignId,
  characters,
  multipliers,
  onMultipliersSaved,
}: {
  campaignId: string;
  characters: readonly PartyCareerCharacter[];
  /** The campaign's IP cost multipliers, null for the rules' table. */
  multipliers: IpMultipliers | null;
  /** The campaign page reads the campaign again. */
  onMultipliersSaved: () => void;
}) {
  const award = useCampaignAward(campaignId);
  const month = useCampaignMonth(campaignId);
  const [asking, setAsking] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(characters.map((c) => c.id)));
  const [form, setForm] = useState<AwardForm>(EMPTY_AWARD);
  const [problem, setProblem] = useState<string | null>(null);

  function submit() {
    const found = chosen.size === 0 ? 'Tick at least one character.' : awardProblem(form);
    setProblem(found);
    if (found) return;
    award.mutate(
      {
        characterIds: characters.filter((c) => chosen.has(c.id)).map((c) => c.id),
        awards: awardsOf(form) ?? [],
        reason: form.reason.trim(),
      },
      { onSuccess: () => setForm(EMPTY_AWARD) },
    );
  }
  const toggle = (id: string, on: boolean) =>
    setChosen((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const party = characters.length > 0;
  return (
    <SheetSection id={PARTY_CAREER_SECTION} title="Between the jobs">
      <div className="flex flex-wrap gap-2">
        {party ? (
          <CareerDialog
            title="Award the party"
            variant="primary"
            description="IP after a session, pay for a job, Reputation: the same to every character ticked."
            onOpenChange={() => {
              setProblem(null);
              award.reset();
            }}
          >
            <fieldset className="grid gap-1">
              <legend className="mb-1 text-sm text-ink-muted">Characters</legend>
              {characters.map((character) => (
                <label key={character.id} className="flex min-h-11 cursor-pointer items-center gap-3">
                  <input
                    type="checkbox"
                    checked={chosen.has(character.id)}
                    onChange={(event) => toggle(character.id, event.target.checked)}
                    className="size-5 cursor-pointer accent-neon-cyan"
                  />
                  {character.name}
                </label>
              ))}
            </fieldset>
            <AwardFields form={form} onChange={setForm} />
            {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
            {award.isError ? <FormMessage tone="error">{award.error.message}</FormMessage> : null}
            {award.isSuccess ? <Outcome answer={award.data} /> : null}
            <Button busy={award.isPending} onClick={submit}>
              Award
            </Button>
          </CareerDialog>
        ) : null}
        {party ? (
          <Button variant="outline" onClick={() => setAsking(true)}>
            A month passes
          </Button>
        ) : null}
        <IpCostsDialog campaignId={campaignId} multipliers={multipliers} onSaved={onMultipliersSaved} />
      </div>
      {month.isError ? <FormMessage tone="error">{month.error.message}</FormMessage> : null}
      {month.isSuccess ? (
        <div role="status" className="mt-3">
          <Outcome answer={month.data} />
        </div>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="A month passes?"
        description="Every character of the party pays its Lifestyle and rent. One whose money runs short is not charged: its player decides on their sheet whether to go into debt."
        cancelLabel="Cancel"
        confirmLabel="A month passes"
        busy={month.isPending}
        onConfirm={() => month.mutate(undefined, { onSettled: () => setAsking(false) })}
      />
    </SheetSection>
  );
}
