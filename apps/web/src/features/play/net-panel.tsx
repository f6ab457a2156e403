import { BLACK_ICE, type BlackIceKey } from '@edgeforge/rules/net/data/black-ice';
import { INTERFACE_ABILITIES, INTERFACE_ABILITY_NAMES } from '@edgeforge/rules/net/data/interface';
import { netActionsFor } from '@edgeforge/rules/net/interface';
import type { NetPlay, PlayProgram, PlayState } from '@edgeforge/rules/play/state';
import { useState } from 'react';
import { SheetSection } from '../../components/ui/sheet-section.tsx';
import { ChoiceField } from './command-dialog.tsx';
import { OutcomeLine, PlayButton, ServerDiceNote } from './play-parts.tsx';
import { CHECK_DICE, RollButton } from './rolls-panel.tsx';
import type { PlayRunner } from './use-play-runner.ts';

/** Black ICE whose hit the sheet takes: the ones that hurt the brain or a program's REZ. */
const HITTING_ICE = (Object.keys(BLACK_ICE) as BlackIceKey[]).filter(
  (key) => BLACK_ICE[key].brainDice > 0 || BLACK_ICE[key].programDice > 0,
);

function programState(program: PlayProgram): string {
  if (program.derezzed) return 'derezzed';
  if (program.maxRez === 0) return 'attacker';
  return program.rezzed ? 'rezzed' : 'off';
}

function ProgramRow({ program, runner }: { program: PlayProgram; runner: PlayRunner }) {
  const switchable = runner.rights.may('program') && program.maxRez > 0 && !program.derezzed;
  const action = program.rezzed ? 'switchOff' : 'rez';
  return (
    <li className="flex items-center justify-between gap-2 border border-line bg-void/60 px-2 py-1">
      <span className="min-w-0 text-sm">
        <span className="font-semibold">{program.name}</span>{' '}
        <span className="text-ink-muted">{programState(program)}</span>
      </span>
      <span className="flex items-center gap-2">
        {program.maxRez > 0 ? (
          <span className="font-display tabular-nums">
            REZ {program.rez}/{program.maxRez}
          </span>
        ) : null}
        {switchable ? (
          <PlayButton
            variant="outline"
            busy={runner.busy}
            aria-label={`${action === 'rez' ? 'Rez' : 'Switch off'} ${program.name}`}
            onClick={() => runner.run('net', { kind: 'program', action, programId: program.id })}
          >
            {action === 'rez' ? 'Rez' : 'Off'}
          </PlayButton>
        ) : null}
      </span>
    </li>
  );
}

/** "Black ICE hits": which ICE, and whether it hits the brain or one of the rezzed programs. */
function IceHit({ net, runner }: { net: NetPlay; runner: PlayRunner }) {
  const [ice, setIce] = useState<BlackIceKey>(HITTING_ICE[0] ?? 'hellhound');
  const [target, setTarget] = useState('brain');
  const row = BLACK_ICE[ice];
  const rezzed = net.programs.filter((program) => program.rezzed);
  const onProgram = row.programDice > 0;
  const programId = onProgram ? (rezzed.find((p) => p.id === target) ?? rezzed[0])?.id : undefined;
  const dice = onProgram ? row.programDice : row.brainDice;
  return (
    <div className="mt-3 grid gap-2">
      <h3 className="font-mono text-xs tracking-wider text-ink-muted uppercase">Black ICE hits</h3>
      <ChoiceField
        label="Black ICE"
        value={ice}
        options={HITTING_ICE.map(
          (key) =>
            [
              key,
              `${BLACK_ICE[key].name} (${BLACK_ICE[key].brainDice || BLACK_ICE[key].programDice}d6 ${BLACK_ICE[key].brainDice ? 'brain' : 'REZ'})`,
            ] as const,
        )}
        onChange={setIce}
      />
      {onProgram ? (
        <ChoiceField
          label="Program hit"
          value={programId ?? ''}
          options={rezzed.map((program) => [program.id, program.name] as const)}
          onChange={setTarget}
        />
      ) : null}
      <PlayButton
        variant="destructive"
        busy={runner.busy}
        disabled={onProgram && !programId}
        onClick={() =>
          runner.run('net', { kind: 'netHit', ice, ...(programId ? { programId } : {}) }, { d6: dice })
        }
      >
        {onProgram ? `${row.name} hits a program` : `${row.name} hits the brain`}
      </PlayButton>
    </div>
  );
}

/**
 * The NET, for a Netrunner: NET Actions per turn by Interface rank, one roll button per Interface ability
 * (1d10 + rank, the Luck picked spent on it), the deck's programs with their REZ and a tap to rez or
 * switch one off, and the hit of a Black ICE, taken through the damage path. Nothing for other roles.
 */
export function NetPanel({
  state,
  runner,
  luck,
  onLuck,
}: {
  state: PlayState;
  runner: PlayRunner;
  luck: number;
  onLuck: (luck: number) => void;
}) {
  const { net } = state;
  if (!net) return null;
  const off = runner.serverDiceOff ? 'net-offline' : undefined;
  const rolls = runner.rights.may('roll');
  return (
    <SheetSection title="NET">
      <ServerDiceNote id="net-offline" runner={runner} />
      <p className="text-sm">
        Interface <span className="font-display font-bold tabular-nums">{net.interfaceRank}</span>:{' '}
        <span className="font-display font-bold tabular-nums">{netActionsFor(net.interfaceRank)}</span> NET
        Actions per turn
      </p>
      {rolls ? (
        <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {INTERFACE_ABILITIES.map((ability) => (
            <RollButton
              key={ability}
              label={INTERFACE_ABILITY_NAMES[ability]}
              base={net.interfaceRank}
              busy={runner.busy}
              off={off}
              onClick={() => {
                const withLuck = luck > 0 ? { luck } : {};
                runner.run(
                  'net',
                  { kind: 'roll', roll: { type: 'interface', ability, ...withLuck } },
                  CHECK_DICE,
                );
                onLuck(0);
              }}
            />
          ))}
        </div>
      ) : null}
      <OutcomeLine area="net" runner={runner} />
      <h3 className="mt-3 mb-2 font-mono text-xs tracking-wider text-ink-muted uppercase">Programs</h3>
      {net.programs.length === 0 ? (
        <p className="text-sm text-ink-muted">No program in the deck.</p>
      ) : (
        <ul className="grid gap-1">
          {net.programs.map((program) => (
            <ProgramRow key={program.id} program={program} runner={runner} />
          ))}
        </ul>
      )}
      {runner.rights.may('netHit') ? <IceHit net={net} runner={runner} /> : null}
    </SheetSection>
  );
}
