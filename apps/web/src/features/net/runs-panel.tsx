import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Select } from '../../components/ui/select.tsx';
import { SheetSection } from '../../components/ui/sheet-section.tsx';
import { architecturesQueryOptions } from './api/architectures.ts';
import { characterRunQueryOptions, useRunLive, useStartRun } from './api/runs.ts';
import { RunBoard } from './run-board.tsx';

/** A character of the party the GM may send into the NET. */
export interface RunnerChoice {
  readonly id: string;
  readonly name: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'That did not work.');

/** The GM's screen of one runner's run: the whole architecture, live. */
function GmRun({ runner }: { runner: RunnerChoice }) {
  const run = useQuery(characterRunQueryOptions(runner.id));
  useRunLive(runner.id, run.data?.id ?? null);
  if (!run.data) return null;
  return <RunBoard run={run.data} />;
}

function StartForm({ campaignId, runners }: { campaignId: string; runners: readonly RunnerChoice[] }) {
  const architectures = useQuery(architecturesQueryOptions(campaignId));
  const start = useStartRun(campaignId);
  const [architectureId, setArchitectureId] = useState('');
  const [characterId, setCharacterId] = useState('');
  const chosenArchitecture = architectureId || architectures.data?.[0]?.id || '';
  const chosenRunner = characterId || runners[0]?.id || '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosenArchitecture && chosenRunner)
      start.mutate({ architectureId: chosenArchitecture, characterId: chosenRunner });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-3">
      <Field label="Architecture to run">
        {(id) => (
          <Select id={id} value={chosenArchitecture} onChange={(e) => setArchitectureId(e.target.value)}>
            {architectures.data?.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Netrunner">
        {(id) => (
          <Select id={id} value={chosenRunner} onChange={(e) => setCharacterId(e.target.value)}>
            {runners.map((runner) => (
              <option key={runner.id} value={runner.id}>
                {runner.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex items-end">
        <Button type="submit" disabled={start.isPending || !chosenArchitecture || !chosenRunner}>
          Start the run
        </Button>
      </div>
      {start.isError ? (
        <div className="sm:col-span-3">
          <FormMessage tone="error">{messageOf(start.error)}</FormMessage>
        </div>
      ) : null}
    </form>
  );
}

/**
 * The GM's NET runs on the campaign's page (decision 058): start a run of a kept architecture for a
 * character of the party, and follow each runner's run live (the whole architecture, the runner's
 * floor, the Black ICE met, the log).
 */
export function RunsPanel({ campaignId, runners }: { campaignId: string; runners: readonly RunnerChoice[] }) {
  return (
    <SheetSection title="NET runs">
      <StartForm campaignId={campaignId} runners={runners} />
      <div className="mt-3 grid gap-4">
        {runners.map((runner) => (
          <GmRun key={runner.id} runner={runner} />
        ))}
      </div>
    </SheetSection>
  );
}
