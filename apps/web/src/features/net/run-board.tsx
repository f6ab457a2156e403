import type { RunView } from '@edgeforge/contracts/net-run';
import type { NetFloor } from '@edgeforge/rules/net/architecture';
import { BLACK_ICE, type BlackIceKey } from '@edgeforge/rules/net/data/black-ice';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useRunStep } from './api/runs.ts';
import { floorLabel } from './architectures-panel.tsx';

/**
 * A NET run on screen (decision 058), the GM's and the runner's alike: the floors the viewer reads (the
 * GM all, the runner those revealed) with the runner's floor marked, the moves one floor away, the
 * Black ICE and demons met with their REZ at the top of the run's turn order, and the run's log. The
 * server says what each may do; a refusal shows its message under the buttons.
 */

type Step = ReturnType<typeof useRunStep>;

function FloorRow({ floor, run }: { floor: NetFloor; run: RunView }) {
  const here = floor.id === run.position;
  const seen = run.revealed.includes(floor.id);
  const indent = { paddingLeft: `${(floor.depth - 1) * 0.5}rem` };
  return (
    <li
      style={indent}
      aria-current={here ? 'location' : undefined}
      className={here ? 'font-semibold text-accent' : seen ? '' : 'text-ink-muted'}
    >
      {here ? '▶ ' : ''}
      {floorLabel(floor)}
      {run.view === 'gm' && !seen ? ' (not revealed)' : ''}
    </li>
  );
}

function Moves({ run, step }: { run: RunView; step: Step }) {
  return (
    <div className="flex flex-wrap gap-2">
      {run.exits.map((exit) => (
        <Button
          key={exit.id}
          variant={exit.way === 'down' ? 'primary' : 'outline'}
          disabled={step.isPending}
          onClick={() => step.mutate({ kind: 'move', floorId: exit.id })}
        >
          {exit.way === 'down' ? 'Down' : 'Up'} to {exit.id}
        </Button>
      ))}
      <Button variant="outline" disabled={step.isPending} onClick={() => step.mutate({ kind: 'pathfinder' })}>
        Roll Pathfinder
      </Button>
    </div>
  );
}

function FoeRow({
  foe,
  run,
  step,
  programs,
}: {
  foe: RunView['foes'][number];
  run: RunView;
  step: Step;
  programs: RunView['programs'];
}) {
  const [amount, setAmount] = useState('');
  const ice = foe.kind === 'blackIce' ? BLACK_ICE[foe.key as BlackIceKey] : null;
  const rezzed = programs.filter((program) => program.rezzed && !program.derezzed);
  const [target, setTarget] = useState('');
  const programId = (rezzed.find((program) => program.id === target) ?? rezzed[0])?.id ?? null;
  const live = !foe.derezzed && run.status === 'active';
  return (
    <li aria-label={foe.name} className="grid gap-2 border border-line bg-void/60 p-2">
      <p className="flex flex-wrap justify-between gap-2">
        <span className="font-semibold">
          {foe.name} <span className="text-sm text-ink-muted">({foe.id})</span>
        </span>
        <span className="font-display tabular-nums">
          REZ {foe.rez}/{foe.maxRez}
          {foe.derezzed ? ', derezzed' : ''}
        </span>
      </p>
      {live ? (
        <div className="flex flex-wrap items-center gap-2">
          <Input
            aria-label={`REZ taken off ${foe.name}`}
            inputMode="numeric"
            className="w-20"
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
          />
          <Button
            variant="outline"
            disabled={step.isPending || amount === ''}
            onClick={() =>
              step.mutate(
                { kind: 'hitFoe', foeId: foe.id, amount: Number(amount) },
                { onSuccess: () => setAmount('') },
              )
            }
          >
            Hit {foe.name}
          </Button>
          {ice && ice.brainDice > 0 ? (
            <Button
              variant="destructive"
              disabled={step.isPending}
              onClick={() => step.mutate({ kind: 'foeAttack', foeId: foe.id, programId: null })}
            >
              {foe.name} hits the brain
            </Button>
          ) : null}
          {ice && ice.programDice > 0 && programId ? (
            <>
              <select
                aria-label={`Program ${foe.name} hits`}
                className="min-h-11 border border-line bg-void px-2"
                value={programId}
                onChange={(e) => setTarget(e.target.value)}
              >
                {rezzed.map((program) => (
                  <option key={program.id} value={program.id}>
                    {program.name} (REZ {program.rez})
                  </option>
                ))}
              </select>
              <Button
                variant="destructive"
                disabled={step.isPending}
                onClick={() => step.mutate({ kind: 'foeAttack', foeId: foe.id, programId })}
              >
                {foe.name} hits a program
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** One run, with what the viewer may do to it; the runner's programs are the targets of the ICE's hits. */
export function RunBoard({ run }: { run: RunView }) {
  const { programs } = run;
  const step = useRunStep(run);
  const floors = run.architecture.floors;
  const active = run.status === 'active';
  return (
    <section className="grid gap-3" aria-label={`NET run: ${run.name}`}>
      <p className="text-sm">
        {run.runnerName} in {run.name}, on floor <span className="font-semibold">{run.position}</span>
        {active ? '' : ' (ended)'}
      </p>
      <div>
        <h3 className="font-display text-sm uppercase">
          {run.view === 'gm' ? 'Architecture' : 'Floors revealed'}
        </h3>
        <ol className="grid gap-1 text-sm">
          {floors.map((floor) => (
            <FloorRow key={floor.id} floor={floor} run={run} />
          ))}
        </ol>
      </div>
      {active ? <Moves run={run} step={step} /> : null}
      <div>
        <h3 className="font-display text-sm uppercase">Turn order</h3>
        <ol className="flex flex-wrap gap-2 text-sm">
          {run.turnOrder.map((turn, index) => (
            <li key={turn.id}>
              {index + 1}. {turn.name}
            </li>
          ))}
        </ol>
      </div>
      {run.foes.length > 0 ? (
        <ul aria-label="Black ICE and demons met" className="grid gap-2">
          {run.foes.map((foe) => (
            <FoeRow key={foe.id} foe={foe} run={run} step={step} programs={programs} />
          ))}
        </ul>
      ) : null}
      <div className="min-h-6">
        {step.isError ? (
          <FormMessage tone="error">
            {step.error instanceof Error ? step.error.message : 'That did not work.'}
          </FormMessage>
        ) : null}
      </div>
      {run.view === 'gm' && active ? (
        <div>
          <Button variant="outline" disabled={step.isPending} onClick={() => step.mutate({ kind: 'end' })}>
            End the run
          </Button>
        </div>
      ) : null}
      <div>
        <h3 className="font-display text-sm uppercase">Run log</h3>
        <ol aria-label="Run log" className="grid max-h-60 gap-1 overflow-y-auto text-sm">
          {run.log.map((line) => (
            <li key={line.seq}>{line.explanation}</li>
          ))}
        </ol>
      </div>
    </section>
  );
}
